export { forgetMyInstallations } from './forget-cache.ts';
