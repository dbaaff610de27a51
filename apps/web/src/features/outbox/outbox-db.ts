import type { OutboxItem } from './outbox-item.ts';

/**
 * Issue 6: the outbox lives in IndexedDB, which survives the app being closed and the phone restarting
 * (localStorage would too, but a photo of a few hundred KB in it risks the 5 MB quota). One object store,
 * keyed by an auto-incremented `seq`: the order the installer made things in is the order they are sent.
 */
const DB_NAME = 'installer-outbox';
const STORE = 'items';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
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

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
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

/** Tests: a fresh database for each test. */
export async function closeOutboxDb(): Promise<void> {
  if (opening) (await opening).close();
  opening = null;
}
