// The trainers' records, kept in this browser across reloads (IndexedDB):
// the puzzles found in your games with each one's rating and review card,
// your puzzle rating and your streak (puzzle-ctrl.js); your mistakes found
// in your games and which you have solved (mistakes-ctrl.js).
import { recordStore } from '../common/idb.js';

const store = recordStore('ferrochess-puzzles', 'trainer');

/** Keeps the puzzle trainer's record ({ puzzles, player, streak, bestStreak }). */
export const savePuzzles = (record) => store.put('current', record);

/** The puzzle trainer's record kept, or undefined. */
export const loadPuzzles = () => store.get('current');

/** Keeps your mistakes ({ items }). */
export const saveMistakes = (record) => store.put('mistakes', record);

/** Your mistakes kept, or undefined. */
export const loadMistakes = () => store.get('mistakes');
