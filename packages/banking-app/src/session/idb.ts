// The app's small IndexedDB store ("sadu-bank" / "keys"): the token key, the last refresh's
// hand-over and the refresh lease (see storage.ts and tabLock.ts). IndexedDB, unlike
// localStorage, is consistent across tabs: a transaction that completed in one tab is seen by
// every transaction another tab starts afterwards, and read-write transactions on the store run
// one at a time.

const DB_NAME = 'sadu-bank';
const STORE = 'keys';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

function openDb(): Promise<IDBDatabase> {
  const req = indexedDB.open(DB_NAME, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(STORE);
  return request(req);
}

async function withDb<T>(work: (db: IDBDatabase) => Promise<T>): Promise<T> {
  const db = await openDb();
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

export function idbGet<T>(key: string): Promise<T | undefined> {
  return withDb(
    (db) =>
      request(db.transaction(STORE, 'readonly').objectStore(STORE).get(key)) as Promise<
        T | undefined
      >,
  );
}

/** Adds `value` unless the key exists; resolves false when it did (the first writer wins). */
export function idbAdd(key: string, value: unknown): Promise<boolean> {
  return withDb(async (db) => {
    try {
      const tx = db.transaction(STORE, 'readwrite');
      tx.objectStore(STORE).add(value, key);
      await done(tx);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Reads and writes one key in a single read-write transaction, so no other tab runs in between:
 * `change` gets the stored value and answers the new one, `undefined` to leave it, or `null` to
 * delete it. Resolves once the transaction has completed, with what `change` answered.
 */
export function idbUpdate<T>(
  key: string,
  change: (current: T | undefined) => T | null | undefined,
): Promise<T | null | undefined> {
  return withDb(async (db) => {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const next = change((await request(store.get(key))) as T | undefined);
    if (next === null) store.delete(key);
    else if (next !== undefined) store.put(next, key);
    await done(tx);
    return next;
  });
}
