import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { route } from '../http/route.ts';
import { submitExternalConfig } from '../services/external-config.ts';
import { createInstallation } from '../services/installation.ts';

/** spec §7 installation creation and the step-5 external configuration. */
export default async function installationRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.createInstallation, async ({ body, installer, request }) => {
    const key = idempotencyKeyOf(request);
    const { result, created } = await createInstallation(app.db, installer, body, key);
    if (created) {
      app.events.emit('installation.created', {
        id_installation: result.id_installation,
        id_device: result.id_device,
        device_number: result.device_number,
      });
    }
    return { status: 201, body: { data: result } };
  });

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
