import { api, OFFICE_RANGE_MAX_DAYS } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../answers/app-error.ts';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { findJobHead, listAccounts } from '../repositories/jobs.ts';
import { cancelJob, createJob, jobListOf, jobNotFound, loadJobs, updateJob } from '../services/jobs.ts';
import { officeRange } from '../services/office-range.ts';

/** The office's jobs: accounts, list, create, edit, cancel, a not-doable photo (role office only). */
export default async function officeJobRoutes(app: FastifyInstance): Promise<void> {
  const office = { role: 'office', rateLimit: app.config.rateLimits.lookup } as const;
  const silent = app.config.silentAfterHours;

  route(
    app,
    api.officeInstallers,
    async ({ installer }) => {
      const items = await listAccounts(app.db, installer.id_professional);
      return { status: 200, body: { data: { items } } };
    },
    office,
  );

  route(
    app,
    api.officeJobs,
    async ({ query, installer, request }) => {
      const { from, to } = officeRange(query, OFFICE_RANGE_MAX_DAYS);
      const now = Date.now();
      const items = await loadJobs(
        app.db,
        {
          idProfessional: installer.id_professional,
          from,
          to,
          idInstaller: query.id_installer ?? null,
          withoutCancelled: false,
          idJob: null,
          search: query.q?.trim() || null,
          language: contentLanguage(request),
        },
        silent,
        query.state ?? null,
        now,
      );
      return { status: 200, body: { data: jobListOf(items, silent, now) } };
    },
    office,
  );

  route(
    app,
    api.createJob,
    async ({ body, installer }) => ({
      status: 201,
      body: { data: await createJob(app.db, installer, body, silent) },
    }),
    office,
  );

  route(
    app,
    api.updateJob,
    async ({ params, body, installer }) => ({
      status: 200,
      body: { data: await updateJob(app.db, installer, params.id_job, body, silent) },
    }),
    office,
  );

  route(
    app,
    api.cancelJob,
    async ({ params, installer }) => ({
      status: 200,
      body: { data: await cancelJob(app.db, installer, params.id_job, silent) },
    }),
    office,
  );

  route(
    app,
    api.officeJobPhoto,
    async ({ params, installer, reply }) => {
      const head = await findJobHead(app.db, params.id_job);
      if (!head || head.id_professional !== installer.id_professional) throw jobNotFound();
      const stream = head.not_doable_photo ? await app.photoStore.open(head.not_doable_photo) : null;
      if (!stream || !head.not_doable_photo_type) throw notFound('not_found', 'This job has no photo');
      reply.header('content-type', head.not_doable_photo_type);
      reply.header('cache-control', 'private, max-age=3600');
      return { status: 200, body: stream };
    },
    office,
  );
}
