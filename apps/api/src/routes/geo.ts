import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../answers/app-error.ts';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';

/**
 * DESIGN §2 and spec §2 Address block: the app never calls a geocoder; these calls proxy a
 * Photon-compatible upstream with a cache and one shared upstream rate limit. Each caller is also held
 * to the look-up rate so one installer cannot spend everybody's upstream allowance.
 */
export default async function geoRoutes(app: FastifyInstance): Promise<void> {
  const { geocoder } = app;
  const perCaller = { rateLimit: app.config.rateLimits.lookup };

  route(
    app,
    api.geoAutocomplete,
    async ({ query, request }) => ({
      status: 200,
      body: { data: await geocoder.autocomplete({ ...query, lang: query.lang ?? contentLanguage(request) }) },
    }),
    perCaller,
  );

  route(
    app,
    api.geoPlace,
    async ({ params }) => {
      const place = await geocoder.place(params.id);
      // Places are known from earlier suggestions; an unknown or long-forgotten id is searched again.
      if (!place) throw notFound('not_found', 'Unknown place: search for the address again');
      return { status: 200, body: { data: place } };
    },
    perCaller,
  );

  route(
    app,
    api.geoReverse,
    async ({ query, request }) => {
      const place = await geocoder.reverse({ ...query, lang: query.lang ?? contentLanguage(request) });
      if (!place) throw notFound('not_found', 'No address is known at this position');
      return { status: 200, body: { data: place } };
    },
    perCaller,
  );
}
