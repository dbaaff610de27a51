import { api } from '@installer/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session.ts';
import { demoSession } from '../../test/demo-data.ts';
import { apiUrl, errorResponse } from '../../test/handlers.ts';
import { server } from '../../test/server.ts';
import { createOutbox, type Outbox } from './create-outbox.ts';
import { allItems } from './outbox-db.ts';

const INSTALLATION = {
  id_installation: 1,
  id_asset: 2,
  id_device: 4,
  device_number: '10000001',
  id_domicile: 3,
  created_at: '2026-11-23T08:00:00.000Z',
};
const PHOTO = { id_photo: 9, content_type: 'image/jpeg', bytes: 3, created_at: '2026-11-23T08:00:00.000Z' };

/** A server that records what it received and answers as `answer` says, per call. */
function recordingServer(
  answer: (path: string) => 'ok' | 'offline' | 409 | 503 | 'in_progress' = () => 'ok',
) {
  const received: { path: string; key: string | null }[] = [];
  const reply = (path: string, key: string | null, data: unknown) => {
    const what = answer(path);
    if (what === 'offline') return HttpResponse.error();
    received.push({ path, key });
    if (what === 409) return errorResponse(409, 'conflict', 'This device was installed by another request');
    if (what === 'in_progress') {
      // DESIGN §3: the same key still at work on the server (another context, or an instance that died).
      return HttpResponse.json(
        {
          error: {
            code: 'idempotency_in_progress',
            message: 'still at work',
            details: { reason: 'idempotency_in_progress', retry_after_seconds: 3 },
          },
        },
        { status: 409, headers: { 'Retry-After': '3' } },
      );
    }
    if (what === 503) return errorResponse(503, 'service_unavailable');
    return HttpResponse.json({ data }, { status: path === 'invitation' ? 200 : 201 });
  };
  server.use(
    http.post(apiUrl(api.createInstallation), ({ request }) =>
      reply('installation', request.headers.get('Idempotency-Key'), INSTALLATION),
    ),
    http.post(apiUrl(api.uploadImage), ({ request }) =>
      reply('photo', request.headers.get('Idempotency-Key'), PHOTO),
    ),
    http.post(apiUrl(api.sendInvitation), ({ request }) =>
      reply('invitation', request.headers.get('Idempotency-Key'), { sent: true, mail: 'registration' }),
    ),
  );
  return received;
}

const installation = (key: string, device = '10000001') =>
  ({
    key,
    device_number: device,
    call: {
      kind: 'installation',
      body: { device_number: device } as never,
      address_label: '12 Rue des Lilas, 69003 Lyon',
    },
  }) as const;

/** What IndexedDB holds, as a restarted app would find it. */
const stored = async () => (await allItems()).map((item) => [item.key, item.state]);
const photo = (key: string, device = '10000001') =>
  ({
    key,
    device_number: device,
    call: { kind: 'photo', body: { base64_string: 'data:image/jpeg;base64,AAAA' } },
  }) as const;

