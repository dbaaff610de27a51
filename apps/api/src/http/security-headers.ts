import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PREFIX } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { API_HEADERS, API_SECURITY_HEADERS, headerList } from './api-security-headers.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

/** Content security policy for the app: our own scripts and wasm, the configured map tiles, camera blobs. */
function contentSecurityPolicy(config: Config): Record<string, string[]> {
  let tileOrigin = '';
  try {
    tileOrigin = new URL(config.tileUrl.replace(/\{[a-z]\}/g, '0')).origin;
  } catch {
    tileOrigin = '';
  }
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(config.webDist)],
    // Our stylesheets only: no styling runtime injects <style> elements, and no markup carries a style
    // attribute (React sets `style` props through the CSSOM, which style-src does not govern).
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** The headers Helmet's middleware sets with these directives, read once from a recording response. */
function helmetHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let failure: unknown;
  helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * What a static file that is not a document needs: no sniffing (a script or stylesheet is taken for what its
 * type says), not embeddable by another site, HTTPS only. Helmet's document set (1.2 KB) on each of a first
 * visit's 250 files was a third of its bytes on HTTP/1.1 (docs/PERFORMANCE.md); the CSP, framing, opener and
 * referrer headers govern documents and workers, which these files are not.
 */
const ASSET_HEADERS: Record<string, string> = {
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': API_HEADERS['Strict-Transport-Security'] ?? '',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The built files that are not documents: styles, images (the flags, logos and icons, SVG too: ours, built
 * with the app, never a user's upload, which the API serves under its own set), fonts, wasm, the manifest,
 * and the build's script chunks under /assets/ (none is started as a worker: the one worker is /sw.js,
 * which takes its policy from its own answer). /sw.js, pages and paths without an extension keep the
 * document set.
 */
const ASSET_FILE = /\.(?:css|png|jpe?g|webp|gif|svg|ico|woff2?|wasm|webmanifest|map|txt)$/i;
const isAsset = (path: string): boolean =>
  ASSET_FILE.test(path) || (path.startsWith('/assets/') && path.endsWith('.js'));

/**
 * Security headers on every answer: Helmet's set with our CSP on the app's documents, its service worker and
 * the documentation, the API set on /api/v1, the asset set on the other built files. Computed once at start-up:
 * @fastify/helmet rebuilt Helmet's middleware for each request, 6% of a poll's CPU
 * (docs/decisions/0011-security-headers.md).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const api = API_SECURITY_HEADERS;
  const asset = headerList(ASSET_HEADERS);
  const document = headerList(helmetHeaders(app.config));
  const apiPrefix = `${API_PREFIX}/`;
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    const headers = url.startsWith(apiPrefix) ? api : isAsset(url.split('?', 1)[0] ?? '') ? asset : document;
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
