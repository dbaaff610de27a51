import { FIRST_VISIT_FILES } from './first-visit-files.ts';

/** How often an open app asks whether a new version was deployed (it also asks when shown again). */
const UPDATE_INTERVAL_MS = 30 * 60 * 1000;

/**
 * spec §1: reloads the page once when a NEW service worker takes control. The first worker claiming a page
 * that had none is not a new version, so it does not reload. The wizard's state is in localStorage, so a
 * reload loses nothing. Returns the listener, for tests.
 */
export function reloadOnNewController(
  container: ServiceWorkerContainer,
  reload: () => void = () => window.location.reload(),
): () => void {
  let controlled = container.controller !== null;
  let reloading = false;
  const onControllerChange = () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    reload();
  };
  container.addEventListener('controllerchange', onControllerChange);
  return onControllerChange;
}

/**
 * The chunks, locale, display options and the tunnel's logo of this first visit were fetched before the
 * worker was there: the page sends the worker every same-origin file it loaded, and the worker keeps those it
 * would have kept (src/sw.ts, with the same rules as later requests), so the app starts offline from the next
 * visit on, in the chosen language, with its logo. Resolves once they are cached.
 */
export function cacheLoadedResources(
  worker: ServiceWorker,
  entries = performance.getEntriesByType('resource'),
) {
  const urls = entries
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.href);
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage({ type: FIRST_VISIT_FILES, urls: [...new Set(urls)] }, [channel.port2]);
  });
}

export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker) {
  reloadOnNewController(container);
  try {
    const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
    const ready = await container.ready;
    if (ready.active) await cacheLoadedResources(ready.active);
    const checkForUpdate = () => void registration.update().catch(() => undefined);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') checkForUpdate();
    });
    window.setInterval(checkForUpdate, UPDATE_INTERVAL_MS);
  } catch {
    // No worker (private mode, blocked by policy): the app still works online, without its offline start.
  }
}
