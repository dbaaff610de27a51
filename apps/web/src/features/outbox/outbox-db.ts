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

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 2);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE))
        db.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      if (!db.objectStoreNames.contains(SESSION_STORE)) db.createObjectStore(SESSION_STORE);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading the schema: let it, and open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB unavailable'));
    };
  });
  return opening;
}

function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
  storeName = STORE,
): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(storeName, mode);
        const request = work(transaction.objectStore(storeName));
        // Resolved on commit, not on the request's success: a crash after it cannot lose the write.
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? request.error);
        transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
      }),
  );
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
export async function closeOutboxDb(): Promise<void> {
  if (opening) (await opening).close();
  opening = null;
}
