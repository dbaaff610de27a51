/**
 * One IndexedDB database of the app (the outbox, the primed lists): opened once and shared, opened again after
 * another tab upgraded it, and each call one transaction that resolves on commit, not on the request's
 * success, so that a crash after it cannot lose the write.
 */
export interface IdbDatabase {
  run<T>(
    storeName: string,
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T>;
  /** Tests: closes it, so the next call opens a fresh one. */
  close(): Promise<void>;
}

export function idbDatabase(name: string, version: number, upgrade: (db: IDBDatabase) => void): IdbDatabase {
  let opening: Promise<IDBDatabase> | null = null;

  function open(): Promise<IDBDatabase> {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, version);
      request.onupgradeneeded = () => upgrade(request.result);
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

  return {
    run: (storeName, mode, work) =>
      open().then(
        (db) =>
          new Promise((resolve, reject) => {
            const transaction = db.transaction(storeName, mode);
            const request = work(transaction.objectStore(storeName));
            transaction.oncomplete = () => resolve(request.result);
            transaction.onerror = () => reject(transaction.error ?? request.error);
            transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
          }),
      ),
    async close() {
      if (opening) (await opening.catch(() => null))?.close();
      opening = null;
    },
  };
}
