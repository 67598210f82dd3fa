// The puzzle trainer's record, kept in this browser across reloads
// (IndexedDB): the puzzles found in your games with each one's rating and
// review card, your puzzle rating and your streak (puzzle-ctrl.js).
import { recordStore } from './idb.js';

const store = recordStore('ferrochess-puzzles', 'trainer');
const KEY = 'current';

/** Keeps the trainer's record ({ puzzles, player, streak, bestStreak }). */
export const savePuzzles = (record) => store.put(KEY, record);

/** The record kept, or undefined. */
export const loadPuzzles = () => store.get(KEY);
