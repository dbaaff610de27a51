import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { emissionData } from '../entities.ts';
import { deviceNumber, envelope, errorBody } from '../envelope.ts';

/** DESIGN §3 Emissions: a sensor's message; the same message_id twice stores one emission. */
const ingestBody = z.object({
  device_number: deviceNumber,
  message_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  emitted_at: z.optional(z.iso.datetime({ offset: true })),
  data: emissionData,
});
export type IngestBody = z.infer<typeof ingestBody>;

export const ingestEmission = endpoint({
  method: 'POST',
  path: '/ingest/emissions',
  auth: 'ingest',
  summary: 'Receive a sensor message (header X-Ingest-Key)',
  body: ingestBody,
  responses: {
    202: envelope(z.object({ id_emission: z.number().check(z.int(), z.positive()), duplicate: z.boolean() })),
    400: errorBody,
    401: errorBody,
    404: errorBody,
  },
});
