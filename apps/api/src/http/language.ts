import type { FastifyRequest } from 'fastify';
import { type ContentLanguage, languageFromAcceptLanguage } from '@installer/contracts';

/** The language of reference texts for a request: the best supported Accept-Language tag, English otherwise. */
export function contentLanguage(request: FastifyRequest): ContentLanguage {
  return languageFromAcceptLanguage(request.headers['accept-language']);
}
