import type { Domicile, LookupStatusCode, PrimedCustomers, PrimedDevices } from '@installer/contracts';
import { badRequest } from '../answers/app-error.ts';
import type { Db } from '../db/database.ts';
import type { UserClientStatus } from '../db/tables/customers.table.ts';
import { type DeviceListPosition, listDeviceChecks } from '../repositories/devices.ts';
import { listDomicilesOfUsers } from '../repositories/domiciles.ts';
import { listRecentUserClients } from '../repositories/user-clients.ts';

/** spec §4 Client lookup: the status `GET /user_client` answers for each stored status. */
const LOOKUP_STATUS: Record<UserClientStatus, LookupStatusCode> = {
  complete: 200,
  incomplete: 206,
  taken: 410,
};

/**
 * Rows per page of each list (docs/decisions/0018-big-accounts.md): a page is one index range and a seek
 * or two per row, well under the 50 ms a request may hold SQLite's one thread, measured on a professional
 * with 100,000 installations (npm run bench -- --only scale).
 */
const PRIME_PAGE = { customers: 100, devices: 250 };

/** A page's cursor: how many rows the list held before it, and where the previous page stopped. */
interface Cursor<P> {
  n: number;
  after: P;
}

function encodeCursor<P>(cursor: Cursor<P>): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor<P>(text: string | undefined, valid: (after: unknown) => after is P): Cursor<P> | null {
  if (text === undefined) return null;
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString()) as { n?: unknown; after?: unknown };
    if (typeof cursor.n === 'number' && Number.isInteger(cursor.n) && cursor.n > 0 && valid(cursor.after)) {
      return { n: cursor.n, after: cursor.after };
    }
  } catch {
    // Not one of ours: answered below.
  }
  throw badRequest('bad_request', 'cursor is not a next_cursor of a previous page');
}

/**
 * One page of a capped list: at most `page` rows, never past `max` in all; reads one row more than it
 * returns, which tells whether rows exist beyond it.
 */
async function pageOf<R, P>(
  cursor: Cursor<P> | null,
  sizes: { page: number; max: number },
  read: (limit: number, after: P | null) => Promise<R[]>,
  positionOf: (row: R) => P,
) {
  const before = cursor?.n ?? 0;
  const take = Math.max(0, Math.min(sizes.page, sizes.max - before));
  const found = take === 0 ? [] : await read(take + 1, cursor?.after ?? null);
  const rows = found.slice(0, take);
  const more = found.length > take || (take === 0 && before >= sizes.max);
  const last = rows.at(-1);
  const next = more && last !== undefined && before + rows.length < sizes.max;
  return {
    rows,
    // Rows exist beyond this page: a client reading only the first page keeps its list as capped.
    truncated: more,
    next_cursor: next ? encodeCursor({ n: before + rows.length, after: positionOf(last) }) : null,
  };
}

const isCustomerPosition = (after: unknown): after is { recent_at: string; id_user: number } =>
  typeof after === 'object' &&
  after !== null &&
  typeof (after as { recent_at?: unknown }).recent_at === 'string' &&
  Number.isInteger((after as { id_user?: unknown }).id_user);

const isDevicePosition = (after: unknown): after is DeviceListPosition =>
  typeof after === 'object' &&
  after !== null &&
  typeof (after as { device_number?: unknown }).device_number === 'string' &&
  ['string', 'object'].includes(typeof (after as { installed_at?: unknown }).installed_at);

/**
 * The professional's customers for step 1 without signal: the most recent `max` of them, not all, in pages
 * of `PRIME_PAGE.customers`. A large professional has thousands; a phone primes on a weak signal and an
 * installer's next jobs are for customers recently installed for or recently added. An e-mail missing from
 * a truncated list is not "not found": the app asks the server's look-up when online, and otherwise sends
 * it as typed for the server to check (docs/decisions/0007-offline-installations-checked-on-sending.md).
 */
export async function primeCustomers(
  db: Db,
  idProfessional: number,
  max: number,
  cursorText?: string,
): Promise<PrimedCustomers> {
  const primedAt = new Date().toISOString();
  const page = await pageOf(
    decodeCursor(cursorText, isCustomerPosition),
    { page: PRIME_PAGE.customers, max },
    (limit, after) => listRecentUserClients(db, idProfessional, limit, after),
    (customer) => ({ recent_at: customer.recent_at, id_user: customer.id_user }),
  );
  // A taken e-mail's 410 carries no customer, and no address of theirs: neither does its entry.
  const known = page.rows.filter((c) => c.status !== 'taken').map((c) => c.id_user);
  const domiciles = new Map<number, Domicile[]>(known.map((id) => [id, []]));
  for (const { id_user: owner, ...domicile } of await listDomicilesOfUsers(db, known)) {
    if (owner !== null) domiciles.get(owner)?.push(domicile);
  }
  return {
    customers: page.rows.map((customer) => ({
      email: customer.email,
      lookup_status: LOOKUP_STATUS[customer.status],
      id_user: customer.status === 'taken' ? null : customer.id_user,
      domiciles: (customer.status !== 'taken' && domiciles.get(customer.id_user)) || [],
    })),
    truncated: page.truncated,
    next_cursor: page.next_cursor,
    primed_at: primedAt,
  };
}

/** The professional's devices for step 2 without signal, as the device check answers each (capped, paged). */
export async function primeDevices(
  db: Db,
  idProfessional: number,
  language: string,
  max: number,
  cursorText?: string,
): Promise<PrimedDevices> {
  const primedAt = new Date().toISOString();
  const page = await pageOf(
    decodeCursor(cursorText, isDevicePosition),
    { page: PRIME_PAGE.devices, max },
    (limit, after) => listDeviceChecks(db, idProfessional, language, limit, after),
    (row) => ({ installed_at: row.installed_at, device_number: row.device.device_number }),
  );
  return {
    devices: page.rows.map((row) => row.device),
    truncated: page.truncated,
    next_cursor: page.next_cursor,
    primed_at: primedAt,
  };
}
