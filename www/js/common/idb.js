// One record kept in this browser across reloads (IndexedDB): a database of
// one object store, its values under fixed keys. The opened games
// (games-store.js) and the puzzles (puzzle-store.js) each keep one.
//
//   const store = recordStore('ferrochess-games', 'database');
//   await store.put('current', record);
//   const again = await store.get('current');

/** The object store `store` of database `name`: get, put and remove a value by key. */
export function recordStore(name, store) {
  function open() {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error(`the store ${name} is open in an older version of this page`));
    });
  }

  async function transaction(mode, work) {
    const db = await open();
    try {
      return await new Promise((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const request = work(tx.objectStore(store));
        tx.oncomplete = () => resolve(request?.result);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error ?? new Error(`the store ${name} refused the change`));
      });
    } finally {
      db.close();
    }
  }

  return {
    /** The value kept under `key`, or undefined. */
    get: (key) => transaction('readonly', (objects) => objects.get(key)),
    /** Keeps `value` under `key`, replacing the one before. */
    put: (key, value) => transaction('readwrite', (objects) => objects.put(value, key)),
    /** Forgets the value under `key`. */
    remove: (key) => transaction('readwrite', (objects) => objects.delete(key)),
  };
}
