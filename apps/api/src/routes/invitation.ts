import { api, type InvitationMail, localeFromAcceptLanguage } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../answers/app-error.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { findOwnDeviceByNumber } from '../repositories/devices-of-professional.ts';
import { giveInstallationToInvitedCustomer } from '../repositories/invited-customer.ts';
import { deleteReportLink } from '../repositories/report-links.ts';
import { idempotently } from '../services/idempotency.ts';
import { takeInvitationPlace } from '../services/invitation-bound.ts';
import { prepareCustomerMail, withdrawCustomerMail } from '../services/customer-invitations.ts';
import { invitationMail, sensorAddedMail } from '../services/invitation-mail.ts';
import { createMailer } from '../services/mailer.ts';
import { reportLinkOfDevice } from '../services/report-links.ts';
import { userClientOfEmail } from '../services/user-client-lookup.ts';

/** Mails per minute and installer: a result screen sends one; more is a loop or abuse of our sender. */
const INVITATIONS_PER_MINUTE = 30;

export default async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const mailer = createMailer(app.config, app.log);
  app.addHook('onClose', async () => mailer.close());

  // spec §7 POST /user_client/invitation/inscription: no response field is read; we answer {sent: true} and
  // which mail went (spec §6 personal space, docs/decisions/0021-customer-space.md), for the result screen.
  route(
    app,
    api.sendInvitation,
    async ({ body, installer, request }) => {
      // spec §4: an e-mail the look-up calls taken (410) gets no registration mail; same rule, same answer.
      await userClientOfEmail(app.db, installer.id_professional, body.email);
      // The professional of the payload is the device's (spec §2): any other one is not the installer's.
      if (body.id_professional !== installer.id_professional) {
        throw notFound('not_found', 'No professional of yours has this id');
      }
      const device = await findOwnDeviceByNumber(app.db, body.device_number, installer.id_professional);
      if (!device) throw notFound('device_not_found', 'No device of yours has this number');
      // DESIGN §3 Idempotency-Key: the app's outbox may send the same invitation again after a lost answer,
      // even twice at once; the customer gets one mail. A refused mail releases the key for a retry.
      // `mail` is optional: an answer stored by the release before it (replayed for an older key) has none.
      const { answer } = await idempotently<{ sent: true; mail?: InvitationMail }>(
        { db: app.db, idInstaller: installer.id_installer, key: idempotencyKeyOf(request), request: body },
        async () => {
          // A bounded number of invitations per recipient address, whoever sends them (invitation-bound.ts).
          const place = await takeInvitationPlace(app.db, app.config.invitationBound, {
            email: body.email,
            idInstaller: installer.id_installer,
          });
          const locale = localeFromAcceptLanguage(request.headers['accept-language']);
          // The customer's link to the installation's handover report (docs/decisions/0008-report-links.md).
          const report = await reportLinkOfDevice(app.db, {
            installer,
            idDevice: device.id_device,
            locale,
            ttlDays: app.config.reportLinkTtlDays,
            publicUrl: app.config.publicUrl,
          });
          // spec §6: the customer's personal space, made now or already theirs (customer-invitations.ts).
          const customerMail = await prepareCustomerMail(app.db, {
            email: body.email,
            locale,
            ttlDays: app.config.customerInvitationTtlDays,
          });
          const invitation = {
            email: body.email,
            deviceNumber: device.device_number,
            professionalName: installer.name_professional,
            language: contentLanguage(request),
            publicUrl: app.config.publicUrl,
            reportUrl: report?.url ?? null,
          };
          const mail =
            customerMail.kind === 'registration'
              ? invitationMail({ ...invitation, invitationToken: customerMail.token })
              : sensorAddedMail(invitation);
          try {
            await mailer.send(mail);
          } catch (error) {
            request.log.error({ err: error }, 'invitation mail not sent');
            // No mail carried them: the links never existed for anybody, and the recipient received nothing.
            if (report) await deleteReportLink(app.db, report.id_report_link);
            await withdrawCustomerMail(app.db, customerMail);
            await place.release();
            throw new AppError(502, 'mail_failed', 'The invitation mail could not be sent');
          }
          // spec §6: an e-mail entered in step 1 makes a customer; the installation is theirs from now on.
          await giveInstallationToInvitedCustomer(app.db, {
            idProfessional: installer.id_professional,
            idDevice: device.id_device,
            email: body.email,
            now: new Date().toISOString(),
          });
          return { sent: true as const, mail: customerMail.kind };
        },
      );
      // The release before this one sent the registration mail only.
      return { status: 200, body: { data: { sent: true, mail: answer.mail ?? 'registration' } } };
    },
    // Mails through our sender are never let through uncounted: while the shared counters are down this
    // answers 503 and the app's outbox sends the invitation again later (http/route.ts whenLimitsDown).
    { rateLimit: INVITATIONS_PER_MINUTE, whenLimitsDown: 'refuse' },
  );
}
