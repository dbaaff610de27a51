/**
 * Runs `run` once the service worker controls the page: at once when it does, else at its first
 * `controllerchange` (a first visit: the worker installs, then claims the page). Never without a worker.
 * Answers the function that stops waiting.
 */
export function whenWorkerControls(
  run: () => void,
  container:
    | Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener'>
    | undefined = navigator.serviceWorker,
): () => void {
  if (!container) return () => undefined;
  if (container.controller) {
    run();
    return () => undefined;
  }
  const onChange = () => {
    if (!container.controller) return;
    container.removeEventListener('controllerchange', onChange);
    run();
  };
  container.addEventListener('controllerchange', onChange);
  return () => container.removeEventListener('controllerchange', onChange);
}
