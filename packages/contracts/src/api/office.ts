import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { measurement } from '../entities.ts';
import { envelope, errorBody, idParam } from '../envelope.ts';
import { INSTALLATION_STATES } from '../rules/installation-state.ts';
import { JOB_STATES } from '../rules/job-state.ts';
import { INSTALLER_ROLES } from './auth.ts';
import { calendarDay, job, jobInput, jobList, jobUpdate } from './jobs.ts';

/**
 * The office (docs/decisions/0022-office-jobs.md): calls for accounts of role `office` only, under /office.
 * Another role's token answers 403 office_only; another professional's job or installation answers 404.
 */

const dbId = z.number().check(z.int(), z.positive());

/** The longest range the board and the jobs list read at once; the export reads up to a year. */
export const OFFICE_RANGE_MAX_DAYS = 62;
export const EXPORT_RANGE_MAX_DAYS = 366;
/** The largest CSV the import takes (its body is JSON, so a little more on the wire). */
export const IMPORT_CSV_MAX_CHARS = 1_000_000;
/** The board's poll: the office sees a change within two polls. */
export const BOARD_POLL_MS = 5_000;
export const FLAG_COMMENT_MAX = 1000;

/** The office's filters; from and to default to today (the server's day), to on or after from. */
const rangeQuery = z.object({
  from: z.optional(calendarDay),
  to: z.optional(calendarDay),
  id_installer: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
  state: z.optional(z.enum(JOB_STATES)),
  /** Customer e-mail or name, address, device number, job notes: any part, case-insensitive. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

const officeAccount = z.object({
  id_installer: dbId,
  name: z.string(),
  email: z.string(),
  role: z.enum(INSTALLER_ROLES),
});
export type OfficeAccount = z.infer<typeof officeAccount>;

const forbidden = { 401: errorBody, 403: errorBody, 429: errorBody };

export const officeInstallers = endpoint({
  method: 'GET',
  path: '/office/installers',
  auth: 'bearer',
  summary: "The professional's accounts a job can be assigned to",
  responses: { 200: envelope(z.object({ items: z.array(officeAccount) })), ...forbidden },
});

export const officeJobs = endpoint({
  method: 'GET',
  path: '/office/jobs',
  auth: 'bearer',
  summary: 'Jobs scheduled in the range, with their derived state, devices and installations',
  query: rangeQuery,
  responses: { 200: envelope(jobList), 400: errorBody, ...forbidden },
});

/** 404: a customer, domicile, installer, brand or model that is not the professional's (or unknown). */
export const createJob = endpoint({
  method: 'POST',
  path: '/office/jobs',
  auth: 'bearer',
  summary: 'Plan a job',
  body: jobInput,
  responses: { 201: envelope(job), 400: errorBody, 404: errorBody, 410: errorBody, ...forbidden },
});

/** The whole job again with its `version`; 409 stale_version when someone changed it since; 409 job_closed. */
export const updateJob = endpoint({
  method: 'PUT',
  path: '/office/jobs/:id_job',
  auth: 'bearer',
  summary: 'Edit (or reassign) a planned job',
  params: z.object({ id_job: idParam }),
  body: jobUpdate,
  responses: {
    200: envelope(job),
    400: errorBody,
    404: errorBody,
    409: errorBody,
    410: errorBody,
    ...forbidden,
  },
});

/** Cancelling a cancelled job answers it as it is. */
export const cancelJob = endpoint({
  method: 'POST',
  path: '/office/jobs/:id_job/cancel',
  auth: 'bearer',
  summary: 'Cancel a job',
  params: z.object({ id_job: idParam }),
  responses: { 200: envelope(job), 400: errorBody, 404: errorBody, ...forbidden },
});

/** The import template's columns, in order; one row is one device of a job, or one job with a device_count. */
export const IMPORT_COLUMNS = [
  'job_ref',
  'scheduled_date',
  'window_start',
  'window_end',
  'installer_email',
  'customer_email',
  'customer_first_name',
  'customer_last_name',
  'address_name',
  'address',
  'postal_code',
  'city',
  'country_code',
  'latitude',
  'longitude',
  'equipment_type',
  'device_number',
  'device_count',
  'notes',
  // Optional, after the first columns so a file of the first template still imports (0022): the equipment
  // as step 4 asks it of a standard tank. Brand and model by name or id, dimensions as `volume=1000;
  // height=120`, liquid by its name in any content language or its id, localisation by id, code or name.
  'brand',
  'model',
  'dimensions',
  'equipment_name',
  'liquid',
  'localisation',
  'monitoring_type',
] as const;
/** The template's columns a file may leave out (appended later: older files lack them). */
export const IMPORT_OPTIONAL_COLUMNS = [
  'brand',
  'model',
  'dimensions',
  'equipment_name',
  'liquid',
  'localisation',
  'monitoring_type',
] as const satisfies readonly (typeof IMPORT_COLUMNS)[number][];
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/**
 * A refused row of an import (400 import_refused, `details.rows`): `row` counts the file's lines of data from 1
 * (the header is row 0); `column` is null for a refusal of the whole row (its column count, a job's rows that
 * disagree).
 */
export const importRefusal = z.object({
  row: z.number().check(z.int(), z.minimum(0)),
  column: z.nullable(z.string()),
  reason: z.string(),
});
export type ImportRefusal = z.infer<typeof importRefusal>;

/** All or nothing: any refused row answers 400 import_refused with every refusal, and nothing is written. */
export const importJobs = endpoint({
  method: 'POST',
  path: '/office/jobs/import',
  auth: 'bearer',
  summary: 'Plan jobs from a CSV file (the template), all or nothing',
  body: z.object({ csv: z.string().check(z.minLength(1), z.maxLength(IMPORT_CSV_MAX_CHARS)) }),
  responses: {
    200: envelope(
      z.object({
        jobs: z.number().check(z.int(), z.positive()),
        devices: z.number().check(z.int(), z.positive()),
      }),
    ),
    400: errorBody,
    413: errorBody,
    ...forbidden,
  },
});

/** The template: the header and one example row (200 is text/csv, not JSON). */
export const importTemplate = endpoint({
  method: 'GET',
  path: '/office/jobs/template.csv',
  auth: 'bearer',
  summary: 'The CSV template of the import',
  responses: { 200: z.unknown(), ...forbidden },
});

const VERIFICATION_STATES = ['unchecked', 'verified', 'flagged'] as const;

const verification = z.object({
  state: z.enum(VERIFICATION_STATES),
  comment: z.nullable(z.string()),
  at: z.nullable(z.string()),
  by: z.nullable(z.object({ id_installer: dbId, name: z.string() })),
});
export type Verification = z.infer<typeof verification>;

/** An installation on the board, with the evidence the office checks before billing. */
const boardInstallation = z.object({
  id_installation: dbId,
  id_job: z.nullable(dbId),
  kind: z.enum(['classic', 'module']),
  /** rules/installation-state.ts at `as_of`. */
  state: z.enum(INSTALLATION_STATES),
  installed_at: z.string(),
  device: z.object({ id_device: dbId, device_number: z.string() }),
  customer: z.nullable(
    z.object({
      id_user: z.nullable(dbId),
      id_client: z.nullable(dbId),
      email: z.nullable(z.string()),
      name: z.nullable(z.string()),
    }),
  ),
  address: z.object({
    id_domicile: dbId,
    address_name: z.string(),
    address: z.string(),
    city: z.nullable(z.string()),
    postal_code: z.nullable(z.string()),
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
  }),
  equipment: z.object({ type_key: z.string(), type_name: z.nullable(z.string()), name: z.string() }),
  /** Paths under the API (GET /office/photos/:id_photo, bearer): the app fetches them with its token. */
  photos: z.array(z.object({ id_photo: dbId, url: z.string() })),
  first_measurement: z.nullable(z.object({ at: z.string(), values: measurement })),
  last_emission_at: z.nullable(z.string()),
  signal_quality: z.nullable(z.number().check(z.int())),
  /** Where the phone was when it was installed, and how far that is from the address (metres). */
  position: z.nullable(
    z.object({ latitude: z.number(), longitude: z.number(), distance_m: z.nullable(z.number()) }),
  ),
  /** A handover report link still valid (its token is never stored, so only its expiry shows). */
  report_link: z.nullable(z.object({ expires_at: z.string() })),
  verification,
});
export type BoardInstallation = z.infer<typeof boardInstallation>;

const boardColumn = z.object({
  installer: officeAccount,
  jobs: z.array(job),
  /** The installations made in the range, with or without a job, newest first. */
  installations: z.array(boardInstallation),
});
export type BoardColumn = z.infer<typeof boardColumn>;

const board = z.object({
  columns: z.array(boardColumn),
  as_of: z.string(),
  silent_after_hours: z.number().check(z.int(), z.positive()),
});
export type Board = z.infer<typeof board>;

/**
 * The board: per account, its jobs scheduled in the range and the installations made in it. Polled every
 * BOARD_POLL_MS with If-None-Match: 304 while nothing changed.
 */
export const officeBoard = endpoint({
  method: 'GET',
  path: '/office/board',
  auth: 'bearer',
  summary: "The board: each account's jobs and installations in the range, with evidence (ETag)",
  query: rangeQuery,
  responses: { 200: envelope(board), 304: z.unknown(), 400: errorBody, ...forbidden },
});

const installationParams = z.object({ id_installation: idParam });

export const verifyInstallation = endpoint({
  method: 'POST',
  path: '/office/installations/:id_installation/verify',
  auth: 'bearer',
  summary: 'Mark an installation verified (ready to bill)',
  params: installationParams,
  responses: { 200: envelope(verification), 400: errorBody, 404: errorBody, ...forbidden },
});

export const flagInstallation = endpoint({
  method: 'POST',
  path: '/office/installations/:id_installation/flag',
  auth: 'bearer',
  summary: 'Flag an installation with a comment the installer sees in My installations',
  params: installationParams,
  body: z.object({ comment: z.string().check(z.trim(), z.minLength(1), z.maxLength(FLAG_COMMENT_MAX)) }),
  responses: { 200: envelope(verification), 400: errorBody, 404: errorBody, ...forbidden },
});

/** A photo of one of the professional's installations (image bytes, not JSON). */
export const officePhoto = endpoint({
  method: 'GET',
  path: '/office/photos/:id_photo',
  auth: 'bearer',
  summary: "A photo of the professional's installations (image bytes)",
  params: z.object({ id_photo: idParam }),
  responses: { 200: z.unknown(), 400: errorBody, 404: errorBody, ...forbidden, 503: errorBody },
});

/** The photo of a job reported not doable (image bytes, not JSON); 404 when it has none. */
export const officeJobPhoto = endpoint({
  method: 'GET',
  path: '/office/jobs/:id_job/photo',
  auth: 'bearer',
  summary: 'The photo of a job reported not doable (image bytes)',
  params: z.object({ id_job: idParam }),
  responses: { 200: z.unknown(), 400: errorBody, 404: errorBody, ...forbidden, 503: errorBody },
});

/** The export's columns, in order: one row per verified installation of the period. */
export const EXPORT_COLUMNS = [
  'id_installation',
  'installed_at',
  'installer_name',
  'installer_email',
  'customer_email',
  'customer_name',
  'address_name',
  'address',
  'postal_code',
  'city',
  'device_number',
  'equipment_type',
  'equipment_name',
  'first_measurement_at',
  'first_measurement_values',
  'signal_quality',
  'report_link_expires_at',
  'verified_at',
  'verified_by',
  'id_job',
] as const;

/**
 * Verified installations made in the range (from and to required), streamed as text/csv (RFC 4180; a cell
 * starting with = + - @ is prefixed with ' so a spreadsheet does not run it).
 */
export const officeExport = endpoint({
  method: 'GET',
  path: '/office/export.csv',
  auth: 'bearer',
  summary: 'Verified installations of the period as CSV (streamed)',
  query: z.object({ from: calendarDay, to: calendarDay }),
  responses: { 200: z.unknown(), 400: errorBody, ...forbidden },
});
