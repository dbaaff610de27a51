import { Readable } from 'node:stream';
import { api, EXPORT_RANGE_MAX_DAYS, IMPORT_CSV_MAX_CHARS } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { exportLines } from '../services/office-export.ts';
import { importJobs, importTemplate } from '../services/office-import.ts';
import { officeRange } from '../services/office-range.ts';

/**
 * The import's JSON body: its CSV text of at most IMPORT_CSV_MAX_CHARS, each character escaped at worst
 * (a control character is six), and the braces around it.
 */
const IMPORT_BODY_LIMIT = IMPORT_CSV_MAX_CHARS * 6 + 1024;

/** The office's files: the CSV import and its template, the export of verified installations. */
export default async function officeFileRoutes(app: FastifyInstance): Promise<void> {
  const office = { role: 'office', rateLimit: app.config.rateLimits.lookup } as const;

  route(
    app,
    api.importJobs,
    async ({ body, installer }) => ({
      status: 200,
      body: { data: await importJobs(app.db, installer, body.csv) },
    }),
    { ...office, bodyLimit: IMPORT_BODY_LIMIT },
  );

  route(
    app,
    api.importTemplate,
    async ({ installer, reply }) => {
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="jobs-template.csv"');
      return { status: 200, body: importTemplate(installer) };
    },
    office,
  );

  route(
    app,
    api.officeExport,
    async ({ query, installer, request, reply }) => {
      const { from, to } = officeRange(query, EXPORT_RANGE_MAX_DAYS);
      const lines = exportLines(app.db, installer, { from, to, language: contentLanguage(request) });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', `attachment; filename="installations-${from}-${to}.csv"`);
      reply.header('cache-control', 'private, no-store');
      // Written as the pages are read: the stream pulls the next page once the reply took the last.
      return { status: 200, body: Readable.from(lines, { objectMode: false }) };
    },
    office,
  );
}
