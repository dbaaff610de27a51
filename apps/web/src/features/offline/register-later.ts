/**
 * docs/decisions/0002-outbox.md: the service worker is registered once the page has loaded, from its own chunk, so it neither
 * competes with the first screen for the network nor adds to the first-load JS.
 */
export function registerServiceWorkerLater(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    void import('./register-service-worker.ts').then((module) => module.registerServiceWorker());
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
