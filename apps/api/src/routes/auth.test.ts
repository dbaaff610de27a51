import { api, errorBody } from '@installer/contracts';
import { expect, it } from 'vitest';
import { DEMO_INSTALLER, DEMO_PASSWORD, describeEachDatabase, parseBody } from '../test/harness.ts';

describeEachDatabase('sign-in and bearer tokens', (server) => {
  it('signs in the demo installer and answers the token with the installer and professional', async () => {
    const res = await server().request('POST', '/api/v1/auth/login', {
      body: { email: ' Installer@Demo.test ', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    const { data } = parseBody(api.login.responses[200], res);
    expect(data.installer.email).toBe(DEMO_INSTALLER);
    expect(data.installer.name_professional).toBe('Demo Installations');
    expect(Date.parse(data.expires_at)).toBeGreaterThan(Date.now());
    const me = await server().request('GET', '/api/v1/auth/me', { token: data.token });
    expect(parseBody(api.me.responses[200], me).data.id_installer).toBe(data.installer.id_installer);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    for (const body of [
      { email: DEMO_INSTALLER, password: 'wrong' },
      { email: 'nobody@demo.test', password: DEMO_PASSWORD },
    ]) {
      const res = await server().request('POST', '/api/v1/auth/login', { body });
      expect(res.status).toBe(401);
      expect(parseBody(errorBody, res).error.code).toBe('invalid_credentials');
    }
  });

  it('stores only a hash of the token', async () => {
    const token = await server().login();
    const rows = await server().db.selectFrom('api_tokens').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const authorization of [undefined, 'Bearer', 'Basic abc', `Bearer ${'x'.repeat(43)}`]) {
      const res = await server().request('GET', '/api/v1/auth/me', {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status).toBe(401);
      expect(parseBody(errorBody, res).error.code).toBe('unauthorized');
    }
  });

  it('revokes a token on sign-out, at once', async () => {
    const token = await server().login();
    expect((await server().request('GET', '/api/v1/auth/me', { token })).status).toBe(200);
    const out = await server().request('POST', '/api/v1/auth/logout', { token });
    expect(out.status).toBe(200);
    expect((await server().request('GET', '/api/v1/auth/me', { token })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await server().login();
    await server()
      .db.updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await server().request('GET', '/api/v1/auth/me', { token });
    expect(res.status).toBe(401);
  });

  it('answers 400 with the failing fields for a malformed sign-in', async () => {
    const res = await server().request('POST', '/api/v1/auth/login', { body: { email: 42 } });
    expect(res.status).toBe(400);
    const { error } = parseBody(errorBody, res);
    expect(error.code).toBe('validation_failed');
    expect(JSON.stringify(error.details)).toContain('email');
  });
});

describeEachDatabase(
  'sign-in rate limit',
  (server) => {
    it('answers 429 after too many attempts from one address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await server().request('POST', '/api/v1/auth/login', {
          body: { email: DEMO_INSTALLER, password: `wrong-${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
    });
  },
  { rateLimits: { login: 3 } },
);

describeEachDatabase(
  'sign-in rate limit with made-up tokens',
  (server) => {
    it('counts by address, so a new made-up Authorization header with each guess gains nothing', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await server().request('POST', '/api/v1/auth/login', {
          body: { email: DEMO_INSTALLER, password: `wrong-${i}` },
          headers: { authorization: `Bearer made-up-${i}` },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    });
  },
  { rateLimits: { login: 3 } },
);
