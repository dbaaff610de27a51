import type { FastifyRequest } from 'fastify';

/**
 * A handover report's token is its only key (docs/decisions/0008-report-links.md) and travels in the path,
 * of the page (/report/<token>) and of its data (/api/v1/report/<token>/...). Tokens never reach the logs
 * (DESIGN §3): the request's log line names the path without it.
 */
export function withoutReportToken(url: string): string {
  return url.replace(/\/report\/[^/?#\s]+/g, '/report/[token]');
}

/** Fastify's request log fields, the report token taken out of the URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutReportToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
