import {
  acceptedProduct,
  type ExternalConfigBody,
  STEP5_PRODUCTS,
  STEP5_REFERENTIAL,
} from '@installer/contracts';
import { AppError, badRequest, notFound } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import type { SessionInstaller } from '../repositories/auth.ts';
import { findDeviceById } from '../repositories/devices.ts';
import {
  findConfigurationByKey,
  insertLatestConfiguration,
  markConfigurationFailed,
  markConfigurationForwarded,
} from '../repositories/external-configurations.ts';
import { idempotently } from './idempotency.ts';

/** How long the external platform may take before step 5 answers 502 (the configuration stays stored). */
const EXTERNAL_CONFIG_TIMEOUT_MS = 8_000;

export interface ExternalConfigDeps {
  db: Db;
  /** EXTERNAL_CONFIG_URL; when unset the configuration is only stored. */
  externalConfigUrl: string | undefined;
}

async function forward(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(EXTERNAL_CONFIG_TIMEOUT_MS),
  });
  // The upstream's body is not ours to keep; drain it so the connection is released.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`external platform answered ${response.status}`);
}

/**
 * spec §7 OtoDataInstall (step 5, referential 244 only). The product is checked with the rule of
 * spec §5 on the server too; the configuration is stored before forwarding so a failure upstream
 * (502) keeps it for a retry (DESIGN §3). With an Idempotency-Key (services/idempotency.ts) a resent
 * configuration is stored and forwarded once. A new configuration of the device (after the installation was
 * edited) is accepted and becomes the one that counts; earlier ones are marked superseded.
 */
export async function submitExternalConfig(
  { db, externalConfigUrl }: ExternalConfigDeps,
  installer: SessionInstaller,
  idDevice: number,
  body: ExternalConfigBody,
  idempotencyKey: string | null,
): Promise<{ id_configuration: number; product: string; forwarded: boolean }> {
  const device = await findDeviceById(db, installer.id_professional, idDevice);
  if (!device) throw notFound('device_not_found', 'Device not found');
  if (device.id_device_referential !== STEP5_REFERENTIAL) {
    throw badRequest(
      'bad_request',
      `The external configuration applies to referential ${STEP5_REFERENTIAL} only`,
    );
  }
  const product = acceptedProduct(body.payload.product);
  if (!product) {
    throw badRequest('invalid_product', 'This product is not accepted', {
      product: body.payload.product,
      valid: STEP5_PRODUCTS,
    });
  }
  const forwarded = {
    id_device: device.id_device,
    device_number: device.device_number,
    serialNumberDevice: body.serialNumberDevice,
    payload: { ...body.payload, product },
  };
  const { answer } = await idempotently(
    { db, idInstaller: installer.id_installer, key: idempotencyKey, request: { id_device: idDevice, body } },
    async () => {
      // A retry after a failed forward sends the configuration stored the first time, not a copy of it;
      // unless the installer has sent a newer one since (an edited installation): the latest counts.
      const earlier =
        idempotencyKey === null
          ? undefined
          : await findConfigurationByKey(db, installer.id_installer, idempotencyKey);
      if (earlier?.superseded_at) {
        return { id_configuration: earlier.id_configuration, product, forwarded: false };
      }
      const id =
        earlier?.id_configuration ??
        (await insertLatestConfiguration(
          db,
          {
            id_device: device.id_device,
            id_installer: installer.id_installer,
            serial_number: body.serialNumberDevice,
            product,
            payload: forwarded.payload,
            idempotency_key: idempotencyKey,
          },
          new Date().toISOString(),
        ));
      if (!externalConfigUrl) return { id_configuration: id, product, forwarded: false };
      try {
        await forward(externalConfigUrl, forwarded);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await markConfigurationFailed(db, id, reason);
        throw new AppError(
          502,
          'external_config_failed',
          'The external platform did not accept the configuration',
          { id_configuration: id },
        );
      }
      await markConfigurationForwarded(db, id, new Date().toISOString());
      return { id_configuration: id, product, forwarded: true };
    },
  );
  return answer;
}
