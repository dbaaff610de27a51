export { keepScannerForOffline } from './keep-for-offline.ts';
