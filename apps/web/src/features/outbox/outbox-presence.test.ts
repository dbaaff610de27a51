import { api } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { demoSession } from '../../test/demo-data.ts';
import { apiUrl } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { addItem, allItems, readSessionMirror } from './outbox-db.ts';
import type { OutboxItem } from './outbox-item.ts';
import { outboxItems, startOutbox } from './outbox.ts';
import { outboxInUse, startOutboxWhenNeeded } from './outbox-presence.ts';

/** The outbox's code loads when something waits in it or uses it (outbox-presence.ts), not with every page. */

const INSTALLATION = {
  id_installation: 1,
  id_asset: 2,
  id_device: 4,
  device_number: '10000001',
  id_domicile: 3,
  created_at: '2026-11-23T08:00:00.000Z',
};

function waiting(id_installer: number): Omit<OutboxItem, 'seq'> {
  return {
    key: `k-${id_installer}`,
    id_installer,
    device_number: '10000001',
    created_at: '2026-11-23T08:00:00.000Z',
    call: {
      kind: 'installation',
      body: { device_number: '10000001' } as never,
      address_label: '12 Rue des Lilas, 69003 Lyon',
    },
    state: 'pending',
    attempts: 0,
    error: null,
    wizard: null,
  };
}

function installationsReceived(): string[] {
  const keys: string[] = [];
  server.use(
    http.post(apiUrl(api.createInstallation), ({ request }) => {
      keys.push(request.headers.get('Idempotency-Key') ?? '');
      return HttpResponse.json({ data: INSTALLATION }, { status: 201 });
    }),
  );
  return keys;
}

const loadStart = async () => startOutbox;

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  await expect.poll(condition, { timeout: 10_000 }).toBe(true);
}

describe('the outbox, started when needed', () => {
  it('stays unmade when nothing of the signed-in installer waits, and keeps the worker’s copy of the session', async () => {
    saveSession(demoSession);
    // Another installer's item, kept for them on a shared phone: not this one's to send.
    await addItem(waiting(demoSession.installer.id_installer + 1));
    const received = installationsReceived();
    const watch = startOutboxWhenNeeded(loadStart);
    expect(await watch.looked).toBe(false);
    expect(outboxInUse()).toBe(false);
    await until(async () => (await readSessionMirror())?.token === demoSession.token);
    watch.stop();
    expect(received).toEqual([]);
  });

  it('starts, and sends, when an item of the signed-in installer waits as the app opens', async () => {
    saveSession(demoSession);
    await addItem(waiting(demoSession.installer.id_installer));
    const received = installationsReceived();
    const watch = startOutboxWhenNeeded(loadStart);
    expect(await watch.looked).toBe(true);
    expect(outboxInUse()).toBe(true);
    await until(() => received.length === 1);
    await until(async () => (await allItems()).every((item) => item.state !== 'pending'));
    watch.stop();
    expect(received).toEqual([`k-${demoSession.installer.id_installer}`]);
  });

  it('starts once a screen uses the outbox, and sends what waits', async () => {
    saveSession(demoSession);
    const received = installationsReceived();
    const watch = startOutboxWhenNeeded(loadStart);
    expect(await watch.looked).toBe(false);
    // Stored after the look (another tab of the app): only a started outbox sends it by itself.
    await addItem(waiting(demoSession.installer.id_installer));
    // A screen reads the outbox (the result screen's queued installation, the sign-out's count).
    outboxItems();
    expect(outboxInUse()).toBe(true);
    await until(() => received.length === 1);
    await until(async () => (await allItems()).every((item) => item.state !== 'pending'));
    watch.stop();
    expect(received).toEqual([`k-${demoSession.installer.id_installer}`]);
  });
});
