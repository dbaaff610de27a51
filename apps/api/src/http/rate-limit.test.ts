import { api, errorBody } from '@installer/contracts';
import { beforeAll, expect, it } from 'vitest';
import { insertToken } from '../repositories/auth.ts';
import { hashToken, newToken } from '../security/tokens.ts';
import { DEMO_INSTALLER, DEMO_PASSWORD, describeEachDatabase, parseBody } from '../test/harness.ts';
import { freePort } from '../test/redis-server.ts';

/** A REDIS_URL where nothing listens: the shared counters and revocation marks are unreachable. */
const deadRedis = `redis://127.0.0.1:${await freePort()}`;
const LOOKUP_LIMIT = 3;

/**
 * DESIGN §2 several instances, Redis down. Each limit chooses (http/route.ts whenLimitsDown): sign-in and
 * invitations refuse with 503 (uncounted password guesses or mails would be a hole), look-ups admit
 * uncounted (refusing them would stop every installer's work). Sessions fall back to the database.
 */
describeEachDatabase(
  'limits and sessions while Redis is unreachable',
  (server) => {
    let token = '';

    beforeAll(async () => {
      // Sign-in is refused meanwhile: the installer signed in before the outage.
      token = newToken();
      const installer = await server()
        .db.selectFrom('installers')
        .select('id_installer')
        .where('email', '=', DEMO_INSTALLER)
        .executeTakeFirstOrThrow();
      const now = Date.now();
      await insertToken(server().db, {
        id_installer: installer.id_installer,
        token_hash: hashToken(token),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + 3_600_000).toISOString(),
      });
    });

    it('refuses sign-in with 503 service_unavailable and a Retry-After, never uncounted', async () => {
      for (const password of [DEMO_PASSWORD, 'wrong-password']) {
        const res = await server().request('POST', '/api/v1/auth/login', {
          body: { email: DEMO_INSTALLER, password },
        });
        expect(res.status).toBe(503);
        expect(parseBody(errorBody, res).error.code).toBe('service_unavailable');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });

    it('refuses invitation mails with 503 rather than send them uncounted', async () => {
      const me = parseBody(
        api.me.responses[200],
        await server().request('GET', '/api/v1/auth/me', { token }),
      );
      const res = await server().request('POST', '/api/v1/user_client/invitation/inscription', {
        token,
        body: {
          id_professional: me.data.id_professional,
          email: 'new.customer@example.test',
          device_number: '10000001',
        },
      });
      expect(res.status).toBe(503);
      expect(parseBody(errorBody, res).error.code).toBe('service_unavailable');
    });

    it('admits look-ups uncounted: past the look-up limit every answer is still the real one', async () => {
      for (let i = 0; i < LOOKUP_LIMIT + 3; i++) {
        const res = await server().request('GET', '/api/v1/device/10000001/is_installable', { token });
        expect(res.status).toBe(200);
        expect(parseBody(api.isInstallable.responses[200], res).data.is_installable).toBe(true);
      }
    });

    it('keeps a signed-in installer working and still signs out at once (the database decides)', async () => {
      expect((await server().request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
      expect((await server().request('POST', '/api/v1/auth/logout', { token })).status).toBe(200);
      const after = await server().request('GET', '/api/v1/auth/me', { token });
      expect(after.status).toBe(401);
    });
  },
  { env: { REDIS_URL: deadRedis }, rateLimits: { login: 10, lookup: LOOKUP_LIMIT } },
);
