// The opened games, kept in this browser across reloads (IndexedDB): the
// PGN file itself (a Blob, which the browser keeps on disk) and its index
// (GameIndex#toData, typed arrays), as one record, until the user removes it.
const NAME = 'ferrochess-games';
const STORE = 'database';
const KEY = 'current';

function openStore() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('the games store is open in an older version of this page'));
  });
}

async function transaction(mode, work) {
  const db = await openStore();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request?.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('the games store refused the change'));
    });
  } finally {
    db.close();
  }
}

/** Keeps `record` ({ file, name, size, index, … }), replacing the one before. */
export function saveDatabase(record) {
  return transaction('readwrite', (store) => store.put(record, KEY));
}

/** The record kept, or undefined. */
export function loadDatabase() {
  return transaction('readonly', (store) => store.get(KEY));
}

/** Forgets the record kept. */
export function removeDatabase() {
  return transaction('readwrite', (store) => store.delete(KEY));
}
