import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { deviceCheck, domicile } from '../entities.ts';
import { envelope, errorBody, idParam } from '../envelope.ts';

/**
 * What the app downloads while online so that a whole installation can be made without signal (steps 1 and
 * 2 answered from these lists, the server checking everything again when the installation arrives). Both
 * lists are capped (PRIME_CUSTOMERS_MAX, PRIME_DEVICES_MAX, README): `truncated` tells the app that a
 * customer or device missing from the list may still exist, so it falls back to the server's look-up when
 * online, and otherwise lets the server decide on sending
 * (docs/decisions/0007-offline-installations-checked-on-sending.md).
 */
const dbId = z.number().check(z.int(), z.positive());
const common = { 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody };

/**
 * Each list comes in pages (docs/decisions/0018-big-accounts.md): the first without `cursor`, each next one
 * with the `next_cursor` of the one before, until `next_cursor` is null. A page's `truncated` says whether
 * customers or devices exist beyond it, so a client that reads only the first page (as before pages) still
 * treats its list as capped; the last page's says whether the whole list is.
 */
const primingPageQuery = z.object({
  /** The next_cursor of the previous page; absent for the first page. Opaque: never build one. */
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, 'a next_cursor of a previous page'))),
});
/** Absent from a server before pages, and from lists a phone stored before them. */
const nextCursor = z.optional(z.nullable(z.string()));

/** spec §4 Client lookup status as step 1 would see it: 200 found, 206 incomplete, 410 e-mail taken. */
const LOOKUP_STATUSES = [200, 206, 410] as const;
export type LookupStatusCode = (typeof LOOKUP_STATUSES)[number];

/**
 * A customer of the professional: what `GET /user_client?email=` answers, with the saved addresses of
 * `GET /user_client/{id_user}/domiciles`. A taken e-mail carries no customer (`id_user` null, no domiciles),
 * as step 1's 410 carries none.
 */
const primedCustomer = z.object({
  email: z.string(),
  lookup_status: z.union(LOOKUP_STATUSES.map((s) => z.literal(s))),
  id_user: z.nullable(dbId),
  domiciles: z.array(domicile),
});
export type PrimedCustomer = z.infer<typeof primedCustomer>;

const primedCustomers = z.object({
  /** Most recently active first: the latest installation for them, else when they became a customer. */
  customers: z.array(primedCustomer),
  /** More customers exist than the list holds up to this page. */
  truncated: z.boolean(),
  /** The cursor of the next page, or null on the last one. */
  next_cursor: nextCursor,
  /** The server's time of the answer: the list is as known then. */
  primed_at: z.string(),
});
export type PrimedCustomers = z.infer<typeof primedCustomers>;

export const professionalCustomers = endpoint({
  method: 'GET',
  path: '/professional/:id_professional/user_clients',
  auth: 'bearer',
  summary:
    "The professional's customers with their step-1 status and saved addresses (offline priming, capped)",
  params: z.object({ id_professional: idParam }),
  query: primingPageQuery,
  responses: { 200: envelope(primedCustomers), ...common },
});

/**
 * A device of the professional: what `GET /device/{device_number}/is_installable` answers (texts in the
 * request's Accept-Language), and whether it is installed, with the installation to edit when it is.
 */
const primedDevice = z.extend(deviceCheck, {
  is_installed: z.boolean(),
  id_installation: z.nullable(dbId),
});
export type PrimedDevice = z.infer<typeof primedDevice>;

const primedDevices = z.object({
  /** Devices not installed yet first (by number), then installed ones, most recently installed first. */
  devices: z.array(primedDevice),
  /** More devices exist than the list holds up to this page. */
  truncated: z.boolean(),
  /** The cursor of the next page, or null on the last one. */
  next_cursor: nextCursor,
  primed_at: z.string(),
});
export type PrimedDevices = z.infer<typeof primedDevices>;

export const professionalDevices = endpoint({
  method: 'GET',
  path: '/professional/:id_professional/devices',
  auth: 'bearer',
  summary: "The professional's devices as the device check answers them (offline priming, capped)",
  params: z.object({ id_professional: idParam }),
  query: primingPageQuery,
  responses: { 200: envelope(primedDevices), ...common },
});
