import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { deviceCheck } from '../entities.ts';
import { deviceNumber, envelope, errorBody, idParam } from '../envelope.ts';

const dbId = z.number().check(z.int(), z.positive());

/** The new device, typed or scanned as in step 2. */
const swapBody = z.object({ device_number: deviceNumber });
export type SwapBody = z.infer<typeof swapBody>;

const swapResult = z.object({
  id_installation: dbId,
  id_asset: dbId,
  id_domicile: dbId,
  swapped_at: z.string(),
  /** The device taken off: released, it can be installed again elsewhere. */
  previous_device: z.object({ id_device: dbId, device_number: z.string() }),
  /** The new device as the device check describes it: the result screen's parameters (spec §2 /result). */
  device: z.omit(deviceCheck, { is_installable: true }),
  id_module: z.nullable(dbId),
  /** The customer's e-mail (the result screen's `email`), null without one. */
  email: z.nullable(z.string()),
});
export type SwapResult = z.infer<typeof swapResult>;

/**
 * Swap a sensor: the installation's equipment, address and history stay; the old device is released and
 * the new one is installed now (its first_emission counts from now). With an Idempotency-Key, once.
 * 404 not_found (not an installation of the professional), 404 device_not_found, 409 conflict with
 * details.reason device_cant_be_install, already_installed, installation_changed (another swap won) or
 * idempotency_key_reused, 409 idempotency_in_progress.
 */
export const swapDevice = endpoint({
  method: 'POST',
  path: '/installation/:id_installation/swap',
  auth: 'bearer',
  summary: "Replace an installation's device with another one; the equipment and its history stay",
  params: z.object({ id_installation: idParam }),
  body: swapBody,
  responses: {
    200: envelope(swapResult),
    400: errorBody,
    401: errorBody,
    404: errorBody,
    409: errorBody,
  },
});
