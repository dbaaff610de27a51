import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppError } from '../answers/app-error.ts';
import { PhotoUploadGates } from './photo-admission.ts';

/** README, Photo uploads: turns of the uploads on one instance, per installer, then for the instance. */

/** Whether a promise has settled by the time the pending microtasks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return done;
}

const never = () => new AbortController().signal;

describe('photo upload turns', () => {
  afterEach(() => vi.useRealTimers());

  it('gives an installer its turns in order, and refuses beyond those waiting (429)', async () => {
    const gates = new PhotoUploadGates({ perInstaller: 2, inFlight: 100 });
    const releases = [await gates.enter(1, never()), await gates.enter(1, never())];
    const waiting = Array.from({ length: 8 }, () => gates.enter(1, never()));
    await expect(gates.enter(1, never())).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    // Another installer is not held by the first one's uploads.
    const other = await gates.enter(2, never());
    expect(await settled(waiting[0] as Promise<unknown>)).toBe(false);
    releases[0]?.();
    expect(await settled(waiting[0] as Promise<unknown>)).toBe(true);
    expect(await settled(waiting[1] as Promise<unknown>)).toBe(false);
    // Releasing twice gives one turn back, not two.
    releases[0]?.();
    expect(await settled(waiting[1] as Promise<unknown>)).toBe(false);
    other();
  });

  it('holds every installer to the instance’s turns, then lets the next one in', async () => {
    const gates = new PhotoUploadGates({ perInstaller: 2, inFlight: 1 });
    const first = await gates.enter(1, never());
    const second = gates.enter(2, never());
    expect(await settled(second)).toBe(false);
    first();
    const release = await second;
    release();
    await gates.enter(3, never());
  });

  it('forgets a waiting upload whose client went, and gives its place to the next', async () => {
    const gates = new PhotoUploadGates({ perInstaller: 1, inFlight: 100 });
    const holder = await gates.enter(1, never());
    const gone = new AbortController();
    const leaving = gates.enter(1, gone.signal);
    const staying = gates.enter(1, never());
    gone.abort();
    await expect(leaving).rejects.toMatchObject({ status: 400 });
    holder();
    expect(await settled(staying)).toBe(true);
  });

  it('answers an upload that waited 20 s for the instance 503 with Retry-After', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const gates = new PhotoUploadGates({ perInstaller: 2, inFlight: 1 });
    const holder = await gates.enter(1, never());
    const waiting = gates.enter(2, never());
    waiting.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = (await waiting.catch((caught: unknown) => caught)) as AppError;
    expect(error).toMatchObject({
      status: 503,
      code: 'service_unavailable',
      headers: { 'retry-after': '5' },
    });
    // The installer's own turn it held while waiting was given back: both of its turns are free.
    holder();
    const again = [await gates.enter(2, never())];
    again[0]?.();
    again.push(await gates.enter(2, never()));
  });
});
