/** What the service worker (src/sw.ts) takes from this feature: which requests it answers, and how. */
export {
  imagesOfAnswer,
  isDeviceCheck,
  isLazyChunk,
  isMapTile,
  isOfflineReference,
  isTunnelImage,
} from './offline-routes.ts';
