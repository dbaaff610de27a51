import { api } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { DEMO_TOKEN, demoSession } from '../../test/demo-data.ts';
import { apiUrl } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { createOutbox, type Outbox } from './create-outbox.ts';
import { addItem, allItems, putItem, writeSessionMirror } from './outbox-db.ts';
import type { OutboxItem } from './outbox-item.ts';
import { sendOutboxFromWorker } from './outbox-worker.ts';

/**
 * One sending round at a time across the page and the service worker (outbox-lock.ts): however many
 * wake-ups come at once (the online event, the app shown again, Background Sync), each item is in flight
 * once and reaches the server once.
 */

const INSTALLATION = {
  id_installation: 1,
  id_asset: 2,
  id_device: 4,
  device_number: '10000001',
  id_domicile: 3,
  created_at: '2026-11-23T08:00:00.000Z',
};

function item(key: string, call: OutboxItem['call']): Omit<OutboxItem, 'seq'> {
  return {
    key,
    id_installer: demoSession.installer.id_installer,
    device_number: '10000001',
    created_at: '2026-11-23T08:00:00.000Z',
    call,
    state: 'pending',
    attempts: 0,
    error: null,
    wizard: null,
  };
}

/**
 * Records each request's Idempotency-Key. Each answer waits until every round under test has started, so
 * that rounds without a common lock would overlap and send the same items.
 */
function slowServer(roundsStarted: Promise<unknown>) {
  const received: string[] = [];
  const answer = async (request: Request, data: unknown, status: number) => {
    received.push(request.headers.get('Idempotency-Key') ?? '');
    await roundsStarted;
    return HttpResponse.json({ data }, { status });
  };
  server.use(
    http.post(apiUrl(api.createInstallation), ({ request }) => answer(request, INSTALLATION, 201)),
    http.post(apiUrl(api.sendInvitation), ({ request }) =>
      answer(request, { sent: true, mail: 'registration' }, 200),
    ),
  );
  return received;
}

describe('one sending round at a time, across the page and the service worker', () => {
  let outbox: Outbox;
  beforeEach(async () => {
    saveSession(demoSession);
    outbox = createOutbox();
    await writeSessionMirror({
      token: DEMO_TOKEN,
      id_installer: demoSession.installer.id_installer,
      expires_at: '2999-01-01T00:00:00.000Z',
      accept_language: 'en-GB',
    });
    await addItem(
      item('k-install', {
        kind: 'installation',
        body: { device_number: '10000001' } as never,
        address_label: '12 Rue des Lilas, 69003 Lyon',
      }),
    );
    await addItem(
      item('k-invite', {
        kind: 'invitation',
        body: { id_professional: 1, email: 'client@demo.test', device_number: '10000001' },
      }),
    );
  });
  afterEach(() => {
    outbox.close();
    vi.restoreAllMocks();
  });

  it('sends each item once when the page and a Background Sync wake-up send at the same moment', async () => {
    let started: () => void = () => undefined;
    const bothStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const received = slowServer(bothStarted);
    const page = outbox.flush();
    const worker = sendOutboxFromWorker(window.location.origin);
    started();
    await Promise.all([page, worker]);
    expect(received).toEqual(['k-install', 'k-invite']);
    // Left: the installation's record, with the answer of its one call.
    expect(await allItems()).toMatchObject([{ key: 'k-install', state: 'sent', answer: INSTALLATION }]);
    expect(outbox.items()).toEqual([]);
  });

  it('sends each item once for the online event, the app shown again and a sync wake-up together', async () => {
    let started: () => void = () => undefined;
    const allStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const received = slowServer(allStarted);
    const delivered: string[] = [];
    outbox.onDelivered((sent) => delivered.push(sent.key));
    const stop = outbox.start();
    try {
      window.dispatchEvent(new Event('online'));
      document.dispatchEvent(new Event('visibilitychange'));
      const worker = sendOutboxFromWorker(window.location.origin);
      started();
      await worker;
      await vi.waitFor(() => expect(delivered).toHaveLength(2));
      await outbox.flush();
      expect(received).toEqual(['k-install', 'k-invite']);
      expect((await allItems()).map((each) => [each.key, each.state])).toEqual([['k-install', 'sent']]);
    } finally {
      stop();
    }
  });

  it('a page waiting for an item learns that another context of the app sent it', async () => {
    server.use(http.post(apiUrl(api.createInstallation), () => HttpResponse.error()));
    const queued = await outbox.submit({
      key: 'k-later',
      device_number: '10000002',
      call: {
        kind: 'installation',
        body: { device_number: '10000002' } as never,
        address_label: '12 Rue des Lilas, 69003 Lyon',
      },
    });
    expect(queued).toEqual({ outcome: 'queued' });
    const mine = outbox.items().find((each) => each.key === 'k-later');
    expect(mine).toBeDefined();
    const delivered: string[] = [];
    outbox.onDelivered((sent) => delivered.push(sent.key));
    const stop = outbox.start();
    // Another tab (or the service worker) sent it: it stored the answer in IndexedDB and says so on the
    // app's channel.
    const other = new BroadcastChannel('installer-outbox');
    try {
      if (mine) await putItem({ ...mine, state: 'sent', answer: INSTALLATION });
      other.postMessage({ type: 'sent', seq: mine?.seq, key: 'k-later', data: INSTALLATION });
      await vi.waitFor(() => expect(delivered).toEqual(['k-later']));
      expect(outbox.items().some((each) => each.key === 'k-later')).toBe(false);
      expect(outbox.records()?.find((each) => each.key === 'k-later')).toMatchObject({
        state: 'sent',
        answer: INSTALLATION,
      });
    } finally {
      other.close();
      stop();
    }
  });
});
