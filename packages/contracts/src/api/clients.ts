import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { domicile, publicClient, userClient } from '../entities.ts';
import { deviceNumber, envelope, errorBody, idParam } from '../envelope.ts';
import { EMAIL_PATTERN, normalizeEmail } from '../rules/email.ts';

/** The e-mail rule of spec §5, as a schema. */
export const emailField = z.pipe(
  z.pipe(z.string().check(z.maxLength(254)), z.transform(normalizeEmail)),
  z.string().check(z.regex(EMAIL_PATTERN, 'email_not_valid')),
);

const uidParam = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

/** spec §4 Client lookup: 200 found, 206 incomplete, 404 not found, 410 e-mail taken. */
export const findUserClient = endpoint({
  method: 'GET',
  path: '/user_client',
  auth: 'bearer',
  summary: 'Find a customer by e-mail',
  query: z.object({ email: emailField }),
  responses: {
    200: envelope(userClient),
    206: envelope(userClient),
    400: errorBody,
    401: errorBody,
    404: errorBody,
    410: errorBody,
    429: errorBody,
  },
});

export const userClientDomiciles = endpoint({
  method: 'GET',
  path: '/user_client/:id_user/domiciles',
  auth: 'bearer',
  summary: "The customer's domiciles",
  params: z.object({ id_user: idParam }),
  responses: { 200: envelope(z.array(domicile)), 400: errorBody, 401: errorBody, 404: errorBody },
});

export const clientPublicDomiciles = endpoint({
  method: 'GET',
  path: '/client/:uid/domiciles/public',
  auth: 'bearer',
  offline: 'reference',
  summary: "A professional's client's domiciles",
  params: z.object({ uid: uidParam }),
  responses: { 200: envelope(z.array(domicile)), 400: errorBody, 401: errorBody, 404: errorBody },
});

export const professionalPublicClients = endpoint({
  method: 'GET',
  path: '/professional/:uid/clients/public',
  auth: 'bearer',
  offline: 'reference',
  summary: "The professional's clients",
  params: z.object({ uid: uidParam }),
  responses: { 200: envelope(z.array(publicClient)), 400: errorBody, 401: errorBody, 404: errorBody },
});

/** spec §7 client creation; spec §5 Add-client dialog: the company name is required. */
export const createClientBody = z.object({
  nom_entreprise: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  client_space_name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  siret: z.optional(z.string().check(z.trim(), z.maxLength(32))),
  numero_professionnel: z.optional(z.string().check(z.trim(), z.maxLength(64))),
});
export type CreateClientBody = z.infer<typeof createClientBody>;

export const createClient = endpoint({
  method: 'POST',
  path: '/client/:uid_professional',
  auth: 'bearer',
  summary: 'Create a client of the professional',
  params: z.object({ uid_professional: uidParam }),
  body: createClientBody,
  responses: { 201: envelope(publicClient), 400: errorBody, 401: errorBody, 404: errorBody },
});

/** The mails an invitation sends (see sendInvitation's answer). */
export const INVITATION_MAILS = ['registration', 'sensor_added'] as const;
export type InvitationMail = (typeof INVITATION_MAILS)[number];

/** spec §3 Invitation payload. */
const invitationBody = z.object({
  id_professional: z.number().check(z.int(), z.positive()),
  email: emailField,
  device_number: deviceNumber,
});
export type InvitationBody = z.infer<typeof invitationBody>;

export const sendInvitation = endpoint({
  method: 'POST',
  path: '/user_client/invitation/inscription',
  auth: 'bearer',
  summary:
    'Send the customer a registration invitation (in the language of Accept-Language); with an Idempotency-Key, once',
  body: invitationBody,
  responses: {
    /**
     * `mail`: what the customer received (spec §6, docs/decisions/0021-customer-space.md): `registration`, the
     * link to choose the personal space's password; `sensor_added`, for a customer who already has one.
     */
    200: envelope(z.object({ sent: z.literal(true), mail: z.enum(INVITATION_MAILS) })),
    400: errorBody,
    401: errorBody,
    404: errorBody,
    /** The Idempotency-Key was used with another body. */
    409: errorBody,
    /** email_taken: the client look-up's 410 (spec §4): an e-mail already taken gets no registration mail. */
    410: errorBody,
    /** More than 30 invitations a minute from one installer. */
    429: errorBody,
    502: errorBody,
  },
});
