import { api, type EndpointDef, errorBody } from '@installer/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { testDialects } from '../test/databases.ts';
import { startFakeGeocoder } from '../test/fake-geocoder.ts';
import { type FuzzRequest, fuzzRequest } from '../test/fuzz-request.ts';
import { startTestServer, TEST_INGEST_KEY, type TestServer } from '../test/harness.ts';

/**
 * docs/RELIABILITY.md, fuzzing: every route's params, query and body, generated from its zod contract and
 * beyond it, against a real server on a real database. Never a 5xx; every error has the DESIGN §3 body; every
 * answer is a status the contract declares, or one that any route may give (malformed input, no such path,
 * too large, wrong content type, rate limited). FUZZ_RUNS raises the number of calls per route for a longer
 * hunt.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
/** Any route may answer these: malformed input, no such path, too large, path too long, wrong content type, rate limited. */
const ANY_ROUTE_STATUSES = [400, 404, 413, 414, 415, 429];

/** A failure message that fits on a screen: the generated input can be megabytes. */
function short(value: unknown, max = 400): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text;
}

const endpoints = Object.entries(api) as Array<[string, EndpointDef]>;

for (const dialect of testDialects()) {
  describe(`fuzzing every route from its contract [${dialect}]`, () => {
    let server: TestServer;
    let token: string;
    /** Per-token rate limits (geocoding, invitations) would answer 429 to most calls of one token. */
    let tokens: string[];
    /** The demo customer's, for the personal space's routes (docs/decisions/0021-customer-space.md). */
    let customerToken: string;
    let turn = 0;
    let stop: () => Promise<void>;
    let closeGeocoder: () => Promise<void>;

    beforeAll(async () => {
      const geocoder = await startFakeGeocoder();
      closeGeocoder = geocoder.close;
      const started = await startTestServer(dialect, { env: { GEOCODER_URL: geocoder.url } });
      server = started.server;
      stop = started.stop;
      tokens = [];
      for (let i = 0; i < 20; i += 1) tokens.push(await server.login());
      token = tokens[0] as string;
      customerToken = await server.loginCustomer();
    }, 60_000);
    afterAll(async () => {
      await stop?.();
      await closeGeocoder?.();
    });

    it.each(endpoints)('%s answers no 5xx and only contract bodies', async (name, def) => {
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(fuzzRequest(def), async (call) => {
          const headers: Record<string, string> = {};
          if (call.body) headers['content-type'] = call.body.contentType ?? 'application/json';
          if (def.auth === 'ingest') headers['x-ingest-key'] = TEST_INGEST_KEY;
          // Signing out revokes the token it is called with: that call gets a token of its own.
          const callToken =
            def.auth === 'customer'
              ? name === 'customerLogout'
                ? await server.loginCustomer()
                : customerToken
              : def.auth !== 'bearer'
                ? undefined
                : name === 'logout'
                  ? await server.login()
                  : tokens[turn++ % tokens.length];
          const url = call.query ? `${call.path}?${call.query}` : call.path;
          const res = await server.request(def.method, `/api/v1${url}`, {
            ...(callToken ? { token: callToken } : {}),
            ...(call.body ? { rawBody: call.body.text } : {}),
            headers,
          });
          seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
          const context = `${def.method} ${short(url, 200)} -> ${res.status} ${short(res.body, 300)}`;
          expect(res.status, context).toBeLessThan(500);
          if (res.status >= 400) {
            expect(errorBody.safeParse(res.body).success, context).toBe(true);
            expect((res.body as { error: { code: string } }).error.code, context).toMatch(
              /^[a-z][a-z0-9_]*$/,
            );
          }
          const declared = Object.keys(def.responses).map(Number);
          expect([...declared, ...ANY_ROUTE_STATUSES], context).toContain(res.status);
          const schema = def.responses[res.status];
          if (res.status < 300 && schema) expect(z.safeParse(schema, res.body).success, context).toBe(true);
        }),
        {
          numRuns: name === 'logout' ? Math.min(RUNS, 10) : RUNS,
          endOnFailure: true,
          reporter: (run) => {
            if (!run.failed) return;
            const [call] = (run.counterexample ?? []) as [FuzzRequest?];
            throw new Error(
              `${name}: failed after ${run.numRuns} calls (seed ${run.seed}, path ${run.counterexamplePath}):\n` +
                `${short(run.errorInstance instanceof Error ? run.errorInstance.message : run.errorInstance, 800)}\n` +
                `body sent: ${short(call?.body?.text, 300)}`,
            );
          },
        },
      );
      // The server still answers after the barrage.
      const health = await server.request('GET', '/healthz');
      expect(health.status).toBe(200);
      expect(seen.size).toBeGreaterThan(0);
      if (process.env.FUZZ_VERBOSE) console.log(name, Object.fromEntries(seen));
    });

    it('a request line over 16 KB is refused before any route, and the server keeps answering', async () => {
      const res = await server.request('GET', `/api/v1/user_client?email=${'a'.repeat(20_000)}`, { token });
      expect(res.status).toBe(431);
      const health = await server.request('GET', '/healthz');
      expect(health.status).toBe(200);
    });
  });
}
