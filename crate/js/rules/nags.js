// How a NAG (a PGN Numeric Annotation Glyph, $1 to $255) is shown: the
// symbols annotators print beside a move, for the NAGs that have one (the
// standard's list: move assessments, positional assessments, and the
// commonest of the rest), each in a character that common fonts draw ('+='
// for White's slight edge, where U+2A72 is missing from most); its meaning in
// words for a reader or a tooltip.
//
//   nagGlyph(1);   // '!'
//   nagGlyph(14);  // '+='
//   nagName(14);   // 'White is slightly better'

/** Each NAG with a symbol: [symbol, meaning]. */
const NAGS = new Map([
  [1, ['!', 'good move']],
  [2, ['?', 'mistake']],
  [3, ['!!', 'brilliant move']],
  [4, ['??', 'blunder']],
  [5, ['!?', 'interesting move']],
  [6, ['?!', 'dubious move']],
  [7, ['□', 'only move']],
  [10, ['=', 'equal position']],
  [11, ['=', 'equal chances, quiet position']],
  [12, ['=', 'equal chances, active position']],
  [13, ['∞', 'unclear position']],
  [14, ['+=', 'White is slightly better']],
  [15, ['=+', 'Black is slightly better']],
  [16, ['±', 'White is better']],
  [17, ['∓', 'Black is better']],
  [18, ['+−', 'White is winning']],
  [19, ['−+', 'Black is winning']],
  [22, ['⊙', 'White is in zugzwang']],
  [23, ['⊙', 'Black is in zugzwang']],
  [32, ['↻', 'White has a lead in development']],
  [33, ['↻', 'Black has a lead in development']],
  [36, ['↑', 'White has the initiative']],
  [37, ['↑', 'Black has the initiative']],
  [40, ['→', 'White has the attack']],
  [41, ['→', 'Black has the attack']],
  [44, ['=∞', 'White has compensation for the material']],
  [45, ['=∞', 'Black has compensation for the material']],
  [132, ['⇆', 'White has counterplay']],
  [133, ['⇆', 'Black has counterplay']],
  [138, ['⊕', 'White is in time trouble']],
  [139, ['⊕', 'Black is in time trouble']],
  [140, ['∆', 'with the idea']],
  [146, ['N', 'novelty']],
]);

/** The symbol NAG `nag` is printed as ('!', '+=', '+−'), or undefined for one with none. */
export function nagGlyph(nag) {
  return NAGS.get(nag)?.[0];
}

/** What NAG `nag` means, in words ('White is slightly better'), or undefined for one with no symbol. */
export function nagName(nag) {
  return NAGS.get(nag)?.[1];
}
