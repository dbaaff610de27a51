import type { Session } from '@installer/contracts';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../i18n/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { demoSession } from '../../test/demo-data.ts';
import { TIMERS_TO_FAKE } from '../../test/fake-timers.ts';
import { goOffline, goOnline, primingHandlers } from '../../test/priming.ts';
import { server } from '../../test/server.ts';
import { primingStatusStore } from './priming-status.ts';
import { PRIMING_INTERVAL_MS, PRIMING_MIN_GAP_MS, setPrimingEnvironment, startPriming } from './schedule.ts';

/** A service worker container as the page sees it; `controller` set once the worker controls the page. */
class FakeContainer extends EventTarget {
  controller: object | null = null;
}

let container: FakeContainer;
let primings = 0;
let stop: () => void = () => undefined;

/** Resolves once the primings started so far have ended. */
async function settled(): Promise<void> {
  await vi.waitFor(() => expect(primingStatusStore.get().running).toBe(false));
  await vi.waitFor(() => expect(primingStatusStore.get().attempted_at).not.toBeNull());
}

beforeEach(() => {
  container = new FakeContainer();
  Object.defineProperty(window.navigator, 'serviceWorker', { configurable: true, value: container });
  primings = 0;
  server.use(...primingHandlers());
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/user_clients')) primings += 1;
  });
  // The lists alone: the reference half is the priming test's.
  setPrimingEnvironment(() => ({
    workerControls: () => false,
    keepScanner: async () => 'kept' as const,
    fetchImage: async () => undefined,
    storage: undefined,
  }));
  saveSession(demoSession);
});

afterEach(() => {
  stop();
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe('when the phone primes (docs/decisions/0012-offline-priming.md)', () => {
  it('waits for the service worker to control the page, then primes', async () => {
    stop = startPriming();
    expect(primings).toBe(0);
    container.controller = {};
    container.dispatchEvent(new Event('controllerchange'));
    await settled();
    expect(primings).toBe(1);
  });

  it('primes at once after a sign-in, however recent the last copy', async () => {
    container.controller = {};
    stop = startPriming();
    await settled();
    const other: Session = {
      ...demoSession,
      installer: { ...demoSession.installer, id_installer: 2 },
    };
    act(() => saveSession(other));
    await vi.waitFor(() => expect(primings).toBe(2));
    await vi.waitFor(() => expect(primingStatusStore.get().id_installer).toBe(2));
  });

  it('when the signal returns, only past a few minutes since the last copy; never offline', async () => {
    vi.useFakeTimers({ toFake: TIMERS_TO_FAKE });
    container.controller = {};
    stop = startPriming();
    await settled();
    expect(primings).toBe(1);

    goOffline();
    goOnline();
    await Promise.resolve();
    expect(primings).toBe(1);

    vi.setSystemTime(Date.now() + PRIMING_MIN_GAP_MS);
    goOffline();
    window.dispatchEvent(new Event('online'));
    expect(primings).toBe(1);
    goOnline();
    await vi.waitFor(() => expect(primings).toBe(2));
  });

  it('every half hour while the app is open', async () => {
    vi.useFakeTimers({ toFake: TIMERS_TO_FAKE });
    container.controller = {};
    stop = startPriming();
    await settled();
    await vi.advanceTimersByTimeAsync(PRIMING_INTERVAL_MS);
    await vi.waitFor(() => expect(primings).toBe(2));
  });

  it('when the installer changes the language: the reference texts are in it', async () => {
    container.controller = {};
    stop = startPriming();
    await settled();
    try {
      await act(() => changeLocale('de'));
      await vi.waitFor(() => expect(primings).toBe(2));
      await vi.waitFor(() => expect(primingStatusStore.get().language).toBe('de'));
    } finally {
      await act(() => changeLocale('gb'));
    }
  });
});
