import { afterFirstScreen } from '../../lib/first-screen.ts';

/**
 * docs/decisions/0002-outbox.md: the service worker is registered once the page has loaded and its first screen
 * is on show (docs/decisions/0009-web-start-up.md), from its own chunk, so neither it nor its precache competes
 * with the first screen for the network, and it adds nothing to the first-load JS.
 */
export function registerServiceWorkerLater(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    void import('./register-service-worker.ts').then((module) => module.registerServiceWorker());
  };
  const afterLoad = () => {
    afterFirstScreen(register);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
