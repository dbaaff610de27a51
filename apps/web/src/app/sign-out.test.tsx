import { api } from '@installer/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { flushOutbox, outboxItems, outboxRecords, submit } from '../features/outbox/outbox.ts';
import { allItems } from '../features/outbox/outbox-db.ts';
import { saveResultSession } from '../features/result/result-session.ts';
import { rehydrateAllStores } from '../lib/persisted-store.ts';
import { saveSession } from '../lib/session.ts';
import { demoSession } from '../test/demo-data.ts';
import { apiUrl } from '../test/handlers.ts';
import { renderApp } from '../test/render-app.tsx';
import { server } from '../test/server.ts';

const CUSTOMER = 'lucie.martin@example.test';
const ADDRESS = '12 Rue des Lilas, 69003 Lyon';
const OTHER_INSTALLER = {
  ...demoSession,
  token: 'other-token',
  installer: { ...demoSession.installer, id_installer: 2 },
};

/** A server that creates installations while `online()` says so, and counts what it received. */
function installationServer(online: () => boolean) {
  const received: string[] = [];
  server.use(
    http.post(apiUrl(api.logout), () => HttpResponse.json({ data: { revoked: true } })),
    http.post(apiUrl(api.createInstallation), ({ request }) => {
      if (!online()) return HttpResponse.error();
      received.push(request.headers.get('Idempotency-Key') ?? '');
      return HttpResponse.json(
        {
          data: {
            id_installation: 11,
            id_asset: 12,
            id_device: 4,
            device_number: '10000001',
            id_domicile: 13,
            created_at: '2026-11-23T08:00:00.000Z',
          },
        },
        { status: 201 },
      );
    }),
  );
  return received;
}

/** An installation for the customer, as step 4 submits it (the outbox's record keeps its e-mail and address). */
const installation = (key: string) =>
  submit({
    key,
    device_number: '10000001',
    call: {
      kind: 'installation',
      body: { device_number: '10000001', client: { email: CUSTOMER } } as never,
      address_label: ADDRESS,
    },
  });

/** What a restarted app would find in the outbox's IndexedDB, whoever made it. */
const storedText = async () => JSON.stringify(await allItems());

describe('sign-out on a shared phone (docs/decisions/0002-outbox.md)', () => {
  it('removes the sent installations’ records and the result screen’s customer', async () => {
    installationServer(() => true);
    const app = renderApp('/installation');
    expect((await installation('sent-one')).outcome).toBe('sent');
    saveResultSession({
      key: 'arrival-1',
      params: {
        id_device: 4,
        device_number: '10000001',
        url_device_detail: 'https://platform.test/device/4',
        value_type_device: 'level',
        id_professional: 1,
        id_module: null,
        url_platform: null,
        installation: null,
        email: CUSTOMER,
        id_installation: 11,
        site: null,
        replaced_device_number: null,
      },
      is_send_sign_up_mail: true,
      invitation: 'sent',
    });
    expect(await storedText()).toContain(CUSTOMER);

    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    // Nothing was waiting: no question asked.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await allItems()).toEqual([]));
    expect(window.sessionStorage.getItem('installer.result')).toBeNull();
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(CUSTOMER);
  });

  it('asks first when something waits; kept, it is neither shown nor sent to another installer', async () => {
    let online = false;
    const received = installationServer(() => online);
    const app = renderApp('/installation');
    expect((await installation('waiting-one')).outcome).toBe('queued');

    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with items not sent?' });
    expect(dialog).toHaveTextContent('Not sent yet: 1.');
    // Still no connection: the installer is told, and chooses to keep it for themselves.
    await app.user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await within(dialog).findByText(/Still not sent: 1\./);
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep them for me and sign out' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    await screen.findByText(/It stays on this phone and is sent when you sign in again/);
    expect((await allItems()).map((item) => [item.key, item.state, item.id_installer])).toEqual([
      ['waiting-one', 'pending', 1],
    ]);

    // Another installer signs in on the same browser: the item is not theirs to see or to send.
    saveSession(OTHER_INSTALLER);
    rehydrateAllStores();
    online = true;
    await flushOutbox();
    expect(received).toEqual([]);
    expect(outboxItems()).toEqual([]);
    expect(outboxRecords()).toEqual([]);

    // Its installer back: it is theirs again, and goes.
    saveSession(demoSession);
    await flushOutbox();
    expect(received).toEqual(['waiting-one']);
  });

  it('sends what waits when asked, then signs out leaving no record', async () => {
    let online = false;
    const received = installationServer(() => online);
    const app = renderApp('/installation');
    expect((await installation('sent-at-sign-out')).outcome).toBe('queued');

    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with items not sent?' });
    online = true;
    await app.user.click(within(dialog).getByRole('button', { name: 'Send now' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(received).toEqual(['sent-at-sign-out']);
    await waitFor(async () => expect(await allItems()).toEqual([]));
  });

  it('stays signed in when the installer changes their mind', async () => {
    installationServer(() => false);
    const app = renderApp('/installation');
    await installation('still-mine');
    await app.user.click(await screen.findByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out with items not sent?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(outboxItems()).toHaveLength(1);
  });
});
