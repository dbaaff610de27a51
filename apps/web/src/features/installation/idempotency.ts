import { randomUuid } from '../../lib/random-uuid.ts';

/**
 * DESIGN §3 Idempotency-Key: one key per installation attempt (and per edit of it), reused by a double tap,
 * a retry after a lost answer, or a reload in the middle of the call, so the server acts once. The key
 * belongs to one body: after the installer changes the form, the next call is a new one (the server answers
 * 409 to a key reused with another body). save-installation.ts decides which key a call takes.
 */
export const newIdempotencyKey = randomUuid;
