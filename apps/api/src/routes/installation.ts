import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/app-error.ts';
import { route } from '../http/route.ts';
import { submitExternalConfig } from '../services/external-config.ts';
import { createInstallation } from '../services/installation.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

/** spec §7 installation creation and the step-5 external configuration. */
export default async function installationRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.createInstallation, async ({ body, installer, request }) => {
    const key = request.headers['idempotency-key'];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      throw badRequest('bad_request', 'Idempotency-Key: 1 to 128 letters, digits or . _ : -');
    }
    const { result, created } = await createInstallation(app.db, installer, body, key ?? null);
    if (created) {
      app.events.emit('installation.created', {
        id_installation: result.id_installation,
        id_device: result.id_device,
        device_number: result.device_number,
      });
    }
    return { status: 201, body: { data: result } };
  });

  route(app, api.externalConfig, async ({ params, body, installer }) => {
    const data = await submitExternalConfig(
      { db: app.db, externalConfigUrl: app.config.externalConfigUrl },
      installer,
      params.id_device,
      body,
    );
    return { status: 200, body: { data } };
  });
}
