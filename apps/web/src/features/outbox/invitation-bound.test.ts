import { api } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { DEMO_TOKEN, demoSession } from '../../test/demo-data.ts';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { createOutbox, type Outbox } from './create-outbox.ts';
import { addItem, allItems, writeSessionMirror } from './outbox-db.ts';
import type { OutboxItem } from './outbox-item.ts';

const INSTALLATION = {
  id_installation: 1,
  id_asset: 2,
  id_device: 5,
  device_number: '10000002',
  id_domicile: 3,
  created_at: '2026-11-23T08:00:00.000Z',
};

function item(key: string, deviceNumber: string, call: OutboxItem['call']): Omit<OutboxItem, 'seq'> {
  return {
    key,
    id_installer: demoSession.installer.id_installer,
    device_number: deviceNumber,
    created_at: '2026-11-23T08:00:00.000Z',
    call,
    state: 'pending',
    attempts: 0,
    error: null,
    wizard: null,
  };
}

/**
 * An invitation queued without signal, refused when the signal returns because its address has had its
 * share for the day (429 invitation_limit_reached): a final refusal kept for the installer, unlike a passing
 * 429, so the installation queued after it is sent in the same round instead of waiting hours behind it.
 */
describe('an invitation refused for its recipient does not hold the outbox', () => {
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
      item('k-invite', '10000001', {
        kind: 'invitation',
        body: { id_professional: 1, email: 'client@demo.test', device_number: '10000001' },
      }),
    );
    await addItem(
      item('k-next', '10000002', {
        kind: 'installation',
        body: { device_number: '10000002' } as never,
        address_label: '4 Chemin du Moulin, 71250 Cluny',
      }),
    );
    server.use(
      http.post(apiUrl(api.createInstallation), () =>
        HttpResponse.json({ data: INSTALLATION }, { status: 201 }),
      ),
    );
  });

  afterEach(() => outbox.close());

  it('keeps the invitation as refused, with why, and sends what follows', async () => {
    server.use(http.post(apiUrl(api.sendInvitation), () => errorResponse(429, 'invitation_limit_reached')));
    await outbox.flush();
    expect((await allItems()).map((each) => [each.key, each.state, each.error?.message_key ?? null])).toEqual(
      [
        ['k-invite', 'rejected', 'invitation_limit_reached'],
        ['k-next', 'sent', null],
      ],
    );
  });

  it('still waits out a passing 429, in order', async () => {
    server.use(http.post(apiUrl(api.sendInvitation), () => errorResponse(429, 'rate_limited')));
    await outbox.flush();
    expect((await allItems()).map((each) => [each.key, each.state])).toEqual([
      ['k-invite', 'pending'],
      ['k-next', 'pending'],
    ]);
  });
});
