import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

const PACKAGE_VERSION: unknown = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
).version;
const EARLY_SCRIPT = "localStorage.getItem('x')";
const INDEX = `<!doctype html><head><script>${EARLY_SCRIPT}</script><title>app</title><script type="module" src="/assets/main-abc123.js"></script></head>`;
const BIG_SCRIPT = `export const list = [${Array.from({ length: 400 }, (_, i) => `"item ${i}"`).join(',')}];`;

/** The raw answer, undecoded (fetch would decompress it): status, headers and body bytes. */
function rawGet(base: string, urlPath: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest(
        new URL(urlPath, base),
        { headers: { 'accept-encoding': acceptEncoding } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

// DESIGN §2: the built app is served on the API's port with history-mode fallback.
describe('the built app', () => {
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // As apps/web/scripts/compress-dist.mjs leaves them: a .br and a .gz twin beside the file.
    for (const file of [path.join(dist, 'assets', 'big-def456.js'), path.join(dist, 'index.html')]) {
      const content = file.endsWith('.js') ? BIG_SCRIPT : INDEX;
      writeFileSync(file, content);
      writeFileSync(`${file}.br`, brotliCompressSync(content));
      writeFileSync(`${file}.gz`, gzipSync(content));
    }
    writeFileSync(path.join(dist, 'sw.js'), 'self');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.css'), 'body{margin:0}');
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
    mkdirSync(path.join(dist, 'flags'));
    writeFileSync(path.join(dist, 'flags', 'fr.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ({ server, stop } = await startTestServer('sqlite', { env: { WEB_DIST: dist } }));
  }, 60_000);
  afterAll(async () => stop());

  it('answers index.html for every route of the app, revalidated', async () => {
    for (const route of [
      '/',
      '/installation',
      '/installation/tunnel_x?device_number=1',
      '/result',
      '/login',
    ]) {
      const res = await server.request('GET', route);
      expect(res.status, route).toBe(200);
      expect(String(res.body)).toContain('<title>app</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('tells search engines to leave a report link page alone, and only that page', async () => {
    const page = await server.request('GET', `/report/${'A'.repeat(43)}?lang=fr`);
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<title>app</title>');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    for (const route of ['/installation', '/login', '/reports', '/spaces']) {
      expect((await server.request('GET', route)).headers.get('x-robots-tag'), route).toBeNull();
    }
  });

  it("tells search engines to leave the customer's personal space alone (decision 0021)", async () => {
    for (const route of ['/space', '/space/welcome', '/space/sign-in']) {
      const page = await server.request('GET', route);
      expect(page.status, route).toBe(200);
      expect(String(page.body)).toContain('<title>app</title>');
      expect(page.headers.get('x-robots-tag'), route).toBe('noindex, nofollow');
    }
  });

  it('serves hashed assets as immutable and the service worker as revalidated', async () => {
    const asset = await server.request('GET', '/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // Never revalidated nor fetched in parts: no validators, no range offer (bytes on every first-visit file).
    for (const header of ['etag', 'last-modified', 'accept-ranges'])
      expect(asset.headers.has(header)).toBe(false);
    const worker = await server.request('GET', '/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.has('etag')).toBe(true);
  });

  it('sends the precompressed twin the browser accepts, brotli first, the plain file otherwise (load speed, docs/PERFORMANCE.md)', async () => {
    for (const [urlPath, plain] of [
      ['/assets/big-def456.js', BIG_SCRIPT],
      ['/installation', INDEX],
    ] as const) {
      const br = await rawGet(server.baseUrl, urlPath, 'gzip, deflate, br');
      expect(br.headers['content-encoding'], urlPath).toBe('br');
      expect(br.body).toEqual(brotliCompressSync(plain));
      expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
      const gz = await rawGet(server.baseUrl, urlPath, 'gzip');
      expect(gz.headers['content-encoding'], urlPath).toBe('gzip');
      expect(gz.body).toEqual(gzipSync(plain));
      const identity = await rawGet(server.baseUrl, urlPath, 'identity');
      expect(identity.headers['content-encoding'], urlPath).toBeUndefined();
      expect(identity.body.toString('utf8')).toBe(plain);
      expect(String(identity.headers.vary)).toMatch(/accept-encoding/i);
    }
    const js = await rawGet(server.baseUrl, '/assets/big-def456.js', 'br');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing file and for unknown API paths, 400 for a malformed path', async () => {
    expect((await server.request('GET', '/assets/missing.js')).status).toBe(404);
    expect((await server.request('GET', '/api/v1/nothing-here')).status).toBe(404);
    expect((await server.request('GET', '/%E0%A4%A')).status).toBe(400);
    expect((await server.request('GET', '/..%2f..%2fetc%2fpasswd')).status).not.toBe(500);
  });

  it("sends Helmet's headers with our CSP on the app, the short API set on /api/v1 answers (docs/decisions/0011-security-headers.md)", async () => {
    const page = await server.request('GET', '/installation');
    const csp = page.headers.get('content-security-policy') ?? '';
    // The build's inline first script is allowed by its hash, and only it (apps/web/build/inline-script.ts).
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}';`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('strict-transport-security')).toContain('max-age=');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const docs = await server.request('GET', '/api/docs/json');
    expect(docs.headers.get('content-security-policy')).toBe(csp);
    // The OpenAPI document names the API package's version, whatever it is today.
    expect(docs.body).toMatchObject({ info: { version: PACKAGE_VERSION } });

    for (const answer of [
      await server.request('GET', '/api/v1/app_config'),
      await server.request('GET', '/api/v1/device/10000001/is_installable'), // 401, headers all the same
      await server.request('GET', '/api/v1/nothing-here'),
    ]) {
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
      expect(answer.headers.get('cross-origin-opener-policy')).toBeNull();
    }
  });

  it('sends the short asset set on built scripts, styles, images and the manifest, the document set on the worker', async () => {
    const page = await server.request('GET', '/installation');
    const csp = page.headers.get('content-security-policy');
    for (const urlPath of [
      '/assets/main-abc123.js',
      '/assets/main-abc123.css',
      '/manifest.webmanifest',
      '/flags/fr.svg',
    ]) {
      const asset = await server.request('GET', urlPath);
      expect(asset.status, urlPath).toBe(200);
      expect(asset.headers.get('x-content-type-options'), urlPath).toBe('nosniff');
      expect(asset.headers.get('cross-origin-resource-policy'), urlPath).toBe('same-origin');
      expect(asset.headers.get('strict-transport-security'), urlPath).toContain('max-age=');
      expect(asset.headers.get('content-security-policy'), urlPath).toBeNull();
      expect(asset.headers.get('x-frame-options'), urlPath).toBeNull();
    }
    // The service worker takes its policy from its answer.
    expect((await server.request('GET', '/sw.js')).headers.get('content-security-policy')).toBe(csp);
  });
});
