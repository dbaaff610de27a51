import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/** What the app needs of the server's configuration (DESIGN §2 TILE_URL, DESIGN §4 BEEHIVE_HOSTS). */
const appConfig = z.object({
  beehive_hosts: z.array(z.string()),
  tile_url: z.string(),
  tile_attribution: z.string(),
});
export type AppConfig = z.infer<typeof appConfig>;

export const getAppConfig = endpoint({
  method: 'GET',
  path: '/app_config',
  auth: 'none',
  offline: 'reference',
  summary: 'Public configuration of the app: beehive hosts, map tiles',
  responses: { 200: envelope(appConfig) },
});
