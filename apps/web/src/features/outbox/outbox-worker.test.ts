import { api } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/session.ts';
import { DEMO_TOKEN, demoSession } from '../../test/demo-data.ts';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { addItem, allItems, readSessionMirror, type SessionMirror, writeSessionMirror } from './outbox-db.ts';
import type { OutboxItem } from './outbox-item.ts';
import { onOutboxSync, type WorkerScope } from './outbox-worker.ts';
import { startSessionMirror } from './session-mirror.ts';

const MIRROR: SessionMirror = {
  token: DEMO_TOKEN,
  id_installer: 1,
  expires_at: '2999-01-01T00:00:00.000Z',
  accept_language: 'de-DE',
};

function item(key: string, call: OutboxItem['call'], device = '10000001'): Omit<OutboxItem, 'seq'> {
  return {
    key,
    id_installer: 1,
    device_number: device,
    created_at: '2026-11-23T08:00:00.000Z',
    call,
    state: 'pending',
    attempts: 0,
    error: null,
    wizard: null,
  };
}
const installation = (key: string) =>
  item(key, {
    kind: 'installation',
    body: { device_number: '10000001' } as never,
    address_label: '12 Rue des Lilas, 69003 Lyon',
  });
const photo = (key: string) =>
  item(key, { kind: 'photo', body: { base64_string: 'data:image/jpeg;base64,AAAA' } });
const invitation = (key: string) =>
  item(key, { kind: 'invitation', body: { email: 'client@demo.test', id_device: 4 } as never });

/** A service worker scope with these windows of the app open. */
function scope(windows: Array<{ postMessage(message: unknown): void }> = []): WorkerScope {
  return {
    location: { origin: window.location.origin },
    clients: { matchAll: async () => windows },
  };
}

type Received = { call: string; authorization: string | null; key: string | null; language: string | null };

/** Records each call; `answer` decides per call: 'ok', no answer at all, or an error status. */
function recordingServer(
  answer: (call: string) => 'ok' | 'offline' | 401 | 409 | 'in_progress' = () => 'ok',
) {
  const received: Received[] = [];
  const reply = (call: string, request: Request, data: unknown) => {
    const what = answer(call);
    if (what === 'offline') return HttpResponse.error();
    received.push({
      call,
      authorization: request.headers.get('Authorization'),
      key: request.headers.get('Idempotency-Key'),
      language: request.headers.get('Accept-Language'),
    });
    if (what === 401) return errorResponse(401, 'unauthorized');
    if (what === 409) return errorResponse(409, 'device_cant_be_install', 'Already installed');
    if (what === 'in_progress') {
      return HttpResponse.json(
        {
          error: {
            code: 'idempotency_in_progress',
            message: 'still at work',
            details: { retry_after_seconds: 2 },
          },
        },
        { status: 409, headers: { 'Retry-After': '2' } },
      );
    }
    return HttpResponse.json({ data }, { status: call === 'invitation' ? 200 : 201 });
  };
  server.use(
    http.post(apiUrl(api.createInstallation), ({ request }) =>
      reply('installation', request, { id_installation: 1 }),
    ),
    http.post(apiUrl(api.uploadImage), ({ request }) => reply('photo', request, { id_photo: 9 })),
    http.post(apiUrl(api.sendInvitation), ({ request }) =>
      reply('invitation', request, { sent: true, mail: 'registration' }),
    ),
  );
  return received;
}

