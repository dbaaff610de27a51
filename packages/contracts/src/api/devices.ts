import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { deviceCheck, firstEmission } from '../entities.ts';
import { deviceNumber, envelope, errorBody, idParam } from '../envelope.ts';

const common = { 400: errorBody, 401: errorBody, 404: errorBody };

/** spec §7 device check; spec §8: 404 device_not_found, is_installable false answers 200. */
export const isInstallable = endpoint({
  method: 'GET',
  path: '/device/:device_number/is_installable',
  auth: 'bearer',
  summary: 'Check that a device can be installed',
  params: z.object({ device_number: deviceNumber }),
  responses: { 200: envelope(deviceCheck), ...common, 429: errorBody },
});

/** spec §2 Step 2 beehive hosts: a serial number resolves to the device number. */
export const sigfoxBySerial = endpoint({
  method: 'GET',
  path: '/device/:serial/sigfox_number_by_serial_number',
  auth: 'bearer',
  summary: 'The device number of a serial number (404 device_series_number_not_found)',
  params: z.object({ serial: deviceNumber }),
  responses: { 200: envelope(z.object({ sigfox_number: z.string() })), ...common, 429: errorBody },
});

/** DESIGN §3: the first emission received after the device's installation, or null while none. */
export const getFirstEmission = endpoint({
  method: 'GET',
  path: '/device/:id_device/first_emission',
  auth: 'bearer',
  summary: 'First measurement since installation (polled every 10 s)',
  params: z.object({ id_device: idParam }),
  responses: { 200: envelope(z.nullable(firstEmission)), ...common },
});

/** spec §3 Image payload: a data URL or bare base64 of a JPEG, PNG or WebP. */
const imageBody = z.object({
  base64_string: z.string().check(z.minLength(1), z.maxLength(15_000_000)),
});
export type ImageBody = z.infer<typeof imageBody>;

const photo = z.object({
  id_photo: z.number().check(z.int(), z.positive()),
  content_type: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  bytes: z.number().check(z.int(), z.positive()),
  created_at: z.string(),
});
export type Photo = z.infer<typeof photo>;

export const uploadImage = endpoint({
  method: 'POST',
  path: '/asset/device/:device_number/image',
  auth: 'bearer',
  summary: 'Add a photo of the installed device',
  params: z.object({ device_number: deviceNumber }),
  body: imageBody,
  // 409 photo_limit_reached (per-device cap), 429 rate_limited (bytes per hour per installer), 503
  // storage_unavailable and 507 storage_full (the photo store refused the write; nothing was kept).
  responses: {
    201: envelope(photo),
    ...common,
    409: errorBody,
    413: errorBody,
    415: errorBody,
    429: errorBody,
    503: errorBody,
    507: errorBody,
  },
});

export const deviceReferentialName = endpoint({
  method: 'GET',
  path: '/device_referentiel/:id/name',
  auth: 'bearer',
  offline: 'reference',
  summary: 'Name of a device referential',
  params: z.object({ id: idParam }),
  responses: { 200: envelope(z.string()), ...common },
});
