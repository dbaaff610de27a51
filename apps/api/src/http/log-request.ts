import type { FastifyRequest } from 'fastify';

/**
 * A handover report's token is its only key (docs/decisions/0008-report-links.md) and travels in the path,
 * of the page (/report/<token>) and of its data (/api/v1/report/<token>/...); so does a customer's invitation
 * to their personal space in its calls (/api/v1/customer/invitation/<token>), and in the page's fragment
 * (/space/welcome#<token>), which an error the app reports may quote (docs/decisions/0021-customer-space.md).
 * Tokens never reach the logs (DESIGN §3): the request's log line and the error log name the path without.
 */
export function withoutTokens(text: string): string {
  return text
    .replace(/\/report\/[^/?#\s]+/g, '/report/[token]')
    .replace(/\/customer\/invitation\/[^/?#\s]+/g, '/customer/invitation/[token]')
    .replace(/\/space\/welcome#[^\s"'<>]+/g, '/space/welcome#[token]');
}

/** Fastify's request log fields, the report token taken out of the URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
