// The opened games, kept in this browser across reloads (IndexedDB): the
// PGN file itself (a Blob, which the browser keeps on disk) and its index
// (GameIndex#toData, typed arrays), as one record, until the user removes it.
import { recordStore } from '../common/idb.js';

const store = recordStore('ferrochess-games', 'database');
const KEY = 'current';

/** Keeps `record` ({ file, name, size, index, … }), replacing the one before. */
export const saveDatabase = (record) => store.put(KEY, record);

/** The record kept, or undefined. */
export const loadDatabase = () => store.get(KEY);

/** Forgets the record kept. */
export const removeDatabase = () => store.remove(KEY);
