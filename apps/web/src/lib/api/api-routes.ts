// biome-ignore lint/style/noRestrictedImports: the builds replace this module by its computed table (build/api-routes.ts)
import { api, type EndpointDef, type EndpointName } from '@installer/contracts';

/** What the service worker needs of an endpoint: how to call it, and whether it is answered offline. */
export type ApiRoute = Pick<EndpointDef, 'method' | 'path' | 'auth' | 'offline'>;

/**
 * Every endpoint of the contracts without its schemas. The service worker's build replaces this module by
 * its value, computed from `api` at build time (build/api-routes.ts): the worker learns its routes from the
 * definitions without carrying zod and the schemas (about 30 KB gzip it would fetch on every update check).
 */
export const apiRoutes = Object.fromEntries(
  Object.entries(api as Record<EndpointName, EndpointDef>).map(([name, { method, path, auth, offline }]) => [
    name,
    offline ? { method, path, auth, offline } : { method, path, auth },
  ]),
) as Record<EndpointName, ApiRoute>;
