import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { installationText } from '../entities.ts';
import { envelope, errorBody } from '../envelope.ts';
import { INSTALLATION_STATES } from '../rules/installation-state.ts';

const dbId = z.number().check(z.int(), z.positive());

/** Rows of one page: enough for a phone screen and a scroll or two, small enough to answer fast. */
const INSTALLATION_PAGE_MAX = 50;

const installationListQuery = z.object({
  /** Device number, customer e-mail or name, address: any part, case-insensitive. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** The next_cursor of the previous page; absent for the first page. Opaque: never build one. */
  cursor: z.optional(
    z.string().check(
      z.regex(/^[1-9]\d{0,9}$/, 'a next_cursor of a previous page'),
      z.refine((value) => Number(value) <= 2_147_483_647, 'a next_cursor of a previous page'),
    ),
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(INSTALLATION_PAGE_MAX)), 20),
});

/** The current device of an installation: what the result screen's route needs (spec §2 /result). */
const installedDevice = z.object({
  id_device: dbId,
  device_number: z.string(),
  id_professional: dbId,
  id_device_referential: dbId,
  referential_name: z.string(),
  value_type_device: z.nullable(z.string()),
  url_device_detail: z.string(),
  installation: installationText,
  /** When this device was installed: the installation's creation, or the swap that brought it. */
  installed_at: z.string(),
});

/** Who the installation is for: a customer (id_user, e-mail), a client company (id_client), or null. */
const installationCustomer = z.object({
  id_user: z.nullable(dbId),
  id_client: z.nullable(dbId),
  email: z.nullable(z.string()),
  name: z.nullable(z.string()),
});

/**
 * Where the server's geocoding of an address made offline stands (docs/decisions/0014-address-completed-
 * later.md): `pending` while its geocoder has not answered (the address is what the installer gave: the
 * position, or the text as typed), `not_precise` or `not_found` when the answer fails the spec §5 place
 * validity rule: an address to correct (PUT /installation/:id_installation/address).
 */
const GEOCODING_STATES = ['pending', 'not_precise', 'not_found'] as const;
export type GeocodingState = (typeof GEOCODING_STATES)[number];

/** A geocoding that needs the installer: the address is to correct. */
export const isAddressToCorrect = (geocoding: GeocodingState | null): boolean =>
  geocoding === 'not_precise' || geocoding === 'not_found';

export const installationAddress = z.object({
  id_domicile: dbId,
  address_name: z.string(),
  address: z.string(),
  city: z.nullable(z.string()),
  postal_code: z.nullable(z.string()),
  /** null: the address is complete. Absent from lists a phone kept before it existed: null. */
  geocoding: z._default(z.nullable(z.enum(GEOCODING_STATES)), null),
});
export type InstallationAddress = z.infer<typeof installationAddress>;

export const installationListItem = z.object({
  id_installation: dbId,
  created_at: z.string(),
  kind: z.enum(['classic', 'module']),
  /** rules/installation-state.ts, derived at `as_of` of the page. */
  state: z.enum(INSTALLATION_STATES),
  /** The last measurement of the current device since it was installed. */
  last_emission_at: z.nullable(z.string()),
  signal_quality: z.nullable(z.number().check(z.int())),
  device: installedDevice,
  /** The module of a module asset: the result screen shows its metrics (spec §2). */
  id_module: z.nullable(dbId),
  /** null: installed on the professional's own account (spec §1 without user). */
  customer: z.nullable(installationCustomer),
  address: installationAddress,
  equipment: z.object({
    id_asset: dbId,
    /** spec §3 Asset type key (cuve, silo, generic, a module key). */
    type_key: z.string(),
    /** The asset type's name in the request's language. */
    type_name: z.nullable(z.string()),
    name: z.string(),
  }),
  /**
   * The office's check (api/office.ts): a flagged installation carries the comment saying what to correct.
   * Absent from lists a phone kept before it existed: null.
   */
  review: z._default(
    z.nullable(
      z.object({ state: z.enum(['verified', 'flagged']), comment: z.nullable(z.string()), at: z.string() }),
    ),
    null,
  ),
});
export type InstallationListItem = z.infer<typeof installationListItem>;

const installationPage = z.object({
  items: z.array(installationListItem),
  /** Pass as `cursor` for the next page; null on the last page. */
  next_cursor: z.nullable(z.string()),
  /** The server's SILENT_AFTER_HOURS, so the app can age the states of its cached rows offline. */
  silent_after_hours: z.number().check(z.int(), z.positive()),
  /** The server's clock when the states were derived. */
  as_of: z.string(),
});
export type InstallationPage = z.infer<typeof installationPage>;

/** My installations: the signed-in installer's own installations, newest first. */
export const myInstallations = endpoint({
  method: 'GET',
  path: '/installations',
  auth: 'bearer',
  summary: "The signed-in installer's installations, newest first, with their state (paginated, searchable)",
  query: installationListQuery,
  responses: { 200: envelope(installationPage), 400: errorBody, 401: errorBody, 429: errorBody },
});
