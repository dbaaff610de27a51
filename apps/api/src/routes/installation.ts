import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { submitExternalConfig } from '../services/external-config.ts';
import { createInstallation } from '../services/installation.ts';
import { updateInstallation } from '../services/installation-update.ts';

/** spec §7 installation creation, its edit, and the step-5 external configuration. */
export default async function installationRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, geocoder: app.geocoder };
  // An installation made offline may have its address geocoded on arrival, from the upstream allowance every
  // installer shares: held to the look-up rate per installer, far above what an outbox sends.
  const perCaller = { rateLimit: app.config.rateLimits.lookup };

  route(
    app,
    api.createInstallation,
    async ({ body, installer, request }) => {
      const key = idempotencyKeyOf(request);
      const { result, created } = await createInstallation(
        deps,
        installer,
        body,
        key,
        contentLanguage(request),
      );
      if (created) {
        app.events.emit('installation.created', {
          id_installation: result.id_installation,
          id_device: result.id_device,
          device_number: result.device_number,
        });
      }
      return { status: 201, body: { data: result } };
    },
    perCaller,
  );

  route(
    app,
    api.updateInstallation,
    async ({ params, body, installer, request }) => {
      const data = await updateInstallation(
        deps,
        installer,
        params.id_installation,
        body,
        idempotencyKeyOf(request),
        contentLanguage(request),
      );
      return { status: 200, body: { data } };
    },
    perCaller,
  );

  route(app, api.externalConfig, async ({ params, body, installer, request }) => {
    const data = await submitExternalConfig(
      { db: app.db, externalConfigUrl: app.config.externalConfigUrl },
      installer,
      params.id_device,
      body,
      idempotencyKeyOf(request),
    );
    return { status: 200, body: { data } };
  });
}
