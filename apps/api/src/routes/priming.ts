import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../answers/app-error.ts';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { primeCustomers, primeDevices } from '../services/priming.ts';

/**
 * What the app downloads while online to make a whole installation without signal (offline priming):
 * the professional's customers and devices, capped and in pages (docs/decisions/0018-big-accounts.md), each
 * call held to its own rate per installer.
 */
export default async function primingRoutes(app: FastifyInstance): Promise<void> {
  const perCaller = { rateLimit: app.config.rateLimits.prime };

  route(
    app,
    api.professionalCustomers,
    async ({ params, query, installer }) => {
      // DESIGN §3 Scoping: another professional's path answers 404, as if it did not exist.
      if (params.id_professional !== installer.id_professional) {
        throw notFound('not_found', 'Professional not found');
      }
      const data = await primeCustomers(
        app.db,
        installer.id_professional,
        app.config.primeMax.customers,
        query.cursor,
      );
      return { status: 200, body: { data } };
    },
    perCaller,
  );

  route(
    app,
    api.professionalDevices,
    async ({ params, query, installer, request }) => {
      if (params.id_professional !== installer.id_professional) {
        throw notFound('not_found', 'Professional not found');
      }
      const data = await primeDevices(
        app.db,
        installer.id_professional,
        contentLanguage(request),
        app.config.primeMax.devices,
        query.cursor,
      );
      return { status: 200, body: { data } };
    },
    perCaller,
  );
}
