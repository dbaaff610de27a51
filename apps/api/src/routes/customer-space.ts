import { api } from '@installer/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { revokeCustomerToken } from '../repositories/customer-accounts.ts';
import {
  acceptInvitation,
  installationsOfCustomer,
  readInvitation,
  reportOfCustomer,
  reportPhotoOfCustomer,
  signInCustomer,
  stopReportLink,
} from '../services/customer-space.ts';

/** The space is the customer's: no shared cache keeps it, no search engine lists it (as the report's). */
function privateAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
}

/**
 * The customer's personal space (spec §6, docs/decisions/0021-customer-space.md): the invitation read and
 * accepted, sign-in and sign-out, the installations, their reports and links. Every call that holds a secret
 * (the invitation's token, a password) is counted per address with the installers' sign-in limit, and never
 * let through uncounted (whenLimitsDown: refuse); the signed-in calls count per customer.
 */
export default async function customerSpaceRoutes(app: FastifyInstance): Promise<void> {
  const secretGuarded = { rateLimit: app.config.rateLimits.login, whenLimitsDown: 'refuse' } as const;
  const signedIn = { rateLimit: app.config.rateLimits.lookup } as const;
  const ttl = app.config.tokenTtlHours;

  route(
    app,
    api.customerInvitation,
    async ({ params, reply }) => {
      privateAnswer(reply);
      return { status: 200, body: { data: await readInvitation(app.db, params.token) } };
    },
    secretGuarded,
  );

  route(
    app,
    api.acceptCustomerInvitation,
    async ({ params, body, reply }) => {
      privateAnswer(reply);
      const session = await acceptInvitation(app.db, params.token, body.password, ttl);
      return { status: 200, body: { data: session } };
    },
    secretGuarded,
  );

  route(
    app,
    api.customerLogin,
    async ({ body, reply }) => {
      privateAnswer(reply);
      return { status: 200, body: { data: await signInCustomer(app.db, body.email, body.password, ttl) } };
    },
    secretGuarded,
  );

  route(app, api.customerLogout, async ({ customer }) => {
    await revokeCustomerToken(app.db, customer.token_hash, new Date().toISOString());
    return { status: 200, body: { data: { revoked: true } } };
  });

  route(
    app,
    api.customerInstallations,
    async ({ customer, request, reply }) => {
      privateAnswer(reply);
      const installations = await installationsOfCustomer(app.db, customer, contentLanguage(request));
      return { status: 200, body: { data: installations } };
    },
    signedIn,
  );

  route(
    app,
    api.customerInstallationReport,
    async ({ customer, params, query, reply }) => {
      privateAnswer(reply);
      const report = await reportOfCustomer(app.db, customer, {
        idInstallation: params.id_installation,
        locale: query.lang,
        sessionExpiresAt: customer.expires_at,
      });
      return { status: 200, body: { data: report } };
    },
    signedIn,
  );

  route(
    app,
    api.customerReportPhoto,
    async ({ customer, params, query, reply }) => {
      privateAnswer(reply);
      const photo = await reportPhotoOfCustomer(app.db, app.photoStore, customer, {
        idInstallation: params.id_installation,
        idPhoto: params.id_photo,
        width: query.w === undefined ? undefined : Number(query.w),
      });
      reply.header('content-type', photo.contentType);
      reply.header('content-disposition', 'inline');
      return { status: 200, body: photo.body };
    },
    signedIn,
  );

  route(app, api.stopCustomerReportLink, async ({ customer, params }) => {
    await stopReportLink(app.db, customer, params.id_report_link);
    return { status: 200, body: { data: { stopped: true } } };
  });
}
