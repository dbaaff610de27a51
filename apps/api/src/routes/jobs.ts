import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { myJobs, reportNotDoable } from '../services/jobs.ts';

/** The body of a not-doable report: a photo's base64 (at most PHOTO_MAX_BYTES decoded) and a note. */
const NOT_DOABLE_BODY_LIMIT = 15_000_000 + 16_384;

/** My jobs and the not-doable report: any signed-in account (docs/decisions/0022-office-jobs.md). */
export default async function jobRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    api.myJobs,
    async ({ installer, request }) => {
      const data = await myJobs(app.db, installer, contentLanguage(request), app.config.silentAfterHours);
      return { status: 200, body: { data } };
    },
    { rateLimit: app.config.rateLimits.lookup },
  );

  route(
    app,
    api.reportJobNotDoable,
    async ({ params, body, installer, request }) => {
      const data = await reportNotDoable(
        app.db,
        app.photoStore,
        { installer, idJob: params.id_job, body, idempotencyKey: idempotencyKeyOf(request) },
        app.config.silentAfterHours,
      );
      return { status: 200, body: { data } };
    },
    { rateLimit: app.config.rateLimits.lookup, bodyLimit: NOT_DOABLE_BODY_LIMIT },
  );
}
