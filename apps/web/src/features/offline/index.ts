export { registerServiceWorkerLater } from './register-later.ts';
