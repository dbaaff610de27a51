/** Decision 0011's security headers of the API's answers, in one place for the server and the bench. */

/**
 * What a JSON answer of the API needs (OWASP REST Security cheat sheet): no sniffing, never framed, no
 * document policy beyond "nothing", HTTPS only, no referrer. Helmet's full set is for documents: on a
 * poll every 10 s from a phone on a weak signal it was a kilobyte of headers per 20-byte answer.
 */
export const API_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
};

/**
 * The API set as Fastify stores it. The bench's floor of the device check sends the same
 * (bench/reference/device-check-floor.ts), and bench/lib/floor.ts checks ours against it.
 */
export const API_SECURITY_HEADERS = headerList(API_HEADERS);

/**
 * A set of headers as the pairs Fastify stores, names in lower case, made once: `reply.headers(object)` listed
 * the object's keys and lower-cased each name again on every answer (docs/decisions/0020-hot-paths.md,
 * second round).
 */
export function headerList(headers: Record<string, string>): readonly (readonly [string, string])[] {
  return Object.freeze(
    Object.entries(headers).map(([name, value]) => Object.freeze([name.toLowerCase(), value] as const)),
  );
}
