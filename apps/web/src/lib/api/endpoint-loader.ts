import type { EndpointDef, EndpointName } from '@installer/contracts';
import { onceUntilFailed } from '../once-until-failed.ts';
import type { ApiRoute } from './api-routes.ts';
import { startRoutes } from './start-routes.ts';

/**
 * The table of every route and the endpoints' lazy schemas (lib/api/api-routes.ts as the build makes it): a
 * chunk of its own with zod and the schemas every page checks its first answers with (vite.config.ts, group
 * `contracts`), so that none of it is in the page's first script (docs/decisions/0009-web-start-up.md, item 15).
 */
const loadTable = onceUntilFailed(() => import('./api-routes.ts'));

/**
 * How to call an endpoint: at once for the page's first calls (start-routes.ts), else from the table; the
 * built page's table has only the installer's day's, so an office's, a space's call reads its own definition,
 * whose file its screen has loaded already (build/api-routes.ts).
 */
export async function routeOf(name: EndpointName): Promise<ApiRoute> {
  const start = startRoutes[name];
  if (start) return start;
  const table = await loadTable();
  return (table.apiRoutes[name] as ApiRoute | undefined) ?? (await table.loadEndpoint(name));
}

/** An endpoint's whole definition, its schemas included, to check an answer with (api-routes.ts). */
export async function loadEndpoint(name: EndpointName): Promise<EndpointDef> {
  return (await loadTable()).loadEndpoint(name);
}
