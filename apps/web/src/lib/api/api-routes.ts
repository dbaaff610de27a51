// biome-ignore lint/style/noRestrictedImports: the builds replace this module by its computed table (build/api-routes.ts)
import { api, type EndpointDef, type EndpointName } from '@installer/contracts';

/** What the service worker needs of an endpoint: how to call it, and whether it is answered offline. */
export type ApiRoute = Pick<EndpointDef, 'method' | 'path' | 'auth' | 'offline'>;

/**
 * Every endpoint of the contracts without its schemas. The build replaces this module by its value, computed
 * from `api` at build time (build/api-routes.ts): the worker learns its routes from the definitions without
 * carrying zod and the schemas (about 30 KB gzip it would fetch on every update check), and the page's API
 * client builds its requests without them (docs/decisions/0009-web-start-up.md, item 15).
 */
export const apiRoutes = Object.fromEntries(
  Object.entries(api as Record<EndpointName, EndpointDef>).map(([name, { method, path, auth, offline }]) => [
    name,
    offline ? { method, path, auth, offline } : { method, path, auth },
  ]),
) as Record<EndpointName, ApiRoute>;

/**
 * An endpoint's whole definition, its schemas included, for the API client's check of an answer. The page's
 * build makes it a lazy import of the contracts file that declares the endpoint (build/api-routes.ts), so zod
 * and the schemas arrive with the first answer rather than before load; the worker's build has none.
 */
export function loadEndpoint(name: EndpointName): Promise<EndpointDef> {
  return Promise.resolve(api[name]);
}
