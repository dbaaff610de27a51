import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { deviceNumber, envelope, errorBody, idParam } from '../envelope.ts';
import { newDomicile } from '../entities.ts';
import { INSTALLATION_STATES } from '../rules/installation-state.ts';
import { JOB_STATES, JOB_STATUSES } from '../rules/job-state.ts';
import { emailField } from './clients.ts';

const dbId = z.number().check(z.int(), z.positive());

/**
 * spec §3 index_monitoring_type by its meaning: consumption is -1, filling is 1 (the wizard's
 * `monitoring_type` autofill, spec §2, takes the same words).
 */
export const JOB_MONITORING_TYPES = ['consumption', 'filling'] as const;
export type JobMonitoringType = (typeof JOB_MONITORING_TYPES)[number];

/** The most devices one job plans (listed numbers and devices not yet known together). */
export const JOB_DEVICES_MAX = 50;
/** Longest job notes the office may write (and a not-doable note, the installer). */
export const JOB_NOTES_MAX = 2000;
export const NOT_DOABLE_NOTE_MAX = 1000;

const CALENDAR_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A day of the calendar, YYYY-MM-DD, that exists (no 2026-02-30). */
export const calendarDay = z.string().check(
  z.regex(CALENDAR_DAY, 'a day written YYYY-MM-DD'),
  // Runs even when the pattern failed (zod goes on through checks): any text must be a plain false here.
  z.refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  }, 'a day of the calendar'),
);
/** A time of day, HH:MM on 24 hours. */
const timeOfDay = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time written HH:MM'));

const personName = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** Who the job is for: an existing customer of the professional, or a new one made from an e-mail and names. */
const jobCustomerInput = z.union([
  z.object({ id_user: dbId }),
  z.object({ email: emailField, first_name: personName, last_name: personName }),
]);

/** Where: one of the customer's domiciles, or a new address as the wizard makes one (spec §2 Address block). */
const jobAddressInput = z.union([
  z.object({ id_domicile: dbId }),
  z.object({
    /** spec §5: the domicile name is required for a new address. */
    address_name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    new_domicile: newDomicile,
  }),
]);

/** Dimensions by the specification block's field names (entities.ts: volume, height, length, width...). */
const jobDimensions = z.record(
  z.string().check(z.minLength(1), z.maxLength(64)),
  z.number().check(z.positive(), z.maximum(1e9)),
);

const jobEquipment = z.object({
  /** spec §3 Asset type key: an equipment kind (lists/equipment-kinds.ts) or a module key. */
  type_key: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  id_brand_reference: z._default(z.nullable(dbId), null),
  id_model_reference: z._default(z.nullable(dbId), null),
  dimensions: z._default(
    z.nullable(jobDimensions.check(z.refine((d) => Object.keys(d).length <= 20, 'at most 20 dimensions'))),
    null,
  ),
  /**
   * What step 4 asks of a standard tank beside the above (spec §3 Asset and Asset specification), so a phone
   * that never installed does not choose them by hand: the equipment's name, its content (a liquid of the
   * asset type), the localisation type and the monitoring type. Each optional; the installer may change them.
   */
  name: z._default(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))), null),
  id_liquid_type: z._default(z.nullable(dbId), null),
  id_localisation_type: z._default(z.nullable(dbId), null),
  monitoring_type: z._default(z.nullable(z.enum(JOB_MONITORING_TYPES)), null),
});

/** A job as the office writes it (create; an edit adds `version`). */
export const jobInput = z
  .object({
    customer: jobCustomerInput,
    address: jobAddressInput,
    equipment: jobEquipment,
    /** Devices known in advance, by number. */
    device_numbers: z._default(z.array(deviceNumber).check(z.maxLength(JOB_DEVICES_MAX)), []),
    /** Devices not known yet: the installer scans them on site. */
    device_count: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(JOB_DEVICES_MAX)), 0),
    scheduled_date: calendarDay,
    window_start: z._default(z.nullable(timeOfDay), null),
    window_end: z._default(z.nullable(timeOfDay), null),
    notes: z._default(z.string().check(z.trim(), z.maxLength(JOB_NOTES_MAX)), ''),
    /** The account that does it: an installer or office account of the same professional. */
    id_installer: dbId,
  })
  .check(
    z.superRefine((job, ctx) => {
      const total = job.device_numbers.length + job.device_count;
      if (total < 1 || total > JOB_DEVICES_MAX) {
        ctx.addIssue({
          code: 'custom',
          path: ['device_count'],
          message: `between 1 and ${JOB_DEVICES_MAX} devices`,
          input: job.device_count,
        });
      }
      if (new Set(job.device_numbers).size !== job.device_numbers.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['device_numbers'],
          message: 'each device once',
          input: job.device_numbers,
        });
      }
      if ((job.window_start === null) !== (job.window_end === null)) {
        ctx.addIssue({
          code: 'custom',
          path: ['window_end'],
          message: 'both ends or none',
          input: job.window_end,
        });
      } else if (job.window_start !== null && job.window_end !== null && job.window_start >= job.window_end) {
        ctx.addIssue({
          code: 'custom',
          path: ['window_end'],
          message: 'after the start',
          input: job.window_end,
        });
      }
    }),
  );
