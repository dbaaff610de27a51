import { idbDatabase } from '../../lib/idb-database.ts';
import type { OutboxItem } from './outbox-item.ts';

/**
 * docs/decisions/0002-outbox.md: the outbox lives in IndexedDB, which survives the app being closed and the phone restarting
 * (localStorage would too, but a photo of a few hundred KB in it risks the 5 MB quota). One object store,
 * keyed by an auto-incremented `seq`: the order the installer made things in is the order they are sent.
 */
const DB_NAME = 'installer-outbox';
const STORE = 'items';
/** Version 2: the session the service worker sends with when no window of the app is open. */
const SESSION_STORE = 'session';
const SESSION_KEY = 'current';

/**
 * What the service worker needs to send the outbox by itself (it cannot read localStorage): the bearer
 * token, whose items it may send, until when, and the language the installer uses (the invitation mail is
 * written in the request's language). The same token the page keeps in localStorage, for as long.
 */
export interface SessionMirror {
  token: string;
  id_installer: number;
  expires_at: string;
  accept_language: string;
}

const database = idbDatabase(DB_NAME, 2, (db) => {
  if (!db.objectStoreNames.contains(STORE))
    db.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
  if (!db.objectStoreNames.contains(SESSION_STORE)) db.createObjectStore(SESSION_STORE);
});

function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
  storeName = STORE,
): Promise<T> {
  return database.run(storeName, mode, work);
}

/** Stores a new item and answers it with its `seq`. */
export async function addItem(item: Omit<OutboxItem, 'seq'>): Promise<OutboxItem> {
  const seq = await run('readwrite', (store) => store.add(item));
  return { ...item, seq: Number(seq) };
}

export function putItem(item: OutboxItem): Promise<IDBValidKey> {
  return run('readwrite', (store) => store.put(item));
}

export function deleteItem(seq: number): Promise<undefined> {
  return run('readwrite', (store) => store.delete(seq));
}

/** Every item, oldest first (the key order). */
export function allItems(): Promise<OutboxItem[]> {
  return run('readonly', (store) => store.getAll() as IDBRequest<OutboxItem[]>);
}

/** Writes (or, with null, deletes) the session the service worker sends with. */
export async function writeSessionMirror(session: SessionMirror | null): Promise<void> {
  await run<unknown>(
    'readwrite',
    (store) => (session ? store.put(session, SESSION_KEY) : store.delete(SESSION_KEY)) as IDBRequest<unknown>,
    SESSION_STORE,
  );
}

export async function readSessionMirror(): Promise<SessionMirror | null> {
  const stored = await run(
    'readonly',
    (store) => store.get(SESSION_KEY) as IDBRequest<unknown>,
    SESSION_STORE,
  );
  return (stored as SessionMirror | undefined) ?? null;
}

/** Tests: a fresh database for each test. */
export function closeOutboxDb(): Promise<void> {
  return database.close();
}
