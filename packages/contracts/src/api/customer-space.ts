import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { envelope, errorBody, idParam } from '../envelope.ts';
import { LOCALES } from '../lists/languages.ts';
import { passwordProblem } from '../rules/password.ts';
import { loginBody } from './auth.ts';
import { getReport, getReportPhoto } from './report.ts';

/**
 * The customer's personal space (spec §6: a customer whose e-mail was entered in step 1 gets one;
 * docs/decisions/0021-customer-space.md). Its calls are all under /customer and take a customer's session
 * (`auth: 'customer'`), which no installer call accepts, and the reverse.
 */

const dbId = z.number().check(z.int(), z.positive());

/**
 * An invitation's token: 32 random bytes in base64url. The mail's link is `${PUBLIC_URL}/space/welcome#<token>`:
 * in the fragment, so no server or proxy log ever holds it; the page sends it in the path of the calls below.
 */
export const invitationToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'an invitation token'));

/** A password a customer sets: the contracts' rule (rules/password.ts), its problem as the issue's message. */
const passwordField = z.string().check(
  z.superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
  }),
);

const customer = z.object({
  id_customer: dbId,
  email: z.string(),
  /** The interface locale the space speaks: the one of the installer's app when the account was made. */
  locale: z.enum(LOCALES),
});

export const customerSession = z.object({ token: z.string(), expires_at: z.string(), customer });
export type CustomerSession = z.infer<typeof customerSession>;

const invitationParams = z.object({ token: invitationToken });

/**
 * What the welcome page shows before the password is chosen. 404 invitation_not_found for an unknown token,
 * 410 invitation_used or invitation_expired for a link already followed to the end or too old.
 */
export const customerInvitation = endpoint({
  method: 'GET',
  path: '/customer/invitation/:token',
  auth: 'none',
  summary: "The customer's invitation to their personal space: the e-mail and language it was made for",
  params: invitationParams,
  responses: {
    200: envelope(z.object({ email: z.string(), locale: z.enum(LOCALES), has_password: z.boolean() })),
    400: errorBody,
    404: errorBody,
    410: errorBody,
    429: errorBody,
  },
});

const acceptInvitationBody = z.object({ password: passwordField });

/**
 * Sets the password and signs the customer in; the link then answers 410 invitation_used. An account that
 * already has a password answers 409 already_registered: the page offers to sign in instead.
 */
export const acceptCustomerInvitation = endpoint({
  method: 'POST',
  path: '/customer/invitation/:token/accept',
  auth: 'none',
  summary: 'Choose the password of the personal space and sign in',
  params: invitationParams,
  body: acceptInvitationBody,
  responses: {
    200: envelope(customerSession),
    400: errorBody,
    404: errorBody,
    409: errorBody,
    410: errorBody,
    429: errorBody,
  },
});

/** Sign-in to the personal space: the installer's sign-in body and limits, a customer's session. */
export const customerLogin = endpoint({
  method: 'POST',
  path: '/customer/auth/login',
  auth: 'none',
  summary: 'Sign a customer in to their personal space; answers a customer token',
  body: loginBody,
  responses: { 200: envelope(customerSession), 400: errorBody, 401: errorBody, 429: errorBody },
});

export const customerLogout = endpoint({
  method: 'POST',
  path: '/customer/auth/logout',
  auth: 'customer',
  summary: "Revoke the customer's token of this call",
  responses: { 200: envelope(z.object({ revoked: z.literal(true) })), 401: errorBody },
});

/**
 * One installation in the space. `latest`: the device's most recent measurement since it was installed
 * (rules/measurement-figures.ts), null while none arrived; `signal`: its signal quality (spec §9, 1 to 5).
 * `report`: the newest live link to the handover report, which the customer may stop; its address is not
 * here, as only the link's hash is kept (docs/decisions/0008-report-links.md): the space shows the report
 * through customerInstallationReport.
 */
const customerInstallation = z.object({
  id_installation: dbId,
  installed_at: z.string(),
  device_number: z.string(),
  equipment: z.object({
    name: z.string(),
    /** spec §3 Asset type key (cuve, silo, generic, a module key). */
    kind: z.string(),
    /** The asset type's name in the request's language, null when it has none. */
    type_name: z.nullable(z.string()),
  }),
  address: z.object({ address_name: z.string(), address: z.string() }),
  latest: z.nullable(
    z.object({
      at: z.string(),
      level_mm: z.nullable(z.number()),
      weight_kg: z.nullable(z.number()),
      volume_l: z.nullable(z.number()),
    }),
  ),
  signal: z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(5))),
  report: z.nullable(z.object({ id_report_link: dbId, expires_at: z.string() })),
});
export type CustomerInstallation = z.infer<typeof customerInstallation>;

/**
 * Every installation made for a customer of this e-mail, by any professional, newest first; never one made
 * for a client company (spec §6).
 */
export const customerInstallations = endpoint({
  method: 'GET',
  path: '/customer/installations',
  auth: 'customer',
  summary: "The signed-in customer's installations, newest first, with their latest measurement",
  responses: {
    200: envelope(z.array(customerInstallation)),
    401: errorBody,
    429: errorBody,
  },
});

const customerInstallationParams = z.object({ id_installation: idParam });

/**
 * The handover report of one of the customer's installations, the public report's body, whether or not a
 * link is live. Its photo addresses are customerReportPhoto's (the customer's token, not a link's); its
 * `expires_at` is the session's. Another customer's installation answers 404.
 */
export const customerInstallationReport = endpoint({
  method: 'GET',
  path: '/customer/installations/:id_installation/report',
  auth: 'customer',
  summary: "The handover report of one of the signed-in customer's installations",
  params: customerInstallationParams,
  query: getReport.query,
  responses: {
    200: getReport.responses[200],
    400: errorBody,
    401: errorBody,
    404: errorBody,
    429: errorBody,
  },
});

/** A photo of that report: the image bytes (the page fetches it with the customer's token). */
export const customerReportPhoto = endpoint({
  method: 'GET',
  path: '/customer/installations/:id_installation/photos/:id_photo',
  auth: 'customer',
  summary: "A photo of the handover report of one of the signed-in customer's installations (image bytes)",
  params: z.extend(customerInstallationParams, { id_photo: idParam }),
  query: getReportPhoto.query,
  responses: {
    200: z.unknown(),
    400: errorBody,
    401: errorBody,
    404: errorBody,
    429: errorBody,
    503: errorBody,
  },
});

/** Stops one live link to the report of one of the customer's installations; another's answers 404. */
export const stopCustomerReportLink = endpoint({
  method: 'DELETE',
  path: '/customer/report_links/:id_report_link',
  auth: 'customer',
  summary: 'Stop a link to the handover report of one of the signed-in customer installations',
  params: z.object({ id_report_link: idParam }),
  responses: {
    200: envelope(z.object({ stopped: z.literal(true) })),
    400: errorBody,
    401: errorBody,
    404: errorBody,
  },
});
