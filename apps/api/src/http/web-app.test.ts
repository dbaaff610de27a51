import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';

// DESIGN §2: the built app is served on the API's port with history-mode fallback.
describe('the built app', () => {
  let server: TestServer;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'sw.js'), 'self');
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

  it('serves hashed assets as immutable and the service worker as revalidated', async () => {
    const asset = await server.request('GET', '/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const worker = await server.request('GET', '/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for a missing file and for unknown API paths, 400 for a malformed path', async () => {
    expect((await server.request('GET', '/assets/missing.js')).status).toBe(404);
    expect((await server.request('GET', '/api/v1/nothing-here')).status).toBe(404);
    expect((await server.request('GET', '/%E0%A4%A')).status).toBe(400);
    expect((await server.request('GET', '/..%2f..%2fetc%2fpasswd')).status).not.toBe(500);
  });
});
