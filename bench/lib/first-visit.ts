import { setTimeout as delay } from 'node:timers/promises';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { phoneContext } from './browser.ts';
import { DEMO_INSTALLER, DEMO_PASSWORD } from './demo-api.ts';
import type { TlsProxy } from './tls-proxy.ts';
import { startWireProxy } from './wire-proxy.ts';

/** What a first visit is watched for (the budget's "first minute"). */
export const FIRST_VISIT_SECONDS = 60;

/** One request's share of the wire, by what it is (the table of docs/PERFORMANCE.md). */
type Kind =
  | 'the page: HTML, scripts, styles'
  | 'service worker: its script and precache, chunks it caches'
  | 'scanner: code'
  | 'scanner: decoder (wasm)'
  | 'API calls: sign-in, first screen, priming'
  | 'images, icons, manifest';

function kindOf(path: string, type: string, fromWorker: boolean): Kind {
  if (path.endsWith('.wasm')) return 'scanner: decoder (wasm)';
  if (/^\/assets\/(scanner|scanner-dialog|ponyfill|code-reader|zxing[^/]*)-[\w-]+\.js$/.test(path))
    return 'scanner: code';
  if (path.startsWith('/api/')) return 'API calls: sign-in, first screen, priming';
  if (type === 'image' || /\.(png|svg|webp|jpe?g|ico|webmanifest)$/.test(path))
    return 'images, icons, manifest';
  if (fromWorker || path === '/sw.js') return 'service worker: its script and precache, chunks it caches';
  return 'the page: HTML, scripts, styles';
}

/**
 * The wire a visit crossed: production's (docs/DEPLOY.md section 1: nginx, `listen 443 ssl; http2 on;`, the
 * bench's tls-proxy.ts playing it), and cleartext HTTP/1.1 straight to the server, kept for comparison.
 */
export type Wire = 'HTTPS + HTTP/2' | 'HTTP/1.1, cleartext';

export interface FirstVisit {
  wire: Wire;
  /**
   * Bytes from the server to the phone in the first minute, counted on the wire: headers and bodies, and on
   * HTTPS the TLS handshakes and records too (the relay counts the encrypted bytes).
   */
  down: number;
  /**
   * On HTTPS, what production's nginx would send on top of `down` in the minute: its HTTP/2 header blocks
   * are larger than the bench's proxy's (tls-proxy.ts, nginx-headers.ts; an estimate). 0 on cleartext.
   */
  nginxHeaders: number;
  /** The same, by 25 s (the figure measured before: 592 KB). */
  downBy25s: number;
  up: number;
  /** TCP connections the browser opened to the relay (on HTTPS each one is a TLS handshake). */
  connections: number;
  /** When the installer was on step 1, signed in, after the page was opened. */
  signedInMs: number;
  /**
   * The response bodies alone, as sent (compressed), by the browser's account. Over HTTP/2 the browser has no
   * header text to subtract (Chromium reports no raw headers for it), so its "bodies" there include the
   * HPACK-compressed header frames, and its "headers" are 0: the wire figure is the one to read.
   */
  bodies: number;
  /** The browser's account of the same bytes, by kind. */
  byKind: Array<{ kind: Kind; bodies: number; headers: number; requests: number }>;
  /** The largest requests, for the report. */
  largest: Array<{ path: string; bytes: number; atMs: number; fromWorker: boolean }>;
  wasmFetched: boolean;
  /**
   * The protocol of each request, so a run that fell back from HTTP/2 says so: by the browser (the resource
   * timing's nextHopProtocol, "h2" or "http/1.1", of the page and of the worker when it is still running: an
   * idle worker is stopped and its timeline goes with it), and on HTTPS by the TLS proxy (what it answered).
   */
  protocols: { page: Record<string, number>; worker: Record<string, number>; proxy: Record<string, number> };
  /** The worker at the end of the minute: its state ("activated"), and how many responses its caches hold. */
  worker: { state: string; cached: number };
}

/**
 * The page's resource timing keeps 250 entries unless told otherwise: a first visit makes about 300 requests.
 */
const RESOURCE_TIMING_BUFFER = 2_000;

/** The protocols of the page's and its worker's resource timing entries, counted (empty: from a cache). */
async function protocolsOf(
  context: BrowserContext,
  page: Page,
): Promise<{ page: Record<string, number>; worker: Record<string, number> }> {
  // A string, not a function: tsx's keepNames helper (browser.ts KEEP_NAMES_SHIM) is not in the worker.
  const read = `[...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
    .map((entry) => entry.nextHopProtocol).filter(Boolean)`;
  const count = (lists: string[][]) => {
    const counts: Record<string, number> = {};
    for (const protocol of lists.flat()) counts[protocol] = (counts[protocol] ?? 0) + 1;
    return counts;
  };
  const workers = await Promise.all(
    context.serviceWorkers().map((worker) => (worker.evaluate(read) as Promise<string[]>).catch(() => [])),
  );
  return { page: count([(await page.evaluate(read)) as string[]]), worker: count(workers) };
}

