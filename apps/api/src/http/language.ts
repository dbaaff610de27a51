import { CONTENT_LANGUAGE, localeFromTag } from '@installer/contracts';
import type { FastifyRequest } from 'fastify';

/** The language of reference texts for a request: its first Accept-Language tag, English when unknown. */
export function contentLanguage(request: FastifyRequest): string {
  const first = request.headers['accept-language']?.split(',')[0]?.split(';')[0];
  return CONTENT_LANGUAGE[localeFromTag(first)];
}
