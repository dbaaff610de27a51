import { type Domicile, normalizeEmail, type PrimedCustomer, type PrimedDevice } from '@installer/contracts';
import { liveSession } from '../../lib/session.ts';
import { type ListKind, type PrimedLists, readList, writeList } from './priming-db.ts';

/**
 * What the phone knows without signal, from the lists primed for the signed-in installer
 * (docs/decisions/0012-offline-priming.md). Read from IndexedDB once per list and kept in memory until the
 * next priming writes it again.
 */
const memory = new Map<string, Promise<PrimedLists[ListKind] | null>>();

function list<K extends ListKind>(kind: K): Promise<PrimedLists[K] | null> {
  const installer = liveSession()?.installer.id_installer;
  if (installer === undefined) return Promise.resolve(null);
  const key = `${installer}:${kind}`;
  let read = memory.get(key);
  if (!read) {
    read = readList(installer, kind).catch(() => null);
    memory.set(key, read);
  }
  return read as Promise<PrimedLists[K] | null>;
}

/** A new priming (or a sign-out) changed the lists: the next read goes to IndexedDB again. */
export function forgetPrimedMemory(): void {
  memory.clear();
}

/**
 * The answer of a primed list for one e-mail or number: the entry as known when primed (`primed_at`); or
 * none in the list, which proves nothing when the list is `truncated` (capped, the server has more); or no
 * list on this phone at all.
 */
export type PrimedAnswer<T> =
  | { kind: 'found'; entry: T; primed_at: string }
  | { kind: 'absent'; truncated: boolean; primed_at: string }
  | { kind: 'no-list' };

/** spec §4 Client lookup, as the phone's list of the professional's customers answers it. */
export async function findPrimedCustomer(email: string): Promise<PrimedAnswer<PrimedCustomer>> {
  const customers = await list('customers');
  if (!customers) return { kind: 'no-list' };
  const wanted = normalizeEmail(email).toLowerCase();
  const entry = customers.customers.find((each) => normalizeEmail(each.email).toLowerCase() === wanted);
  return entry
    ? { kind: 'found', entry, primed_at: customers.primed_at }
    : { kind: 'absent', truncated: customers.truncated, primed_at: customers.primed_at };
}

/** spec §7 device check, as the phone's list of the professional's devices answers it. */
export async function findPrimedDevice(deviceNumber: string): Promise<PrimedAnswer<PrimedDevice>> {
  const devices = await list('devices');
  if (!devices) return { kind: 'no-list' };
  const entry = devices.devices.find((each) => each.device_number === deviceNumber);
  return entry
    ? { kind: 'found', entry, primed_at: devices.primed_at }
    : { kind: 'absent', truncated: devices.truncated, primed_at: devices.primed_at };
}

/** A customer's saved addresses (spec §2 Address block mode 1) as primed; null when not on the phone. */
export async function primedDomiciles(idUser: number): Promise<Domicile[] | null> {
  const customers = await list('customers');
  return customers?.customers.find((each) => each.id_user === idUser)?.domiciles ?? null;
}

/** My jobs as last kept on the phone (priming or My jobs' last answer); null when none. */
export function primedJobs(): Promise<PrimedLists['jobs'] | null> {
  return list('jobs');
}

/** My jobs answered by the server: kept for the next time without signal. */
export async function keepJobs(idInstaller: number, jobs: PrimedLists['jobs']): Promise<void> {
  await writeList(idInstaller, 'jobs', jobs);
  memory.delete(`${idInstaller}:jobs`);
}
