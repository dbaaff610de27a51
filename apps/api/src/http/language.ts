import type { FastifyRequest } from 'fastify';
import { type ContentLanguage, languageFromAcceptLanguage } from '@installer/contracts';

/** Accept-Language texts seen last and their language: a phone sends the same one with each request. */
const recent = new Map<string, ContentLanguage>();
/** A caller chooses the header's text: past this many, the memory starts again. */
const RECENT_TEXTS = 256;
/** The language of a request without the header. */
const WITHOUT_HEADER = languageFromAcceptLanguage(undefined);

/**
 * The language of reference texts for a request: the best supported Accept-Language tag, English otherwise.
 * The header's parse is remembered by its text: the device check reads it on every scan
 * (docs/decisions/0020-hot-paths.md, second round).
 */
export function contentLanguage(request: FastifyRequest): ContentLanguage {
  const header = request.headers['accept-language'];
  if (header === undefined) return WITHOUT_HEADER;
  if (typeof header !== 'string') return languageFromAcceptLanguage(header);
  let language = recent.get(header);
  if (language === undefined) {
    language = languageFromAcceptLanguage(header);
    if (recent.size >= RECENT_TEXTS) recent.clear();
    recent.set(header, language);
  }
  return language;
}