/** The worker's registration and what its caches hold (the precache and the chunks it caches at run time). */
function workerOf(page: Page): Promise<{ state: string; cached: number }> {
  return page.evaluate(`(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    let cached = 0;
    for (const name of await caches.keys()) cached += (await (await caches.open(name)).keys()).length;
    return { state: registration?.active?.state ?? 'none', cached };
  })()`);
}

/** The bytes a finished request took on the wire, as the browser counts them; none from a cache or the worker. */
async function wireBytes(request: Request): Promise<{ body: number; headers: number }> {
  const none = { body: 0, headers: 0 };
  const response = await request.response();
  if (!response || response.fromServiceWorker()) return none;
  const sizes = await request.sizes().catch(() => null);
  // A body from the memory or disk cache has no encoded length: its "size" comes out negative.
  if (!sizes || sizes.responseBodySize < 0) return none;
  return { body: sizes.responseBodySize, headers: sizes.responseHeadersSize };
}

/**
 * A new installer's first visit with the service worker on, as it happens on a phone: /login opened on an
 * empty browser (spec §1's first-visit reload included), the demo installer signed in through the form, step 1
 * shown, then the app left alone until the minute is out: the worker installs and precaches the shell, the
 * priming stores the day's data (docs/decisions/0012-offline-priming.md). Everything that crosses the wire in
 * that minute is counted by a relay in front of `origin` (wire-proxy.ts): the server itself for cleartext
 * HTTP/1.1, the TLS proxy in front of it for HTTPS (tls-proxy.ts); the browser's own account of each request
 * says what the bytes were. The installer never opens the scanner: the budget is "at most 400 KB before
 * the installer asks for the scanner".
 */
export async function measureFirstVisit(
  browser: Browser,
  origin: string,
  wire: Wire,
  edge?: TlsProxy,
): Promise<FirstVisit> {
  // In front of the TLS proxy for HTTPS: the relay counts the encrypted bytes, handshakes included.
  const proxy = await startWireProxy(origin);
  const context = await phoneContext(browser, {}, 'allow');
  await context.addInitScript(`performance.setResourceTimingBufferSize(${RESOURCE_TIMING_BUFFER})`);
  const seen: Array<{
    path: string;
    bytes: number;
    body: number;
    headers: number;
    atMs: number;
    fromWorker: boolean;
    kind: Kind;
  }> = [];
  const pending: Promise<void>[] = [];
  let started = Date.now();
  context.on('requestfinished', (request) => {
    const atMs = Date.now() - started;
    pending.push(
      wireBytes(request).then(({ body, headers }) => {
        const url = new URL(request.url());
        if (url.origin !== proxy.url) return;
        const fromWorker = request.serviceWorker() !== null;
        const kind = kindOf(url.pathname, request.resourceType(), fromWorker);
        seen.push({ path: url.pathname, bytes: body + headers, body, headers, atMs, fromWorker, kind });
      }),
    );
  });
  try {
    const page = await context.newPage();
    proxy.reset();
    edge?.reset();
    started = Date.now();
    await page.goto(`${proxy.url}/login`);
    // Labels as the sign-in form writes them (a required field's mark may follow): apps/web/src/features/auth.
    await page.getByLabel(/^\s*E-mail[\s*\u2009]*$/).fill(DEMO_INSTALLER, { timeout: 30_000 });
    await page.getByLabel(/^\s*Password[\s*\u2009]*$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/installation/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 30_000 });
    const signedInMs = Date.now() - started;
    const left = FIRST_VISIT_SECONDS * 1000 - (Date.now() - started);
    if (left > 0) await delay(left);
    const down = proxy.down(FIRST_VISIT_SECONDS * 1000);
    const downBy25s = proxy.down(25_000);
    const up = proxy.up();
    const connections = proxy.connections();
    const served = edge?.served() ?? {};
    const nginxHeaders = edge?.nginxExtra() ?? 0;
    await Promise.all(pending);
    const protocols = { ...(await protocolsOf(context, page)), proxy: served };
    const worker = await workerOf(page);
    const inMinute = seen.filter((each) => each.atMs <= FIRST_VISIT_SECONDS * 1000 && each.bytes > 0);
    const kinds = new Map<Kind, { bodies: number; headers: number; requests: number }>();
    for (const each of inMinute) {
      const sum = kinds.get(each.kind) ?? { bodies: 0, headers: 0, requests: 0 };
      kinds.set(each.kind, {
        bodies: sum.bodies + each.body,
        headers: sum.headers + each.headers,
        requests: sum.requests + 1,
      });
    }
    return {
      wire,
      down,
      nginxHeaders,
      downBy25s,
      up,
      connections,
      signedInMs,
      bodies: inMinute.reduce((total, each) => total + each.body, 0),
      byKind: [...kinds]
        .map(([kind, sum]) => ({ kind, ...sum }))
        .sort((a, b) => b.bodies + b.headers - (a.bodies + a.headers)),
      largest: seen
        .filter((each) => each.bytes > 0)
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 10)
        .map(({ path, bytes, atMs, fromWorker }) => ({ path, bytes, atMs, fromWorker })),
      wasmFetched: seen.some((each) => each.kind === 'scanner: decoder (wasm)' && each.bytes > 0),
      protocols,
      worker,
    };
  } finally {
    await context.close();
    await proxy.close();
  }
}
