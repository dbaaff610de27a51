import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';

export default async function appConfigRoutes(app: FastifyInstance): Promise<void> {
  const body = {
    data: {
      beehive_hosts: app.config.beehiveHosts,
      tile_url: app.config.tileUrl,
      tile_attribution: app.config.tileAttribution,
    },
  };
  route(app, api.getAppConfig, async () => ({ status: 200, body }));
}
