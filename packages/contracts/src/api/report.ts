import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import {
  displayOptions,
  labelledValue,
  measurementFields,
  metricConfig,
  onlyMeasurementGroups,
  REPORT_OF_BLOCK,
} from '../entities.ts';
import { envelope, errorBody, idParam } from '../envelope.ts';
import type { EquipmentBlock } from '../lists/equipment-kinds.ts';
import { LOCALES } from '../lists/languages.ts';

const dbId = z.number().check(z.int(), z.positive());

/**
 * A handover report's token: 32 random bytes in base64url (docs/decisions/0008-report-links.md). The page
 * is `${PUBLIC_URL}/report/<token>`; its data and photos are under `/api/v1/report/<token>`.
 */
export const reportToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'a report token'));

const reportLink = z.object({
  /** The report page for the customer: the app serves it at /report/<token>, no sign-in. */
  url: z.string(),
  token: reportToken,
  expires_at: z.string(),
});
export type ReportLink = z.infer<typeof reportLink>;

const installationParams = z.object({ id_installation: idParam });

/**
 * "Share report": a new link to the installation's handover report, valid REPORT_LINK_TTL_DAYS. Each call
 * makes a new link (only its hash is stored, so an earlier one cannot be shown again); the links already
 * given keep working until they expire or are revoked. The report is written in the language of the
 * request's Accept-Language unless the page asks for another.
 */
export const createReportLink = endpoint({
  method: 'POST',
  path: '/installation/:id_installation/report_link',
  auth: 'bearer',
  summary: "A new link to the installation's handover report, for the customer (no sign-in)",
  params: installationParams,
  responses: { 201: envelope(reportLink), 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody },
});

/** Stop sharing: every link to the installation's report stops working at once, the mailed ones too. */
export const revokeReportLinks = endpoint({
  method: 'POST',
  path: '/installation/:id_installation/report_link/revoke',
  auth: 'bearer',
  summary: "Revoke every link to the installation's handover report",
  params: installationParams,
  responses: {
    200: envelope(z.object({ revoked: z.number().check(z.int(), z.minimum(0)) })),
    400: errorBody,
    401: errorBody,
    404: errorBody,
  },
});

/** spec §3 Model configuration of each model of a module asset. */
const reportModule = z.object({
  kind: z.literal('module'),
  module_name: z.nullable(z.string()),
  models: z.array(
    z.object({
      name: z.nullable(z.string()),
      liquid: z.nullable(z.string()),
      values: z.array(labelledValue),
    }),
  ),
});

const reportSpecification = z.discriminatedUnion('kind', [
  ...(Object.values(REPORT_OF_BLOCK) as [(typeof REPORT_OF_BLOCK)[EquipmentBlock]]),
  reportModule,
]);
export type ReportSpecification = z.infer<typeof reportSpecification>;

/**
 * The widths a report photo is also served in (`?w=`), for the page's `srcset`: a phone shows a photo about
 * 340 CSS px wide, 720 px covers it up to a device pixel ratio of 2, 1080 up to 3; the full photo (up to
 * PHOTO_MAX_LONG_SIDE_PX) opens on a tap (docs/decisions/0015-report-photo-variants.md).
 */
export const REPORT_PHOTO_WIDTHS = [720, 1080] as const;
const reportPhotoWidth = z.enum([
  '720',
  '1080',
] as const satisfies readonly `${(typeof REPORT_PHOTO_WIDTHS)[number]}`[]);

const reportPhoto = z.object({
  id_photo: dbId,
  /** The photo as it was taken, under /api/v1/report/<token>/photos/: reachable with this report's token only. */
  url: z.string(),
  /** The same photo at each of REPORT_PHOTO_WIDTHS (never wider than taken): `url?w=<width>`. */
  variants: z.array(z.object({ width: z.number().check(z.int(), z.positive()), url: z.string() })),
  content_type: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  created_at: z.string(),
});

/** A measurement in a public report: its fields and module groups (entities.ts), and when it was sent and received. */
const reportMeasurement = z
  .catchall(z.extend(measurementFields, { emitted_at: z.string(), received_at: z.string() }), z.unknown())
  .check(onlyMeasurementGroups);

const handoverReport = z.object({
  /** The language to show the report in; the reference texts below are in it (see getReport). */
  language: z.enum(LOCALES),
  expires_at: z.string(),
  /** When the installation was made. */
  installed_at: z.string(),
  professional: z.object({ name: z.string(), display: displayOptions }),
  installer: z.object({ name: z.string() }),
  device: z.object({
    device_number: z.string(),
    referential_name: z.string(),
    value_type_device: z.nullable(z.string()),
    /** When this device was installed on the equipment (after a swap: the swap). */
    installed_at: z.string(),
  }),
  /** Devices the equipment had before a swap, oldest first. */
  previous_devices: z.array(
    z.object({
      device_number: z.string(),
      referential_name: z.string(),
      installed_at: z.string(),
      removed_at: z.string(),
    }),
  ),
  equipment: z.object({
    type_key: z.string(),
    type_name: z.nullable(z.string()),
    name: z.string(),
    description: z.string(),
    /** spec §3 Liquid of a classic asset; a module's contents are per model. */
    liquid: z.nullable(z.string()),
    specification: z.nullable(reportSpecification),
  }),
  address: z.object({
    address_name: z.string(),
    address: z.string(),
    city: z.nullable(z.string()),
    postal_code: z.nullable(z.string()),
    country: z.nullable(z.string()),
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
  }),
  photos: z.array(reportPhoto),
  /**
   * The current device's first measurement since it was installed, or null while none arrived: only the
   * measurement fields, and the values the visible metrics read (rules/measurement.ts reportedMeasurement).
   */
  first_measurement: z.nullable(reportMeasurement),
  /** A module asset's visible metrics (spec §2 Result screen), to read first_measurement; null otherwise. */
  metrics: z.nullable(z.array(metricConfig)),
});
export type HandoverReport = z.infer<typeof handoverReport>;

const reportParams = z.object({ token: reportToken });

/**
 * The handover report, without sign-in. 404 not_found for a token that is unknown, expired or revoked,
 * alike. Language: `lang` when the page asks for one (the reader switched), otherwise the language the link
 * was made in (the installer's, which the invitation mail to the customer was written in too).
 */
export const getReport = endpoint({
  method: 'GET',
  path: '/report/:token',
  auth: 'none',
  summary: 'The handover report of an installation, for the holder of its link (no sign-in)',
  params: reportParams,
  query: z.object({ lang: z.optional(z.enum(LOCALES)) }),
  responses: { 200: envelope(handoverReport), 400: errorBody, 404: errorBody, 429: errorBody },
});

/**
 * A photo of the report: its bytes with their content type (200 is the image, not JSON); with `w`, a copy
 * at most that wide (made once, then kept beside the photo).
 */
export const getReportPhoto = endpoint({
  method: 'GET',
  path: '/report/:token/photos/:id_photo',
  auth: 'none',
  summary: 'A photo of the handover report (image bytes), for the holder of its link',
  params: z.extend(reportParams, { id_photo: idParam }),
  query: z.object({ w: z.optional(reportPhotoWidth) }),
  responses: { 200: z.unknown(), 400: errorBody, 404: errorBody, 429: errorBody, 503: errorBody },
});
