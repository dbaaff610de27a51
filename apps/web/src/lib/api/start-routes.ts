import type { EndpointName } from '@installer/contracts';
import { type ApiRoute, apiRoutes } from './api-routes.ts';

/**
 * The routes of the calls a page makes before the table of every route has arrived: the shell's display
 * options, asked as the page starts (spec §2: the loader waits for them), and the error log that reports their
 * failure. The build replaces this module by its value (build/api-routes.ts): the page's first script carries
 * these three routes, not the whole table (1.2 KB gzip), which loads with the contracts' first chunk, awaited
 * before the first render (lib/session.ts; docs/decisions/0009-web-start-up.md, item 15).
 */
export const startRoutes: Partial<Record<EndpointName, ApiRoute>> = {
  displayOptionByDevice: apiRoutes.displayOptionByDevice,
  displayOptionByParam: apiRoutes.displayOptionByParam,
  errorLog: apiRoutes.errorLog,
};
