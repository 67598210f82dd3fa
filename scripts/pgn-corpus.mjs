// A PGN file of generated games in the forms real files take: lichess
// exports (clock and eval comments, `1...` after a comment, suffixes and
// short analysis variations), plus the oddities other tools write (CR LF
// and CR line ends, no headers, headers and moves on one line, `;` and `%`
// lines, NAGs, null moves, a missing result, header blocks with no moves).
// The same seed gives the same file. Used by the differential test against
// python-chess and by the bench.
//
//   node scripts/pgn-corpus.mjs 100000 7 > /tmp/games.pgn
import { fileURLToPath } from 'node:url';
import { Chess } from '../crate/js/index.js';
import { random } from '../tests/node/random.mjs';

/** A comment that line wrapping keeps whole (lichess never breaks a command). */
const unbroken = (text) => text.replaceAll(' ', '\u0000');

const SUFFIXES = ['!', '?', '!!', '??', '!?', '?!'];
const pad2 = (n) => String(n).padStart(2, '0');
const clock = (seconds) => `${Math.floor(seconds / 3600)}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}`;

/** One game's PGN text; `style` picks the oddities. */
function gameText(rand, index, style) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const chess = new Chess();
  const plies = 20 + Math.floor(rand() * 100);
  let remaining = [180, 180];
  const parts = [];
  let needNumber = true;
  for (let ply = 0; ply < plies && !chess.isGameOver(); ply += 1) {
    const white = chess.turn() === 'w';
    const moves = chess.moves();
    const san = style.nullMoves && ply > 4 && rand() < 0.02 && !chess.inCheck() ? '--' : pick(moves);
    const number = chess.moveNumber();
    const before = chess.fen();
    chess.move(san);
    if (white) parts.push(`${number}.`);
    else if (needNumber) parts.push(`${number}...`);
    let written = san;
    if (san !== '--' && rand() < 0.06) written += pick(SUFFIXES);
    parts.push(written);
    if (style.nags && rand() < 0.05) parts.push(`$${10 + Math.floor(rand() * 10)}`);
    needNumber = false;
    const side = white ? 0 : 1;
    remaining[side] = Math.max(0, remaining[side] - Math.floor(rand() * 12) + 2);
    if (style.lichess) {
      const score = rand() < 0.03 ? `#${rand() < 0.5 ? '-' : ''}${1 + Math.floor(rand() * 9)}` : (rand() * 6 - 3).toFixed(2);
      parts.push(unbroken(`{ [%eval ${score}] [%clk ${clock(remaining[side])}] }`));
      needNumber = true;
    } else if (rand() < 0.08) {
      parts.push(`{${pick(['a fine move', 'White pushes on', 'the critical line', 'an inaccuracy\nsays the engine'])}}`);
      needNumber = true;
    }
    if (rand() < 0.05 && san !== '--') {
      // A short variation: another move from the same position, and an answer.
      const side = new Chess(before);
      const others = side.moves().filter((m) => m !== san);
      if (others.length) {
        const first = pick(others);
        side.move(first);
        const line = [white ? `${number}.` : `${number}...`, first];
        const answers = side.moves();
        if (answers.length && rand() < 0.8) {
          if (!white) line.push(`${number + 1}.`);
          line.push(pick(answers));
        }
        parts.push(`(${line.join(' ')})`);
        needNumber = true;
      }
      side.free();
    }
  }
  let result = pick(['1-0', '0-1', '1/2-1/2', '*']);
  if (chess.isCheckmate()) result = chess.turn() === 'w' ? '0-1' : '1-0';
  else if (chess.isDraw()) result = '1/2-1/2';
  chess.free();
  const headers = [
    ['Event', style.lichess ? 'Rated Blitz game' : pick(['Club championship', 'Casual game', 'Open'])],
    ['Site', style.lichess ? `https://lichess.org/${(index * 7919).toString(36).padStart(8, 'x')}` : 'Utrecht NED'],
    ['Date', `2026.${pad2(1 + Math.floor(rand() * 12))}.${pad2(1 + Math.floor(rand() * 28))}`],
    ['Round', style.lichess ? '-' : String(1 + Math.floor(rand() * 9))],
    ['White', `player${Math.floor(rand() * 500)}`],
    ['Black', `player${Math.floor(rand() * 500)}`],
    ['Result', result],
    ['WhiteElo', String(1000 + Math.floor(rand() * 1500))],
    ['BlackElo', String(1000 + Math.floor(rand() * 1500))],
  ];
  if (style.lichess) headers.push(['TimeControl', '180+0'], ['Termination', 'Normal']);
  const movetext = [...parts, style.missingResult ? '' : result].join(' ').trim();
  const header = headers.map(([k, v]) => `[${k} "${v}"]`);
  let text;
  if (style.noHeaders) text = movetext;
  else if (style.oneLine) text = `${header.join(' ')} ${movetext}`;
  else text = `${header.join('\n')}\n\n${wrap(movetext, 79)}`;
  text = text.replaceAll('\u0000', ' ');
  if (style.lineComment) text = `; a comment line before the game\n%an escape line\n${text}`;
  return text;
}

/** Wraps movetext at `width` columns, between words. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/**
 * `count` games as one PGN text: mostly lichess exports, with every tenth
 * game in another form. `options.lichessOnly` keeps to lichess's form (the
 * bench's file); `options.headerBlocks` adds header blocks with no moves;
 * `options.allForms` also writes some games' headers on their movetext's
 * line and `;` and `%` lines before some games (the same games, laid out
 * otherwise).
 */
export function corpus(count, seed, { lichessOnly = false, headerBlocks = false, allForms = false } = {}) {
  const rand = random(seed);
  const games = [];
  let previousHadNoResult = false;
  for (let i = 0; i < count; i += 1) {
    const odd = !lichessOnly && i % 10 === 9;
    const style = odd
      ? {
        nags: rand() < 0.5, nullMoves: rand() < 0.3, noHeaders: rand() < 0.15, oneLine: rand() < 0.2,
        missingResult: rand() < 0.2, lineComment: rand() < 0.2, lichess: false,
      }
      : { lichess: true };
    // A game with no result ends where the next one's headers start: without headers the two
    // would be one game.
    if (previousHadNoResult) style.noHeaders = false;
    // Forms python-chess 1.11 does not read as the standard says (it loses a game whose
    // headers share a line, and the headers after a ; or % line): only with allForms.
    if (!allForms) {
      style.oneLine = false;
      style.lineComment = false;
    }
    if (style.noHeaders) style.missingResult = false;
    previousHadNoResult = Boolean(style.missingResult);
    games.push(gameText(rand, i, style));
    if (headerBlocks && i % 25 === 12) games.push('[Event "Round 3 broadcast"]\n[White "?"]\n[Black "?"]\n[Result "*"]');
  }
  let text = `${games.join('\n\n')}\n`;
  if (!lichessOnly) {
    // Some files end lines with CR LF.
    if (seed % 2 === 1) text = text.replace(/\n/g, '\r\n');
  }
  return text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? 1000);
  const seed = Number(process.argv[3] ?? 1);
  const step = 1000;
  for (let i = 0; i < count; i += step) {
    process.stdout.write(corpus(Math.min(step, count - i), seed + i, { lichessOnly: process.argv.includes('--lichess') }));
    if (i + step < count) process.stdout.write('\n');
  }
}
