/** What the service worker (src/sw.ts) takes from this feature: which requests it answers, and how. */
export { FIRST_VISIT_FILES } from './first-visit-files.ts';
export {
  cacheableOnFirstVisit,
  imagesOfAnswer,
  isDeviceCheck,
  isLazyChunk,
  isMapTile,
  isOfflineReference,
  isTunnelImage,
  parseUrl,
} from './offline-routes.ts';
