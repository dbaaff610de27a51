import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route.ts';
import { deviceReadings } from '../services/readings.ts';

/** "Test again" on the result screen: polled like first_emission while the installer moves the sensor. */
export default async function readingRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.deviceReadings, async ({ params, query, installer }) => {
    const readings = await deviceReadings(
      app.db,
      params.id_device,
      installer.id_professional,
      query.after,
      query.limit,
    );
    return { status: 200, body: { data: readings } };
  });
}
