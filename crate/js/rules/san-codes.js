// A list of moves handed over by the rules module as SAN codes (one number
// a move: crate/src/rules/san/text.rs's `code`, up to six characters of
// five bits and the check sign in the top two bits) read back as strings.
// A game's history() makes one string a move; most moves of a database are
// the same few thousand SAN, so each code's string is made once and kept in
// a small table (open addressing on the code), which spares the strings
// and the text to split (2026-12-07: 4.1 → about 1 µs a game of 69 plies).
//
//   sanOfCodes(new Uint32Array([5 | (12 << 5)]))  // ['e4']
//   sanOfCodes(wasmWords(), at / 4 + 1, wasmWords()[at / 4])  // a list the module wrote at `at`

/** The characters of a code, from 1 (crate/src/rules/san/text.rs's CODE_SYMBOLS). */
const SYMBOLS = ' abcdefgh12345678NBRQKx=O-';
const SIGNS = ['', '+', '#'];

const SLOTS = 1 << 14;
/** The table is emptied when this many codes are kept (a database of odd moves cannot grow it). */
const MOST_KEPT = (SLOTS * 3) / 4;
const keys = new Uint32Array(SLOTS);
/** @type {string[]} */
let texts = new Array(SLOTS).fill('');
let kept = 0;

/** The SAN of `code`, made from its bits. */
function sanOfCode(code) {
  let text = '';
  for (let rest = code & 0x3fffffff; rest !== 0; rest >>>= 5) text += SYMBOLS[rest & 31];
  return text + SIGNS[code >>> 30];
}

/**
 * The SAN of each code, in order: `count` codes of `words` from `start`
 * (all of them by default).
 *
 * @param {Uint32Array} words
 * @param {number} [start]
 * @param {number} [count]
 * @returns {string[]}
 */
export function sanOfCodes(words, start = 0, count = words.length - start) {
  const out = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const code = words[start + i];
    let slot = Math.imul(code, 0x9e3779b1) >>> 18;
    for (;;) {
      const key = keys[slot];
      if (key === code) {
        out[i] = texts[slot];
        break;
      }
      if (key === 0) {
        if (kept >= MOST_KEPT) {
          keys.fill(0);
          texts = new Array(SLOTS).fill('');
          kept = 0;
          slot = Math.imul(code, 0x9e3779b1) >>> 18;
        }
        const text = sanOfCode(code);
        keys[slot] = code;
        texts[slot] = text;
        kept += 1;
        out[i] = text;
        break;
      }
      slot = (slot + 1) & (SLOTS - 1);
    }
  }
  return out;
}