export type JobInput = z.infer<typeof jobInput>;

/** An edit: the whole job again, with the version it was read at (a stale one answers 409 stale_version). */
export const jobUpdate = z.extend(jobInput, { version: z.number().check(z.int(), z.positive()) });

/** An installation made for a job: the state of its current device (rules/installation-state.ts). */
const jobInstallation = z.object({
  id_installation: dbId,
  installed_at: z.string(),
  state: z.enum(INSTALLATION_STATES),
  last_emission_at: z.nullable(z.string()),
});

const jobDevice = z.object({
  device_number: z.string(),
  /** false: a device the job counted without its number, installed under the job. */
  listed: z.boolean(),
  installation: z.nullable(jobInstallation),
});

export const NOT_DOABLE_REASONS = [
  'customer_absent',
  'no_access',
  'equipment_differs',
  'device_faulty',
  'other',
] as const;
export type NotDoableReason = (typeof NOT_DOABLE_REASONS)[number];

export const job = z.object({
  id_job: dbId,
  /** Optimistic concurrency: sent back with an edit. */
  version: z.number().check(z.int(), z.positive()),
  status: z.enum(JOB_STATUSES),
  /** rules/job-state.ts, derived at `as_of` of the answer. */
  state: z.enum(JOB_STATES),
  scheduled_date: z.string(),
  window_start: z.nullable(z.string()),
  window_end: z.nullable(z.string()),
  notes: z.string(),
  customer: z.object({
    id_user: dbId,
    email: z.string(),
    first_name: z.nullable(z.string()),
    last_name: z.nullable(z.string()),
  }),
  address: z.object({
    id_domicile: dbId,
    address_name: z.string(),
    address: z.string(),
    city: z.nullable(z.string()),
    postal_code: z.nullable(z.string()),
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
  }),
  equipment: z.object({
    type_key: z.string(),
    /** The asset type's name in the request's language; null for a key the professional does not offer. */
    type_name: z.nullable(z.string()),
    id_brand_reference: z.nullable(dbId),
    id_model_reference: z.nullable(dbId),
    dimensions: z.nullable(z.record(z.string(), z.number())),
    name: z.nullable(z.string()),
    id_liquid_type: z.nullable(dbId),
    id_localisation_type: z.nullable(dbId),
    monitoring_type: z.nullable(z.enum(JOB_MONITORING_TYPES)),
  }),
  /** The listed devices, then the devices installed under the job beyond them. */
  devices: z.array(jobDevice),
  /** Devices planned without a number. */
  device_count: z.number().check(z.int(), z.minimum(0)),
  /** Listed devices plus device_count: the installations that complete the job. */
  expected_devices: z.number().check(z.int(), z.positive()),
  installer: z.object({ id_installer: dbId, name: z.string(), email: z.string() }),
  not_doable: z.nullable(
    z.object({
      reason: z.enum(NOT_DOABLE_REASONS),
      note: z.string(),
      at: z.string(),
      /** The installer's photo: a path under the API (GET /office/jobs/:id_job/photo, office accounts). */
      photo_url: z.nullable(z.string()),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Job = z.infer<typeof job>;

/** A list of jobs with the clock and threshold their states were derived with (the phone ages them offline). */
export const jobList = z.object({
  items: z.array(job),
  as_of: z.string(),
  silent_after_hours: z.number().check(z.int(), z.positive()),
});
export type JobList = z.infer<typeof jobList>;

/**
 * My jobs: the signed-in account's jobs from today on, today first, not cancelled, with what the wizard
 * presets itself from. Any role.
 */
export const myJobs = endpoint({
  method: 'GET',
  path: '/jobs/mine',
  auth: 'bearer',
  summary: "The signed-in account's jobs from today on (not cancelled), today first",
  responses: { 200: envelope(jobList), 401: errorBody, 429: errorBody },
});

const notDoableBody = z.object({
  reason: z.enum(NOT_DOABLE_REASONS),
  note: z._default(z.string().check(z.trim(), z.maxLength(NOT_DOABLE_NOTE_MAX)), ''),
  /** A data URL or bare base64 of a JPEG or PNG, checked by its content like an installation photo. */
  photo: z.optional(z.string().check(z.minLength(1), z.maxLength(15_000_000))),
});
export type NotDoableBody = z.infer<typeof notDoableBody>;

/**
 * The installer cannot do the job on site. Only the assigned account (else 404); a cancelled job answers 409
 * job_closed. With an Idempotency-Key (the outbox sends one), the same report twice acts once (DESIGN §3).
 */
export const reportJobNotDoable = endpoint({
  method: 'POST',
  path: '/jobs/:id_job/not_doable',
  auth: 'bearer',
  summary: 'Report a job not doable on site: reason, note, optional photo',
  params: z.object({ id_job: idParam }),
  body: notDoableBody,
  responses: {
    200: envelope(job),
    400: errorBody,
    401: errorBody,
    404: errorBody,
    409: errorBody,
    413: errorBody,
    415: errorBody,
    429: errorBody,
    503: errorBody,
    507: errorBody,
  },
});
