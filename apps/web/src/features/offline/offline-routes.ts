import { API_PREFIX } from '@installer/contracts';
import { type ApiRoute, apiRoutes } from '../../lib/api/api-routes.ts';

/**
 * Which requests the service worker (src/sw.ts) answers from its caches, as tests can check them. The API
 * calls are those the contracts mark `offline: 'reference'` on their endpoint definition: the list is
 * written once, there.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A contract path (`/module/:id_module`) as a pattern of the whole pathname: each `:name` is one segment. */
function pathPattern(path: string): RegExp {
  const segments = `${API_PREFIX}${path}`
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return new RegExp(`^${segments.join('/')}$`);
}

export type RequestMatcher = (method: string, pathname: string) => boolean;

/** Matches the calls of these routes that are marked `offline: 'reference'`. */
function offlineReferenceMatcher(routes: readonly ApiRoute[]): RequestMatcher {
  const marked = routes
    .filter((route) => route.offline === 'reference')
    .map((route) => ({ method: route.method, pattern: pathPattern(route.path) }));
  return (method, pathname) =>
    marked.some((route) => route.method === method && route.pattern.test(pathname));
}

/** Reference data, display options, configuration: fresh when online, from the cache when not. */
export const isOfflineReference = offlineReferenceMatcher(Object.values(apiRoutes));

/**
 * The public ones among them (no token): the worker may fetch these again by itself on the first visit
 * (register-service-worker.ts); a call with the installer's token it could only send without it.
 */
const isPublicOfflineReference = offlineReferenceMatcher(
  Object.values(apiRoutes).filter((route) => route.auth === 'none'),
);

/**
 * The tunnel's images (spec §2 logo and favicon, the installation notices, served from /media) and the
 * beehive help pictures: same-origin files (our CSP's img-src), kept for offline use. Videos are left to
 * the network: their range requests do not suit a cache.
 */
export function isTunnelImage(pathname: string): boolean {
  return /^\/(media|beehive)\/[^/]+\.(png|jpe?g|gif|webp|svg|ico)$/i.test(pathname);
}

/** Content-hashed chunks: once fetched they never change. */
export function isLazyChunk(pathname: string): boolean {
  return pathname.startsWith('/assets/');
}

/** Map tiles ({z}/{x}/{y}.png of app_config.tile_url, any host). */
export function isMapTile(destination: string, pathname: string): boolean {
  return destination === 'image' && /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(pathname);
}

/** `value` as a URL against `base`, or null when it is none (the worker reads what pages and answers send). */
export function parseUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * The images an answer points to: the display options' src_logo and src_favicon (spec §2), the device
 * check's installation notice (spec §2 result screen: an image unless it is a video). Cached with the answer,
 * so that offline the app bar shows the logo and the result screen its notice, whether or not the browser
 * fetched them through the worker.
 */
export function imagesOfAnswer(json: unknown, origin: string): string[] {
  const data = (json as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const installation = record.installation as Record<string, unknown> | null | undefined;
  const candidates = [record.src_logo, record.src_favicon, installation?.notice];
  const urls: string[] = [];
  for (const value of candidates) {
    if (typeof value !== 'string' || value === '') continue;
    const url = parseUrl(value, origin);
    if (url?.origin === origin && isTunnelImage(url.pathname)) urls.push(url.href);
  }
  return [...new Set(urls)];
}

/** The device check (spec §7 is_installable): its answer names the installation notice the result screen shows. */
export const isDeviceCheck: RequestMatcher = (() => {
  const pattern = pathPattern(apiRoutes.isInstallable.path);
  return (method, pathname) => method === apiRoutes.isInstallable.method && pattern.test(pathname);
})();

/**
 * What the first visit loaded before the worker existed and the worker caches with its own rules (the page
 * sends them with FIRST_VISIT_FILES, register-service-worker.ts; src/sw.ts chooses): the chunks, the public
 * reference answers and the tunnel's images.
 */
export function cacheableOnFirstVisit(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return (
    isLazyChunk(url.pathname) || isPublicOfflineReference('GET', url.pathname) || isTunnelImage(url.pathname)
  );
}
