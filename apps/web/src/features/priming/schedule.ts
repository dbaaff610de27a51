import type { Session } from '@installer/contracts';
import i18next from 'i18next';
import { liveSession, sessionStore } from '../../lib/session.ts';
import { deleteLists } from './priming-db.ts';
import {
  emptyPrimingStatus,
  type PrimingStatus,
  primingStatusStore,
  updatePrimingStatus,
} from './priming-status.ts';
import { forgetPrimedMemory } from './primed-data.ts';
import type { PrimingEnvironment } from './prime.ts';

/**
 * When the phone primes (docs/decisions/0012-offline-priming.md): after sign-in, when the connection returns,
 * every half hour while the app is open, when the language changes (the reference texts are in it), and when
 * the installer asks ("Prepare for offline"). Only online, one at a time, and not again within a few minutes
 * of the last one unless asked: a signal coming and going in a cellar must not make the phone download again
 * each time.
 */
export const PRIMING_INTERVAL_MS = 30 * 60_000;
export const PRIMING_MIN_GAP_MS = 5 * 60_000;

/** The browser's own environment: the worker that keeps the answers, the scanner, the storage manager. */
function browserEnvironment(): PrimingEnvironment {
  return {
    workerControls: () => Boolean(navigator.serviceWorker?.controller),
    keepScanner: async (options) => (await import('../scanner/index.ts')).keepScannerForOffline(options),
    fetchImage: async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer();
    },
    storage: navigator.storage,
  };
}

let environment: () => PrimingEnvironment = browserEnvironment;
let running: Promise<PrimingStatus> | null = null;

/** Tests: the environment the runner sees (jsdom has no service worker nor storage manager). */
export function setPrimingEnvironment(make: () => PrimingEnvironment): void {
  environment = make;
}

function statusOf(session: Session): PrimingStatus {
  const status = primingStatusStore.get();
  return status.id_installer === session.installer.id_installer ? status : emptyPrimingStatus();
}

/**
 * The phone holds one installer's copy: a different installer's lists and status go before anything of
 * this one is stored (the worker's reference cache is the sign-out's to clear, app-header.tsx).
 */
async function claimFor(session: Session): Promise<void> {
  const { id_installer } = session.installer;
  if (primingStatusStore.get().id_installer === id_installer) return;
  primingStatusStore.set({ ...emptyPrimingStatus(), id_installer });
  forgetPrimedMemory();
  await deleteLists(id_installer).catch(() => undefined);
}

/**
 * Primes now for the signed-in installer, unless offline or one is running (its outcome is answered).
 * Resolves with the status it leaves. `asked`: the installer tapped "Prepare for offline", so the scanner's
 * decoder is kept too (a priming of the schedule leaves it for the scanner's first opening).
 */
export function primeNow(options: { asked?: boolean } = {}): Promise<PrimingStatus> {
  const session = liveSession();
  if (!session) return Promise.resolve(emptyPrimingStatus());
  const decoder = options.asked === true;
  if (running) {
    // Asked during a scheduled priming that leaves the decoder out: once it ends, one that keeps it.
    return decoder
      ? running.then((status) => (status.scanner_on_demand ? primeNow(options) : status))
      : running;
  }
  if (!navigator.onLine) return Promise.resolve(statusOf(session));
  running = (async () => {
    try {
      await claimFor(session);
      updatePrimingStatus({ running: true, progress: { done: 0, total: 1 } });
      const { prime } = await import('./prime.ts');
      const outcome = await prime(
        session,
        environment(),
        (done, total) => updatePrimingStatus({ progress: { done, total } }),
        { decoder },
      );
      // Signed out (or another installer signed in) meanwhile: what was stored is not theirs to keep.
      if (liveSession()?.installer.id_installer !== session.installer.id_installer) {
        await clearPriming();
        return emptyPrimingStatus();
      }
      const now = new Date().toISOString();
      updatePrimingStatus({
        ...outcome,
        running: false,
        progress: null,
        attempted_at: now,
        language: i18next.resolvedLanguage ?? null,
        ...(outcome.missing.length === 0 ? { ready_at: now } : {}),
      });
    } catch {
      updatePrimingStatus({ running: false, progress: null, attempted_at: new Date().toISOString() });
    } finally {
      running = null;
    }
    return primingStatusStore.get();
  })();
  return running;
}

/** Primes when the copy is older than `age` (or was never made, or is in another language). */
function primeIfOlderThan(age: number): void {
  const session = liveSession();
  if (!session) return;
  const status = statusOf(session);
  const last = Date.parse(status.attempted_at ?? '');
  const stale =
    !Number.isFinite(last) ||
    Date.now() - last >= age ||
    (status.language !== null && status.language !== i18next.resolvedLanguage);
  if (stale) void primeNow();
}

/**
 * Starts priming and its schedule (the shell calls it once). Waits for the service worker to control the
 * page: the worker keeps the reference data, and the app without it cannot open offline anyway.
 */
export function startPriming(): () => void {
  const worker = navigator.serviceWorker;
  const whenControlled = (run: () => void) => () => {
    if (worker?.controller) run();
  };
  const soon = whenControlled(() => primeIfOlderThan(PRIMING_MIN_GAP_MS));
  let signedIn = liveSession()?.installer.id_installer ?? null;
  const unsubscribe = sessionStore.subscribe(() => {
    const now = liveSession()?.installer.id_installer ?? null;
    const newSignIn = now !== null && now !== signedIn;
    signedIn = now;
    // A new sign-in primes at once, whatever the age of the last copy.
    if (newSignIn && worker?.controller) void primeNow();
  });
  window.addEventListener('online', soon);
  worker?.addEventListener('controllerchange', soon);
  i18next.on('languageChanged', soon);
  // Every half hour, unless one ran in the last few minutes (the signal came back meanwhile).
  const timer = window.setInterval(soon, PRIMING_INTERVAL_MS);
  soon();
  return () => {
    unsubscribe();
    window.removeEventListener('online', soon);
    worker?.removeEventListener('controllerchange', soon);
    i18next.off('languageChanged', soon);
    window.clearInterval(timer);
  };
}

/** Sign-out: nothing primed for this installer stays on the phone. */
export async function clearPriming(): Promise<void> {
  primingStatusStore.reset();
  forgetPrimedMemory();
  await deleteLists(null).catch(() => undefined);
}

/** Tests: no priming under way, the browser's environment, nothing remembered in memory. */
export function resetPrimingForTests(): void {
  running = null;
  environment = browserEnvironment;
  forgetPrimedMemory();
}
