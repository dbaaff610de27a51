import type { JobList, PrimedCustomers, PrimedDevices } from '@installer/contracts';
import { idbDatabase } from '../../lib/idb-database.ts';

/**
 * The professional's customers and devices kept on the phone for steps 1, 2 and 4 without signal
 * (docs/decisions/0012-offline-priming.md). IndexedDB rather than the service worker's cache: they are asked
 * by e-mail and by number, not by URL; they are personal data, written per installer, so that another
 * installer signing in on the same phone never reads them, and removed at sign-out. One record per installer
 * and list (the jobs, written by the priming and by each answer of My jobs, too).
 */
const DB_NAME = 'installer-priming';
const STORE = 'lists';

export interface PrimedLists {
  customers: PrimedCustomers;
  devices: PrimedDevices;
  /** My jobs (decision 0022): the account's jobs from today on, for a day without signal. */
  jobs: JobList;
}
export type ListKind = keyof PrimedLists;

interface ListRecord<K extends ListKind = ListKind> {
  /** `${id_installer}:${kind}` */
  key: string;
  id_installer: number;
  kind: K;
  list: PrimedLists[K];
}

const database = idbDatabase(DB_NAME, 1, (db) => {
  db.createObjectStore(STORE, { keyPath: 'key' });
});

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return database.run(STORE, mode, work);
}

export async function writeList<K extends ListKind>(
  idInstaller: number,
  kind: K,
  list: PrimedLists[K],
): Promise<void> {
  const record: ListRecord<K> = { key: `${idInstaller}:${kind}`, id_installer: idInstaller, kind, list };
  await run('readwrite', (store) => store.put(record));
}

export async function readList<K extends ListKind>(
  idInstaller: number,
  kind: K,
): Promise<PrimedLists[K] | null> {
  const record = (await run('readonly', (store) => store.get(`${idInstaller}:${kind}`))) as
    | ListRecord<K>
    | undefined;
  return record?.id_installer === idInstaller ? record.list : null;
}

/**
 * Every record but those of `keep` (null: all of them), in one transaction: a sign-out interrupted half-way
 * leaves every list or none, never another installer's customers without their devices.
 */
export async function deleteLists(keep: number | null): Promise<void> {
  await run('readwrite', (store) => {
    const cursor = store.openCursor();
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at) return;
      if ((at.value as ListRecord).id_installer !== keep) at.delete();
      at.continue();
    };
    return cursor;
  });
}

/** Tests: a fresh database for each test. */
export function closePrimingDb(): Promise<void> {
  return database.close();
}
