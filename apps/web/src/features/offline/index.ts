export { registerServiceWorkerLater } from './register-later.ts';
export { isTunnelImage } from './offline-routes.ts';
