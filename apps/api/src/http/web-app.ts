import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** What `send` writes on every file that a hashed, immutable asset has no use for. */
const UNUSED_ON_IMMUTABLE = ['etag', 'last-modified', 'accept-ranges'] as const;

/** The app's route of a handover report, `/report/<token>` (features/report). */
const isReportPage = (urlPath: string): boolean => urlPath === '/report' || urlPath.startsWith('/report/');
/** The customer's personal space, `/space` and its pages (docs/decisions/0021-customer-space.md). */
const isSpacePage = (urlPath: string): boolean => urlPath === '/space' || urlPath.startsWith('/space/');

/**
 * DESIGN §2: serves the built app with history-mode fallback: any GET outside /api that asks for HTML
 * answers index.html, so /installation/... and /result load the app.
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const root = app.config.webDist;
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'no built web app; serving the API only (npm run build -w @installer/web)');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz twins of each text file (apps/web/scripts/compress-dist.mjs): sent as
    // they are to a browser that accepts them, with Vary: Accept-Encoding (load speed: docs/PERFORMANCE.md).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; index.html and the service worker must be revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // An immutable file is never revalidated nor fetched in parts: its validators and range offer are
      // bytes the phone pays for on each of the first visit's ~170 files (docs/PERFORMANCE.md, first visit).
      if (immutable) for (const header of UNUSED_ON_IMMUTABLE) res.removeHeader(header);
    },
  });
  app.get('/*', { logLevel: 'warn' }, async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (urlPath.startsWith('/api/')) {
      return reply.status(404).send({ error: { code: 'not_found', message: `No route GET ${urlPath}` } });
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return reply.status(400).send({ error: { code: 'bad_request', message: 'Malformed path' } });
    }
    const relative = path.normalize(decoded).replace(/^([/\\])+/, '');
    if (
      relative &&
      !relative.startsWith('..') &&
      existsSync(path.join(root, relative)) &&
      path.extname(relative)
    ) {
      return reply.sendFile(relative);
    }
    if (path.extname(relative) && !relative.endsWith('.html')) {
      return reply.status(404).send({ error: { code: 'not_found', message: 'No such file' } });
    }
    // The page of a report link (docs/decisions/0008-report-links.md) is a customer's, reached by its token
    // alone: no search engine lists or follows it, whatever a crawler makes of the app's own robots tag.
    // So are the customer's personal space's pages: a welcome link or a sign-in page is nobody's search result.
    if (isReportPage(urlPath) || isSpacePage(urlPath)) reply.header('X-Robots-Tag', 'noindex, nofollow');
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
