import * as z from 'zod/mini';
import { PATH_NAME_MAX_LENGTH, PATH_NAME_MESSAGE, PATH_NAME_PATTERN } from './rules/path-name.ts';

/** DESIGN §3: every success body is `{ data: ... }`. */
export const envelope = /* @__NO_SIDE_EFFECTS__ */ <T extends z.core.$ZodType>(data: T) => z.object({ data });

/** DESIGN §3: every error body. `code` is snake_case and, where the spec names one, its message key. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The error codes the server answers with; the app maps them to the spec §8 messages. */
const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'invalid_credentials',
  'not_found',
  'client_not_found',
  'email_taken',
  'device_not_found',
  'device_cant_be_install',
  /**
   * 409: the device already has an installation; `details.id_installation` names it when it is the caller's
   * professional's, so the app can offer to edit it (PUT /installation/:id_installation).
   */
  'device_already_installed',
  'device_series_number_not_found',
  'invalid_product',
  'unsupported_media_type',
  'payload_too_large',
  'conflict',
  /** DESIGN §3 Idempotency-Key: a request with the same key is still at work; Retry-After says when to come back. */
  'idempotency_in_progress',
  'rate_limited',
  /**
   * 429: the recipient of an invitation has received as many as one address may in a period, from any
   * sender; Retry-After (and `details.retry_after_seconds`) says when another may go.
   */
  'invitation_limit_reached',
  /** The customer's personal space (docs/decisions/0021-customer-space.md): an unknown invitation link (404), */
  'invitation_not_found',
  /** 410: a link already followed to the end (one-time), */
  'invitation_used',
  /** 410: a link older than CUSTOMER_INVITATION_TTL_DAYS, */
  'invitation_expired',
  /** 409: an invitation of an account that already has its password: the page offers sign-in. */
  'already_registered',
  'external_config_failed',
  'mail_failed',
  /** spec §8 Address and form: the geocoding proxy's upstream failed (DESIGN §2). */
  'error_geocode',
  /**
   * spec §8 "Address not precise enough" (422): an address the server geocoded when an installation made
   * offline arrived fails the spec §5 place validity rule, or is unknown to the geocoder.
   */
  'error_localisation_precision',
  /** A device already holds the most photos the server keeps for one device (PHOTO_MAX_PER_DEVICE). */
  'photo_limit_reached',
  /** The photo store has no space left (507): nothing was stored, the same photo can be sent later. */
  'storage_full',
  /** The photo store cannot be written right now (503): nothing was stored, send it again later. */
  'storage_unavailable',
  /**
   * A shared service the server needs to answer safely is unreachable (503, Retry-After): with several
   * instances, a sign-in is refused while the shared attempt counters cannot be read.
   */
  'service_unavailable',
  /** 403: an office call (api/office.ts) with the token of an account that is not the office's. */
  'office_only',
  /** 400: a CSV import with refused rows (`details.rows`); nothing was written. */
  'import_refused',
  /** 409: a job edited since the version the edit was based on: read it again. */
  'stale_version',
  /** 409: a cancelled job (or, for an edit, one no longer planned) cannot take this change. */
  'job_closed',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The largest id a database column of ours holds (PostgreSQL `integer`). */
const ID_MAX = 2_147_483_647;
/** Digits only, no leading zero, no sign, no fraction or exponent, at most the ten digits of ID_MAX. */
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * A database id in a path: a positive 32-bit integer written the one way the app writes it. `1.0`, `1e0`,
 * `+1`, `01`, `0x10` or ` 1` name no resource of ours: a number coercion would take them as 1 or 16, so
 * two spellings would reach one resource and a cache or a log would see two. Every route's id param uses
 * this rule; anything else is a 400 naming the param.
 */
export const idParam = z.pipe(
  z.string().check(
    z.regex(CANONICAL_ID, 'a positive integer written with digits only, without a leading zero'),
    z.refine((text) => Number(text) <= ID_MAX, `at most ${ID_MAX}`),
  ),
  z.transform((text) => Number(text)),
);
/** A device number or serial in a path: a path name once trimmed (rules/path-name.ts `deviceNumberOf`). */
export const deviceNumber = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(PATH_NAME_MAX_LENGTH),
    z.regex(PATH_NAME_PATTERN, PATH_NAME_MESSAGE),
  );
