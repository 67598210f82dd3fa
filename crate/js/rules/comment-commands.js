// The commands lichess and other tools write inside PGN comments, read as
// data and written back: `[%clk 0:03:00]` (the mover's clock after the move),
// `[%emt 0:00:12]` (the time the move took), `[%eval 0.18]` / `[%eval #-3]`
// (White's view, centipawns or mate), `[%csl Gd4]` circles and `[%cal Ge2e4]`
// arrows. The patterns are python-chess's (chess.pgn's CLOCK_REGEX and the
// others), so that both read a comment alike: the first valid clock, time
// and eval, every circle and arrow.
//
//   readCommands('Good move [%eval 0.18] [%clk 0:03:00]')
//   // { text: 'Good move', eval: { cp: 18 }, clock: 180 }
const CLOCK = /(\s?)\[%clk\s(\d+):(\d+):(\d+(?:\.\d*)?)\](\s?)/;
const EMT = /(\s?)\[%emt\s(\d+):(\d+):(\d+(?:\.\d*)?)\](\s?)/;
const EVAL = /(\s?)\[%eval\s(?:#([+-]?\d+)|([+-]?(?:\d{0,10}\.\d{1,2}|\d{1,10}\.?)))(?:,(\d+))?\](\s?)/;
const SHAPES = /(\s?)\[%(?:csl|cal)\s([RGYB][a-h][1-8](?:[a-h][1-8])?(?:,[RGYB][a-h][1-8](?:[a-h][1-8])?)*)\](\s?)/g;
const COLORS = { G: 'green', R: 'red', Y: 'yellow', B: 'blue' };
const LETTERS = { green: 'G', red: 'R', yellow: 'Y', blue: 'B' };

/** A command's place taken out of a comment: one space stays where it stood between two (python-chess's rule). */
const removed = (match) => {
  const prefix = match[1];
  const suffix = match[match.length - 1];
  return prefix && suffix ? suffix : '';
};

const seconds = (m) => Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4]);

/**
 * A comment's commands and the text around them: `{ text, clock?, emt?,
 * eval?, shapes? }`, `text` null when nothing but commands (and space) is
 * left.
 */
export function readCommands(comment) {
  const out = { text: comment };
  if (comment === null || comment === undefined || !comment.includes('[%')) return out;
  // Each pattern without the g flag: its first match is read and taken out in one pass.
  let text = comment.replace(CLOCK, (...m) => {
    out.clock = seconds(m);
    return removed(m.slice(0, -2));
  });
  text = text.replace(EMT, (...m) => {
    out.emt = seconds(m);
    return removed(m.slice(0, -2));
  });
  text = text.replace(EVAL, (...m) => {
    out.eval = m[2] !== undefined ? { mate: Number(m[2]) } : { cp: Math.round(Number(m[3]) * 100) || 0 };
    if (m[4] !== undefined) out.eval.depth = Number(m[4]);
    return removed(m.slice(0, -2));
  });
  const shapes = [];
  text = text.replace(SHAPES, (...m) => {
    for (const group of m[2].split(',')) {
      const shape = { from: group.slice(1, 3), color: COLORS[group[0]] };
      if (group.length === 5) shape.to = group.slice(3, 5);
      shapes.push(shape);
    }
    return removed(m.slice(0, -2));
  });
  if (shapes.length) out.shapes = shapes;
  out.text = text.trim() === '' ? null : text.trim();
  return out;
}

/** `180.5` as `0:03:00.5`, as python-chess writes a clock. */
function clockText(value) {
  const total = Math.max(0, value);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = (total % 60).toFixed(3).padStart(6, '0').replace(/0+$/, '').replace(/\.$/, '');
  return `${hours}:${String(minutes).padStart(2, '0')}:${rest}`;
}

/** The command text for a kind and value ('' for null: the command goes). */
function commandText(kind, value) {
  if (value === null || value === undefined) return '';
  if (kind === 'clock') return `[%clk ${clockText(value)}]`;
  if (kind === 'emt') return `[%emt ${clockText(value)}]`;
  if (kind === 'eval') {
    const score = 'mate' in value ? `#${value.mate}` : (value.cp / 100).toFixed(2);
    return `[%eval ${score}${value.depth === undefined ? '' : `,${value.depth}`}]`;
  }
  const circles = value.filter((s) => !s.to || s.to === s.from).map((s) => `${LETTERS[s.color ?? 'green']}${s.from}`);
  const arrows = value.filter((s) => s.to && s.to !== s.from).map((s) => `${LETTERS[s.color ?? 'green']}${s.from}${s.to}`);
  return `${circles.length ? `[%csl ${circles.join(',')}]` : ''}${arrows.length ? `[%cal ${arrows.join(',')}]` : ''}`;
}

const PATTERNS = { clock: CLOCK, emt: EMT, eval: EVAL };

/**
 * `comment` with its `kind` command ('clock', 'emt', 'eval', 'shapes') set
 * to `value` (null removes it): the first one replaced where it stands (for
 * shapes, all of them), or the new one added after the text.
 */
export function writeCommand(comment, kind, value) {
  const text = comment ?? '';
  const command = commandText(kind, value);
  let found = false;
  let next;
  if (kind === 'shapes') {
    next = text.replace(SHAPES, (...m) => {
      const first = !found;
      found = true;
      return first && command ? `${m[1]}${command}${m[m.length - 3]}` : removed(m.slice(0, -2));
    });
  } else {
    next = text.replace(PATTERNS[kind], (...m) => {
      found = true;
      return command ? `${m[1]}${command}${m[m.length - 3]}` : removed(m.slice(0, -2));
    });
  }
  if (!found && command) next = next && !/\s$/.test(next) ? `${next} ${command}` : `${next}${command}`;
  return next.trim() === '' ? null : next;
}

/** `comment` with its text replaced by `text` and its commands kept (after it). */
export function replaceText(comment, text) {
  const commands = [];
  const { clock, emt, eval: evaluation, shapes } = readCommands(comment);
  if (evaluation) commands.push(commandText('eval', evaluation));
  if (clock !== undefined) commands.push(commandText('clock', clock));
  if (emt !== undefined) commands.push(commandText('emt', emt));
  if (shapes) commands.push(commandText('shapes', shapes));
  const joined = [text ?? '', ...commands].filter((part) => part !== '').join(' ');
  return joined === '' ? null : joined;
}
