import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../answers/app-error.ts';
import { route } from '../http/route.ts';
import { forgetSession } from '../plugins/auth.ts';
import { findInstallerByEmail, insertToken, revokeToken } from '../repositories/auth.ts';
import { hashPassword, verifyPassword } from '../security/password.ts';
import { hashToken, newToken } from '../security/tokens.ts';

/** Verifying against this keeps an unknown e-mail as slow as a wrong password (no account probing). */
const decoyHash = hashPassword('decoy-password-never-used');

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    api.login,
    async ({ body }) => {
      const found = await findInstallerByEmail(app.db, body.email);
      const valid = await verifyPassword(body.password, found?.password_hash ?? (await decoyHash));
      if (!found || !valid) throw new AppError(401, 'invalid_credentials', 'Wrong e-mail or password');
      const { password_hash: _, ...installer } = found;
      const token = newToken();
      const now = new Date();
      const expires = new Date(now.getTime() + app.config.tokenTtlHours * 3_600_000);
      await insertToken(app.db, {
        id_installer: installer.id_installer,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        expires_at: expires.toISOString(),
      });
      return { status: 200, body: { data: { token, expires_at: expires.toISOString(), installer } } };
    },
    // Password guesses are never let through uncounted: while the shared counters are down, sign-in
    // answers 503 (http/route.ts whenLimitsDown); a signed-in installer keeps working meanwhile.
    { rateLimit: app.config.rateLimits.login, whenLimitsDown: 'refuse' },
  );

  route(app, api.logout, async ({ installer }) => {
    await revokeToken(app.db, installer.token_hash, new Date().toISOString());
    await forgetSession(app, installer.token_hash);
    return { status: 200, body: { data: { revoked: true } } };
  });

  route(app, api.me, async ({ installer }) => {
    const { token_hash: _, ...rest } = installer;
    return { status: 200, body: { data: rest } };
  });
}
