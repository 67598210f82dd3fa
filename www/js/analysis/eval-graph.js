// The evaluation graph: White's advantage after every move of the game, as
// an SVG chart (clamped to ±6 pawns, mates at the edge). One
// `[data-ply]` point per move; its <title> names the move and the score
// (the browser shows it on hover). Review marks colour the points.
//
//   renderEvalGraph(svg, { evals: [cp, …], sans: ['e4', …], marks, current });

const SVG_NS = 'http://www.w3.org/2000/svg';
const WIDTH = 600;
const HEIGHT = 120;
const CLAMP = 600; // centipawns at the edge

function element(name, attributes) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, String(value));
  return el;
}

/** White's centipawns as text: '+1.25', '−0.40', '#3' for a mate. */
function cpText(cp) {
  if (Math.abs(cp) >= 9000) return `${cp > 0 ? '' : '−'}#${10_000 - Math.abs(cp)}`;
  const text = (Math.abs(cp) / 100).toFixed(2);
  return cp > 0 ? `+${text}` : cp < 0 ? `−${text}` : text;
}

/**
 * Draws the graph into `svg`. `evals[i]` is White's centipawns after move
 * i + 1 (missing ones are not drawn yet); `sans[i]` the move; `marks[i]` its
 * review mark or undefined (a decisive one is ringed); `current` the ply
 * shown (highlighted); `numberOf(ply)` its move number and whether it is
 * White's (move-list.js's numbering), from move 1 by default.
 *
 * @param {SVGSVGElement} svg
 * @param {{
 *   evals: (number | undefined)[], sans: string[], marks?: readonly ({ kind?: string, decisive?: boolean, only?: boolean } | undefined)[],
 *   current?: number | null, numberOf?: (ply: number) => { number: number, white: boolean },
 * }} graph
 */
export function renderEvalGraph(svg, {
  evals, sans, marks = [], current = null, numberOf = (ply) => ({ number: Math.ceil(ply / 2), white: ply % 2 === 1 }),
}) {
  svg.setAttribute('viewBox', `0 0 ${WIDTH} ${HEIGHT}`);
  svg.setAttribute('preserveAspectRatio', 'none');
  const count = sans.length;
  const x = (ply) => (count <= 1 ? WIDTH / 2 : ((ply - 1) / (count - 1)) * WIDTH);
  const y = (cp) => HEIGHT / 2 - (Math.max(-CLAMP, Math.min(CLAMP, cp)) / CLAMP) * (HEIGHT / 2 - 4);
  const known = evals.map((cp, i) => [i + 1, cp]).filter(([, cp]) => Number.isFinite(cp));
  const children = [element('line', { class: 'axis', x1: 0, y1: HEIGHT / 2, x2: WIDTH, y2: HEIGHT / 2 })];
  if (known.length > 0) {
    const points = known.map(([ply, cp]) => `${x(ply).toFixed(1)},${y(cp).toFixed(1)}`);
    const first = x(known[0][0]).toFixed(1);
    const last = x(known[known.length - 1][0]).toFixed(1);
    children.push(element('polygon', {
      class: 'advantage',
      points: `${first},${HEIGHT} ${points.join(' ')} ${last},${HEIGHT}`,
    }));
    children.push(element('polyline', { class: 'curve', points: points.join(' ') }));
  }
  for (let ply = 1; ply <= count; ply += 1) {
    const cp = evals[ply - 1];
    const point = element('circle', {
      cx: x(ply).toFixed(1),
      cy: (Number.isFinite(cp) ? y(cp) : HEIGHT / 2).toFixed(1),
      r: 5,
      class: [
        'point', marks[ply - 1]?.kind ?? '', marks[ply - 1]?.decisive ? 'decisive' : '',
        ply === current ? 'current' : '', Number.isFinite(cp) ? '' : 'pending',
      ].filter(Boolean).join(' '),
    });
    point.dataset.ply = String(ply);
    const { number, white } = numberOf(ply);
    const moveText = `${number}${white ? '.' : '...'} ${sans[ply - 1]}`;
    const title = element('title', {});
    const mark = marks[ply - 1];
    const notes = [
      mark?.kind && ['inaccuracy', 'mistake', 'blunder', 'book'].includes(mark.kind) ? mark.kind : '',
      mark?.only ? 'the only move' : '',
      mark?.decisive ? 'the game turned here' : '',
    ].filter(Boolean);
    title.textContent = `${moveText}: ${Number.isFinite(cp) ? cpText(cp) : 'not reviewed yet'}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
    point.append(title);
    children.push(point);
  }
  svg.replaceChildren(...children);
}
