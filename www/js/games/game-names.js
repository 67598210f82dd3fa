// A game's name where the trainers say where a position comes from: its
// players and its date as far as it is known, or "A game on this page" and
// today's date for a game played here without names.
//
//   gameName({ white: 'Legal', black: 'Saint Brie', date: '1750.??.??' }); // 'Legal – Saint Brie, 1750'

/** The name of a game with players `white` and `black` (tags or a GameIndex entry's) on PGN date `date`. */
export function gameName({ white, black, date }) {
  const named = (name) => (name && name !== '?' ? name : null);
  const anonymous = !named(white) && !named(black);
  const players = anonymous ? 'A game on this page' : `${named(white) ?? '?'} – ${named(black) ?? '?'}`;
  // The date as far as it is known (2026-12-05, 2026-12, 2026).
  const known = /^\d{4}/.test(date ?? '') ? date.replaceAll('.', '-').replace(/-\?.*$/, '') : null;
  return `${players}, ${known ?? (anonymous ? new Date().toISOString().slice(0, 10) : 'no date')}`;
}
