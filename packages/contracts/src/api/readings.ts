import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { firstEmission } from '../entities.ts';
import { envelope, errorBody, idParam } from '../envelope.ts';

/** Readings one "Test again" screen compares: the newest few are all a signal test needs. */
const READINGS_MAX = 20;

/** A measurement as the first emission shows it (spec §3), with the sensor's message id. */
const reading = z.extend(firstEmission, { message_id: z.string() });
export type Reading = z.infer<typeof reading>;

const readingsQuery = z.object({
  /**
   * Only readings the server received strictly after this time. Pass the received_at of the newest reading
   * the screen holds (the server's clock), never the phone's clock.
   */
  after: z.optional(z.iso.datetime({ offset: true })),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(READINGS_MAX)), 5),
});

/**
 * "Test again" on the result screen: the device's readings received since its installation (and after
 * `after`), newest first. Scoped like first_emission: another professional's device is 404.
 */
export const deviceReadings = endpoint({
  method: 'GET',
  path: '/device/:id_device/emissions',
  auth: 'bearer',
  summary: 'Readings of an installed device since its installation, newest first (polled by Test again)',
  params: z.object({ id_device: idParam }),
  query: readingsQuery,
  responses: { 200: envelope(z.array(reading)), 400: errorBody, 401: errorBody, 404: errorBody },
});