describe('the outbox (docs/decisions/0002-outbox.md)', () => {
  // Each test has its own outbox: nothing an earlier one left under way (a retry, a round) reaches it.
  let outbox: Outbox;
  beforeEach(() => {
    saveSession(demoSession);
    outbox = createOutbox();
  });
  afterEach(() => {
    outbox.close();
    vi.useRealTimers();
  });

  it('sends at once when online, with the Idempotency-Key, and keeps only the installation’s answer', async () => {
    const received = recordingServer();
    const outcome = await outbox.submit(installation('key-1'));
    expect(outcome).toEqual({ outcome: 'sent', data: INSTALLATION });
    expect(received).toEqual([{ path: 'installation', key: 'key-1' }]);
    expect(outbox.items()).toHaveLength(0);
    // Out of the queue, kept as the attempt's one record (step 5 and the result screen read it).
    expect(await allItems()).toMatchObject([{ key: 'key-1', state: 'sent', answer: INSTALLATION }]);
    expect(await outbox.submit(photo('photo-1'))).toEqual({ outcome: 'sent', data: PHOTO });
    expect(await stored()).toEqual([['key-1', 'sent']]);
  });

  it('answers an installation already sent from its record, without a second call', async () => {
    const received = recordingServer();
    await outbox.submit(installation('key-1'));
    // The app closed and opened again: a new outbox, which knows only what IndexedDB holds.
    outbox.close();
    outbox = createOutbox();
    expect(await outbox.submit(installation('key-1'))).toEqual({ outcome: 'sent', data: INSTALLATION });
    expect(received).toHaveLength(1);
  });

  it('keeps the record of one installation attempt at a time', async () => {
    recordingServer();
    await outbox.submit(installation('first', '10000001'));
    await outbox.submit(installation('second', '10000002'));
    expect(await stored()).toEqual([['second', 'sent']]);
  });

  it('keeps what cannot be sent in IndexedDB, then sends it in order when the connection returns', async () => {
    let online = false;
    const received = recordingServer(() => (online ? 'ok' : 'offline'));
    expect(await outbox.submit(installation('inst'))).toEqual({ outcome: 'queued' });
    expect(await outbox.submit(photo('photo'))).toEqual({ outcome: 'queued' });
    // Durable: what a restarted app would find.
    expect((await allItems()).map((item) => [item.key, item.state])).toEqual([
      ['inst', 'pending'],
      ['photo', 'pending'],
    ]);
    // The app closed and opened again: a new outbox, which knows only what IndexedDB holds.
    outbox.close();
    outbox = createOutbox();
    online = true;
    const delivered: string[] = [];
    outbox.onDelivered((item) => delivered.push(item.key));
    await outbox.flush();
    expect(received.map((each) => each.key)).toEqual(['inst', 'photo']);
    expect(delivered).toEqual(['inst', 'photo']);
    expect(await stored()).toEqual([['inst', 'sent']]);
  });

  it('lands each item once however many times the connection comes back', async () => {
    let online = false;
    const received = recordingServer(() => (online ? 'ok' : 'offline'));
    await outbox.submit(installation('inst'));
    await outbox.submit(photo('photo'));
    online = true;
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    window.dispatchEvent(new Event('online'));
    await outbox.flush();
    expect(received.map((each) => each.key)).toEqual(['inst', 'photo']);
  });

  it('tries again after a 503 and after no answer, waiting longer each time', async () => {
    const answers: ('offline' | 503 | 'ok')[] = ['offline', 503, 'offline', 'ok'];
    const tried: number[] = [];
    recordingServer(() => {
      tried.push(Date.now());
      return answers.shift() ?? 'ok';
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    expect(await outbox.submit(installation('inst'))).toEqual({ outcome: 'queued' });
    for (let step = 0; step < 120 && outbox.items().length > 0; step++) {
      await vi.advanceTimersByTimeAsync(500);
      // IndexedDB (fake-indexeddb) works on real macrotasks: let it finish before the clock moves on.
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(outbox.items()).toHaveLength(0);
    expect(tried).toHaveLength(4);
    const gaps = tried.slice(1).map((at, index) => at - (tried[index] ?? 0));
    // 2 s, then 4 s, then 8 s, each counted from the end of the failed try (within the test's 500 ms steps).
    [2_000, 4_000, 8_000].forEach((delay, index) => {
      expect(gaps[index]).toBeGreaterThanOrEqual(delay);
      expect(gaps[index]).toBeLessThanOrEqual(delay + 1_000);
    });
  });

  it('waits out a 409 in progress for that item alone, then sends it and its device’s later items', async () => {
    let online = false;
    let inProgress = true;
    const received = recordingServer((path) => {
      if (!online) return 'offline';
      return path === 'installation' && inProgress ? 'in_progress' : 'ok';
    });
    await outbox.submit(installation('inst', '10000001'));
    await outbox.submit(photo('photo', '10000001'));
    await outbox.submit(photo('other', '10000002'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const settle = async () => {
      // IndexedDB (fake-indexeddb) works on real macrotasks: let it finish before the clock moves on.
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    };
    online = true;
    await outbox.flush();
    // The other device's photo went; the installation waits out its 3 s, its device's photo behind it.
    expect(received.map((each) => each.key)).toEqual(['inst', 'other']);
    expect(outbox.items().map((item) => [item.key, item.state])).toEqual([
      ['inst', 'pending'],
      ['photo', 'pending'],
    ]);
    expect(outbox.items()[0]?.retry_at).toBe(new Date(Date.now() + 3_000).toISOString());

    // A wake-up before the wait is over (the connection back, the app shown) sends nothing of that device.
    await vi.advanceTimersByTimeAsync(1_000);
    await outbox.flush();
    await settle();
    expect(received.map((each) => each.key)).toEqual(['inst', 'other']);

    inProgress = false;
    await vi.advanceTimersByTimeAsync(1_900);
    await settle();
    expect(received).toHaveLength(2);
    for (let step = 0; step < 10 && outbox.items().length > 0; step++) {
      await vi.advanceTimersByTimeAsync(200);
      await settle();
    }
    // Tried again when its wait ended, not after a backoff: then its device's photo, in order.
    expect(received.map((each) => each.key)).toEqual(['inst', 'other', 'inst', 'photo']);
    expect(outbox.items()).toHaveLength(0);
    expect(await stored()).toEqual([['inst', 'sent']]);
    expect((await allItems())[0]).not.toHaveProperty('retry_at');
  });

  it('keeps a refusal found later as rejected, and holds the same device’s later items', async () => {
    let online = false;
    const received = recordingServer((path) => (!online ? 'offline' : path === 'installation' ? 409 : 'ok'));
    await outbox.submit(installation('inst', '10000001'));
    await outbox.submit(photo('photo', '10000001'));
    await outbox.submit(photo('other', '10000002'));
    online = true;
    await outbox.flush();
    const items = outbox.items();
    expect(items.map((item) => [item.key, item.state])).toEqual([
      ['inst', 'rejected'],
      ['photo', 'pending'],
    ]);
    expect(items[0]?.error).toMatchObject({ status: 409, code: 'conflict' });
    // The other device's photo went; this device's photo waits for the installer's decision.
    expect(received.map((each) => each.key)).toEqual(['inst', 'other']);
  });

  it('answers a refusal to the caller waiting for it and takes the item out of the queue', async () => {
    recordingServer(() => 409);
    const outcome = await outbox.submit(installation('inst'));
    expect(outcome).toMatchObject({ outcome: 'rejected', error: { status: 409 } });
    expect(outbox.items()).toHaveLength(0);
    expect(await allItems()).toMatchObject([{ key: 'inst', state: 'returned', error: { status: 409 } }]);
  });

  it('answers a 503 to the installer waiting for it, as spec §8 error, and keeps nothing to send', async () => {
    recordingServer(() => 503);
    const outcome = await outbox.submit(installation('inst'));
    expect(outcome).toMatchObject({ outcome: 'failed', error: { status: 503 } });
    expect(outbox.items()).toHaveLength(0);
    // Only the attempt's record: the same form sent again reuses its key, and then goes through.
    expect(await stored()).toEqual([['inst', 'returned']]);
    await outbox.submit(photo('photo', '10000002'));
    expect(await stored()).toEqual([['inst', 'returned']]);
  });

  it('sends again, with the same key, an installation handed back when its form is sent again', async () => {
    const answers: (503 | 'ok')[] = [503, 'ok'];
    const received = recordingServer(() => answers.shift() ?? 'ok');
    expect(await outbox.submit(installation('inst'))).toMatchObject({ outcome: 'failed' });
    expect(await outbox.submit(installation('inst'))).toEqual({ outcome: 'sent', data: INSTALLATION });
    expect(received.map((each) => each.key)).toEqual(['inst', 'inst']);
    expect(await stored()).toEqual([['inst', 'sent']]);
  });

  it('is one item for the same key submitted twice (a double tap)', async () => {
    const received = recordingServer();
    const [first, second] = await Promise.all([
      outbox.submit(installation('same')),
      outbox.submit(installation('same')),
    ]);
    expect(first.outcome).toBe('sent');
    expect(second.outcome).toBe('sent');
    expect(received).toHaveLength(1);
  });

  it('forgets the records at sign-out without waiting for a send under way, and its record once stored', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.post(apiUrl(api.createInstallation), async () => {
        await answered;
        return HttpResponse.json({ data: INSTALLATION }, { status: 201 });
      }),
    );
    const inFlight = outbox.submit(installation('in-flight'));
    await vi.waitFor(async () => expect(await stored()).toContainEqual(['in-flight', 'pending']));

    // Not held by the send under way (it may take its full timeout on a dying signal).
    await outbox.forgetRecords();
    expect(await stored()).toEqual([['in-flight', 'pending']]);

    answer();
    expect((await inFlight).outcome).toBe('sent');
    await vi.waitFor(async () => expect(await stored()).toEqual([]));
  });

  it('sends only the items of the installer who made them', async () => {
    let online = false;
    const received = recordingServer(() => (online ? 'ok' : 'offline'));
    await outbox.submit(installation('mine'));
    saveSession({ ...demoSession, installer: { ...demoSession.installer, id_installer: 999 } });
    online = true;
    await outbox.flush();
    expect(received).toHaveLength(0);
    // Kept for its installer, but not shown to another one on a shared phone.
    expect(outbox.items()).toHaveLength(0);
    expect(await stored()).toEqual([['mine', 'pending']]);
  });
});
