import type { FastifyRequest } from 'fastify';
import { badRequest } from '../answers/app-error.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

/** DESIGN §3 `Idempotency-Key` of a request: null when absent, 400 when malformed. One rule for every route. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('bad_request', 'Idempotency-Key: 1 to 128 letters, digits or . _ : -');
  }
  return key;
}
