import { api, localeFromAcceptLanguage } from '@installer/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../http/route.ts';
import { linkOfToken, noReport, openReportPhoto, reportOfLink } from '../services/report.ts';
import { shareReport, stopSharingReport } from '../services/report-links.ts';
import { ReportReads } from '../services/report-reads.ts';

/** Links per minute and installer: a result screen shares one or two; more is a loop. */
const LINKS_PER_MINUTE = 30;

/**
 * The report is the customer's: no shared cache keeps it past a revocation, no search engine lists it
 * (docs/decisions/0008-report-links.md).
 */
function privateAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
}

/** Handover report: links made and revoked by the installer, the report read by whoever holds a link. */
export default async function reportRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    api.createReportLink,
    async ({ params, installer, request }) => {
      const link = await shareReport(app.db, {
        installer,
        idInstallation: params.id_installation,
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
        ttlDays: app.config.reportLinkTtlDays,
        publicUrl: app.config.publicUrl,
      });
      return { status: 201, body: { data: link } };
    },
    { rateLimit: LINKS_PER_MINUTE },
  );

  route(app, api.revokeReportLinks, async ({ params, installer }) => {
    const revoked = await stopSharingReport(app.db, installer, params.id_installation);
    return { status: 200, body: { data: { revoked } } };
  });

  // Reads count per link, guesses per address (services/report-reads.ts), both after the token is looked up.
  const reads = new ReportReads(
    { perLink: app.config.rateLimits.report, missesPerAddress: app.config.rateLimits.reportMisses },
    app.redis,
    app.log,
  );
  const openLink = async (token: string, address: string, what: 'report' | 'photo') => {
    const link = await linkOfToken(app.db, token);
    if (!link) {
      await reads.miss(address);
      throw noReport();
    }
    await reads.read(link.id_report_link, what);
    return link;
  };

  route(app, api.getReport, async ({ params, query, reply, request }) => {
    privateAnswer(reply);
    const link = await openLink(params.token, request.ip, 'report');
    const report = await reportOfLink(app.db, link, params.token, query.lang);
    return { status: 200, body: { data: report } };
  });

  route(app, api.getReportPhoto, async ({ params, query, reply, request }) => {
    privateAnswer(reply);
    const link = await openLink(params.token, request.ip, 'photo');
    const width = query.w === undefined ? undefined : Number(query.w);
    const photo = await openReportPhoto(app.db, app.photoStore, link, params.id_photo, width);
    reply.header('content-type', photo.contentType);
    reply.header('content-disposition', 'inline');
    return { status: 200, body: photo.body };
  });
}
