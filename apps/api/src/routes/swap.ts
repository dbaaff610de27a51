import { api } from '@installer/contracts';
import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { contentLanguage } from '../http/language.ts';
import { route } from '../http/route.ts';
import { swapDevice } from '../services/swap.ts';

/** Swap a sensor on an installed equipment; the new device then goes through the result screen. */
export default async function swapRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.swapDevice, async ({ params, body, installer, request }) => {
    const key = idempotencyKeyOf(request);
    const { result, id_swap } = await swapDevice(
      app.db,
      installer,
      params.id_installation,
      body,
      key,
      contentLanguage(request),
    );
    // A replayed answer swapped nothing this time (id_swap null): no second demo measurement.
    if (id_swap !== null) {
      app.events.emit('device.swapped', {
        id_swap,
        id_installation: result.id_installation,
        id_device: result.device.id_device,
        device_number: result.device.device_number,
      });
    }
    return { status: 200, body: { data: result } };
  });
}
