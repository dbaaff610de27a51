import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { envelope, errorBody } from '../envelope.ts';

/**
 * What an account may do (docs/decisions/0022-office-jobs.md): every account installs; an `office` account
 * also plans jobs and checks installations (the /office calls).
 */
export const INSTALLER_ROLES = ['installer', 'office'] as const;

const installer = z.object({
  id_installer: z.number().check(z.int(), z.positive()),
  email: z.string(),
  name: z.string(),
  id_professional: z.number().check(z.int(), z.positive()),
  uid_professional: z.string(),
  name_professional: z.string(),
  /** A session a phone kept from before roles existed reads as an installer's. */
  role: z._default(z.enum(INSTALLER_ROLES), 'installer'),
});

export const loginBody = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const session = z.object({ token: z.string(), expires_at: z.string(), installer });
export type Session = z.infer<typeof session>;

/** DESIGN §3 sign-in. */
export const login = endpoint({
  method: 'POST',
  path: '/auth/login',
  auth: 'none',
  summary: 'Sign in an installer; answers a bearer token',
  body: loginBody,
  responses: { 200: envelope(session), 400: errorBody, 401: errorBody, 429: errorBody },
});

export const logout = endpoint({
  method: 'POST',
  path: '/auth/logout',
  auth: 'bearer',
  summary: 'Revoke the token of this call',
  responses: { 200: envelope(z.object({ revoked: z.literal(true) })), 401: errorBody },
});

export const me = endpoint({
  method: 'GET',
  path: '/auth/me',
  auth: 'bearer',
  summary: 'The signed-in installer',
  responses: { 200: envelope(installer), 401: errorBody },
});