describe('the service worker sends the outbox when no window is open (docs/decisions/0002-outbox.md, Background Sync)', () => {
  it('sends every pending item in order, with the mirrored token, language and each Idempotency-Key', async () => {
    const received = recordingServer();
    await writeSessionMirror(MIRROR);
    for (const each of [installation('k-install'), photo('k-photo'), invitation('k-invite')])
      await addItem(each);

    await onOutboxSync(scope());

    expect(received).toEqual([
      { call: 'installation', authorization: `Bearer ${DEMO_TOKEN}`, key: 'k-install', language: 'de-DE' },
      { call: 'photo', authorization: `Bearer ${DEMO_TOKEN}`, key: 'k-photo', language: 'de-DE' },
      { call: 'invitation', authorization: `Bearer ${DEMO_TOKEN}`, key: 'k-invite', language: 'de-DE' },
    ]);
    // The installation stays as its attempt's record, with the answer, for the app's next opening.
    expect(await allItems()).toMatchObject([
      { key: 'k-install', state: 'sent', answer: { id_installation: 1 } },
    ]);
  });

  it('leaves the sending to an open window of the app: it only asks it to send', async () => {
    const received = recordingServer();
    await writeSessionMirror(MIRROR);
    await addItem(installation('k-install'));
    const postMessage = vi.fn();

    await onOutboxSync(scope([{ postMessage }]));

    expect(postMessage).toHaveBeenCalledWith({ type: 'installer-outbox' });
    expect(received).toEqual([]);
    expect(await allItems()).toHaveLength(1);
  });

  it('without signal keeps everything, counts the attempt, and rejects so that the browser syncs again', async () => {
    recordingServer(() => 'offline');
    await writeSessionMirror(MIRROR);
    await addItem(installation('k-install'));
    await addItem(photo('k-photo'));

    await expect(onOutboxSync(scope())).rejects.toThrow(/fire the sync again/);

    const kept = await allItems();
    expect(kept.map((each) => [each.key, each.state, each.attempts])).toEqual([
      ['k-install', 'pending', 1],
      ['k-photo', 'pending', 0],
    ]);
  });

  it('sends the other devices’ items past a 409 in progress, keeps that item for later, and syncs again', async () => {
    const received = recordingServer((call) => (call === 'installation' ? 'in_progress' : 'ok'));
    await writeSessionMirror(MIRROR);
    await addItem(installation('k-install'));
    await addItem(photo('k-photo'));
    await addItem(
      item('k-other', { kind: 'photo', body: { base64_string: 'data:image/jpeg;base64,AAAA' } }, '10000002'),
    );

    await expect(onOutboxSync(scope())).rejects.toThrow(/fire the sync again/);

    expect(received.map((each) => each.key)).toEqual(['k-install', 'k-other']);
    const kept = await allItems();
    expect(kept.map((each) => [each.key, each.state])).toEqual([
      ['k-install', 'pending'],
      ['k-photo', 'pending'],
    ]);
    expect(Date.parse(kept[0]?.retry_at ?? '')).toBeGreaterThan(Date.now());
  });

  it('keeps a refused installation for the installer, with its error, and holds the photo of its device', async () => {
    const received = recordingServer((call) => (call === 'installation' ? 409 : 'ok'));
    await writeSessionMirror(MIRROR);
    await addItem(installation('k-install'));
    await addItem(photo('k-photo'));

    await onOutboxSync(scope());

    expect(received.map((each) => each.call)).toEqual(['installation']);
    const [refused, held] = await allItems();
    expect(refused).toMatchObject({
      key: 'k-install',
      state: 'rejected',
      error: { status: 409, code: 'device_cant_be_install', message_key: 'device_cant_be_install' },
    });
    expect(held).toMatchObject({ key: 'k-photo', state: 'pending', attempts: 0 });
  });

  it('sends nothing without a live session, and forgets a session the server ended (401)', async () => {
    const received = recordingServer(() => 401);
    await addItem(installation('k-install'));
    await onOutboxSync(scope());
    await writeSessionMirror({ ...MIRROR, expires_at: '2020-01-01T00:00:00.000Z' });
    await onOutboxSync(scope());
    expect(received).toEqual([]);

    await writeSessionMirror(MIRROR);
    await onOutboxSync(scope());
    expect(received.map((each) => each.call)).toEqual(['installation']);
    expect(await readSessionMirror()).toBeNull();
    expect((await allItems()).map((each) => each.state)).toEqual(['pending']);
  });

  it('sends only the items of the installer whose session it holds', async () => {
    const received = recordingServer();
    await writeSessionMirror(MIRROR);
    await addItem({ ...installation('k-other'), id_installer: 2 });
    await onOutboxSync(scope());
    expect(received).toEqual([]);
    expect(await allItems()).toHaveLength(1);
  });
});

describe('the session mirror the page keeps for the worker', () => {
  it('follows sign-in and sign-out', async () => {
    const stop = startSessionMirror();
    try {
      saveSession(demoSession);
      await vi.waitFor(async () =>
        expect(await readSessionMirror()).toEqual({
          token: demoSession.token,
          id_installer: demoSession.installer.id_installer,
          expires_at: demoSession.expires_at,
          accept_language: 'en-GB',
        }),
      );
      clearSession();
      await vi.waitFor(async () => expect(await readSessionMirror()).toBeNull());
    } finally {
      stop();
    }
  });
});
