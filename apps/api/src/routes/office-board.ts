import { api, OFFICE_RANGE_MAX_DAYS } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../answers/app-error.ts';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { findPhotoOfProfessional } from '../repositories/office-board.ts';
import { boardColumns, boardTag, matchesTag, reviewInstallation } from '../services/office-board.ts';
import { officeRange } from '../services/office-range.ts';
import { photoKey } from '../storage/photo-store.ts';

/** The board, the office's check of installations, and their photos (role office only). */
export default async function officeBoardRoutes(app: FastifyInstance): Promise<void> {
  const office = { role: 'office', rateLimit: app.config.rateLimits.lookup } as const;
  const silentAfterHours = app.config.silentAfterHours;

  route(
    app,
    api.officeBoard,
    async ({ query, installer, request, reply }) => {
      const { from, to } = officeRange(query, OFFICE_RANGE_MAX_DAYS);
      const now = Date.now();
      const columns = await boardColumns(
        app.db,
        installer,
        {
          from,
          to,
          idInstaller: query.id_installer ?? null,
          state: query.state ?? null,
          search: query.q?.trim() || null,
          language: contentLanguage(request),
          silentAfterHours,
        },
        now,
      );
      const tag = boardTag(columns, silentAfterHours);
      // Polled every few seconds: the same board answers 304 without its body. The tag depends on the
      // account's language and filters through what it digests; private: the board is the office's.
      reply.header('etag', tag);
      reply.header('cache-control', 'private, no-cache');
      reply.header('vary', 'authorization, accept-language');
      if (matchesTag(request.headers['if-none-match'], tag)) return { status: 304, body: undefined };
      const board = { columns, as_of: new Date(now).toISOString(), silent_after_hours: silentAfterHours };
      return { status: 200, body: { data: board } };
    },
    office,
  );

  route(
    app,
    api.verifyInstallation,
    async ({ params, installer }) => ({
      status: 200,
      body: {
        data: await reviewInstallation(app.db, installer, params.id_installation, { state: 'verified' }),
      },
    }),
    office,
  );

  route(
    app,
    api.flagInstallation,
    async ({ params, body, installer }) => ({
      status: 200,
      body: {
        data: await reviewInstallation(app.db, installer, params.id_installation, {
          state: 'flagged',
          comment: body.comment,
        }),
      },
    }),
    office,
  );

  route(
    app,
    api.officePhoto,
    async ({ params, installer, reply }) => {
      const photo = await findPhotoOfProfessional(app.db, installer.id_professional, params.id_photo);
      const stream = photo ? await app.photoStore.open(photoKey(photo.id_device, photo.file_name)) : null;
      if (!photo || !stream) throw notFound('not_found', 'No such photo');
      reply.header('content-type', photo.content_type);
      reply.header('cache-control', 'private, max-age=3600');
      return { status: 200, body: stream };
    },
    office,
  );
}
