// The pieces, drawn for this project (MIT like the rest of it): one drawing
// per type on a 45 × 45 grid, its details in `currentColor`, coloured for
// each side when the board's CSS is made. Each piece on the board is one
// element with its drawing as a background image.
//
//   pieceElement({ color: 'w', type: 'n' })  // <div class="slot piece wN" part="piece wN" aria-hidden="true">

const DRAWINGS = {
  p: '<path d="M19.5 20c0 5-4.5 8-6 13h19c-1.5-5-6-8-6-13z"/><rect x="16.5" y="17.5" width="12" height="3" rx="1.5"/><circle cx="22.5" cy="12.5" r="4.5"/><rect x="11.5" y="33" width="22" height="4.5" rx="1.5"/>',
  n: '<path d="M31 34c1-8 .5-17-6-22.5L24 7.5l-2.5 3.5c-4.5 1.5-8 5.5-10.5 11-.5 1.5.5 3.5 2.5 3 2-.5 4-2 6-3 .5 3-3 6.5-4.5 12z"/><rect x="11" y="33.5" width="23" height="4.5" rx="1.5"/><path d="M26 13.5c3.5 4 4 10.5 3 18" fill="none" stroke="currentColor"/><circle cx="18.5" cy="16" r="1.2" fill="currentColor" stroke="none"/><path d="M13 22.3l1.2-.8" fill="none" stroke="currentColor"/>',
  b: '<path d="M17 30.5l-1 3.5h13l-1-3.5z"/><path d="M22.5 11c-6.5 4.5-8 10-6.5 16h13c1.5-6 0-11.5-6.5-16z"/><rect x="15" y="27" width="15" height="3.5" rx="1.5"/><circle cx="22.5" cy="8.5" r="2.5"/><rect x="11" y="34" width="23" height="4" rx="2"/><path d="M25.5 15.5L21 20.5" fill="none" stroke="currentColor"/>',
  r: '<path d="M14.5 30.5l1-13h14l1 13z"/><rect x="12.5" y="30.5" width="20" height="3.5" rx="1"/><rect x="10" y="34" width="25" height="4" rx="1"/><path d="M12.5 14.5v-6h4V11h4V8.5h4V11h4V8.5h4v6z"/><rect x="13" y="14.5" width="19" height="3" rx="1"/><path d="M16.5 21h12M16.5 27h12" fill="none" stroke="currentColor" stroke-width="1"/>',
  q: '<path d="M12 31L9.5 14l5.5 9 1-12 4 11 2.5-12.5L25 22l4-11 1 12 5.5-9L33 31z"/><rect x="12" y="31" width="21" height="3" rx="1"/><rect x="10.5" y="34" width="24" height="4" rx="1.5"/><circle cx="9.5" cy="12.5" r="2"/><circle cx="16" cy="9.5" r="2"/><circle cx="22.5" cy="8" r="2"/><circle cx="29" cy="9.5" r="2"/><circle cx="35.5" cy="12.5" r="2"/><path d="M14 28.5c5.5-1.5 11.5-1.5 17 0" fill="none" stroke="currentColor"/>',
  k: '<path d="M22.5 6v7.5M19 9.5h7" fill="none" stroke-width="2"/><path d="M12.5 30.5c-4.5-6.5-3-13 2.5-13 3.5 0 6 2.5 7.5 5.5 1.5-3 4-5.5 7.5-5.5 5.5 0 7 6.5 2.5 13z"/><path d="M22.5 23c-2-3.5-2-7 0-8.5 2 1.5 2 5 0 8.5z"/><rect x="12" y="30.5" width="21" height="3.5" rx="1"/><rect x="10.5" y="34" width="24" height="4" rx="1.5"/><path d="M15 27.5c5-1.5 10-1.5 15 0" fill="none" stroke="currentColor"/>',
};

/** The colours of each side's drawings: body, outline, details. */
const SIDES = {
  w: { fill: '#fff', stroke: '#1a1a1a', detail: '#1a1a1a' },
  b: { fill: '#2b2b2b', stroke: '#000', detail: '#e8e8e8' },
};

/** The drawing of `type` in `color`'s colours, as an SVG document. */
function svgOf(color, type) {
  const { fill, stroke, detail } = SIDES[color];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 45 45"><g fill="${fill}" stroke="${stroke}" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round">${DRAWINGS[type].replaceAll('currentColor', detail)}</g></svg>`;
}

/**
 * The drawing of `piece` ({ color, type }) as an image address (a data:
 * URL): for a spare-piece palette or anything else outside the board.
 */
export function pieceImageUrl(piece) {
  return `data:image/svg+xml,${encodeURIComponent(svgOf(piece.color, piece.type))}`;
}

/**
 * The CSS that draws each piece: `.piece.wN` and the others get their
 * drawing as a background image (an image is drawn once and reused, where
 * SVG elements are styled, laid out and painted for every piece).
 */
export function pieceCss() {
  const rules = [];
  for (const color of ['w', 'b']) {
    for (const type of Object.keys(DRAWINGS)) {
      rules.push(`.piece.${color}${type.toUpperCase()} { background-image: url("${pieceImageUrl({ color, type })}"); }`);
    }
  }
  return rules.join('\n');
}

/**
 * A piece's element: `<div class="slot piece wN" part="piece wN">`, drawn by
 * the board's CSS, or, when `pieceSet` maps its code ('wK', 'bN', …) to an
 * image address, by that image. Hidden from screen readers (the square
 * names its piece); a page styles it from outside as
 * `::part(piece)` or `::part(wN)`.
 */
export function pieceElement(piece, pieceSet) {
  const el = document.createElement('div');
  el.setAttribute('aria-hidden', 'true');
  paintPiece(el, piece, pieceSet);
  return el;
}

/**
 * Makes `el` (made by pieceElement) show `piece`, or nothing when `piece` is
 * null: a square keeps one element, placed the same way whether it shows a
 * piece or not (class `slot`), and changes only its picture, so that a new
 * position needs no layout.
 */
export function paintPiece(el, piece, pieceSet) {
  if (!piece) {
    el.className = 'slot';
    el.removeAttribute('part');
    el.style.backgroundImage = '';
    return;
  }
  const code = piece.color + piece.type.toUpperCase();
  el.className = `slot piece ${code}`;
  el.setAttribute('part', `piece ${code}`);
  const url = pieceSet?.[code];
  el.style.backgroundImage = url ? `url(${JSON.stringify(String(url))})` : '';
}
