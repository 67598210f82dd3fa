// A move in words for a screen reader, and the players' names and the
// game's title as a PGN's headers give them. Pure text; no DOM, no rules.
//
//   sanInWords('Nxe5+');   // 'knight takes e5, check'
//   moveNumberLabel({ turn: 'b', moveNumber: 1 }); // '1.'

const PIECES = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' };

/** SAN read aloud: 'Nxe5+' → 'knight takes e5, check'; 'O-O' → 'castles short'; 'e8=Q#' → 'e8 promotes to queen, checkmate'. */
export function sanInWords(san) {
  const sign = san.endsWith('#') ? ', checkmate' : san.endsWith('+') ? ', check' : '';
  const core = san.replace(/[+#!?]+$/, '');
  if (core === 'O-O' || core === '0-0') return `castles short${sign}`;
  if (core === 'O-O-O' || core === '0-0-0') return `castles long${sign}`;
  const match = /^([KQRBN])?([a-h]?[1-8]?)(x?)([a-h][1-8])(?:=?([QRBN]))?$/.exec(core);
  if (!match) return san;
  const [, piece, from, takes, to, promotion] = match;
  const words = [];
  if (piece) words.push(PIECES[piece]);
  if (from) words.push(from);
  if (takes) words.push('takes');
  words.push(to);
  if (promotion) words.push(`promotes to ${PIECES[promotion]}`);
  return words.join(' ') + sign;
}

/** The move number a node's move carries ('12.' for White's, '12…' for Black's), from the position after it. */
export function moveNumberLabel(node) {
  return node.turn === 'b' ? `${node.moveNumber}.` : `${node.moveNumber - 1}…`;
}

/** A side's name with its title and rating as the headers give them: 'GM Kasparov, Garry (2795)'. */
export function playerName(headers, side) {
  const key = side === 'w' ? 'White' : 'Black';
  const name = headers[key] && headers[key] !== '?' ? headers[key] : side === 'w' ? 'White' : 'Black';
  const title = headers[`${key}Title`];
  const elo = headers[`${key}Elo`];
  return `${title && title !== '-' ? `${title} ` : ''}${name}${elo && elo !== '?' && elo !== '-' ? ` (${elo})` : ''}`;
}

/** A game in one line for the game picker: 'Kasparov, Garry – Deep Blue, 1-0 · Philadelphia 1996.02.10'. */
export function gameTitle(headers, index) {
  const named = (key) => (headers[key] && headers[key] !== '?' ? headers[key] : '?');
  const result = headers.Result && headers.Result !== '*' ? `, ${headers.Result}` : '';
  const where = [headers.Event, headers.Site, headers.Date]
    .filter((value) => value && !/^[?.]*$/.test(value) && value !== '?').slice(0, 2).join(' ');
  return `${index + 1}. ${named('White')} – ${named('Black')}${result}${where ? ` · ${where}` : ''}`;
}

/** A clock in seconds as a clock shows it: '1:02:03', '3:00', '0:09.5' under ten seconds. */
export function clockText(seconds) {
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const tenths = seconds < 10 && seconds % 1 !== 0 ? `.${Math.floor((seconds % 1) * 10)}` : '';
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}${tenths}`;
}

/** An evaluation from a comment ({ cp } or { mate }, White's view) as text: '+0.18', '−1.50', '#3', '#−2'. */
export function evalText(score) {
  if (typeof score?.mate === 'number') return score.mate >= 0 ? `#${score.mate}` : `#−${-score.mate}`;
  if (typeof score?.cp !== 'number') return '';
  const pawns = score.cp / 100;
  return pawns >= 0 ? `+${pawns.toFixed(2)}` : `−${(-pawns).toFixed(2)}`;
}
