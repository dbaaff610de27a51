import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { installationPage } from '../services/my-installations.ts';

/** My installations (app bar menu): the installer's own installations, newest first, with their state. */
export default async function myInstallationRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    api.myInstallations,
    async ({ query, installer, request }) => {
      const page = await installationPage(app.db, {
        idInstaller: installer.id_installer,
        language: contentLanguage(request),
        q: query.q,
        cursor: query.cursor,
        limit: query.limit,
        silentAfterHours: app.config.silentAfterHours,
      });
      return { status: 200, body: { data: page } };
    },
    // A search per keystroke (debounced in the app) is a look-up like the client and device ones.
    { rateLimit: app.config.rateLimits.lookup },
  );
}
