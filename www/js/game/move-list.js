// The game's moves as a list of buttons, two plies to a numbered row, each
// with its review mark and the PGN's own glyphs; a move's comment and the
// variations beside it (side lines explored in analysis, or read from a PGN)
// follow its row, the variations in parentheses with their own comments and
// glyphs, nested as deep as they go, lichess-style; a move's recorded clock
// ([%clk], as lichess exports write on every move) beside it. Renders from
// what it is given; a comment is text, never markup.
//
//   renderMoveList(ol, { moves: [{ id: 1, san: 'e4' }, { id: 2, san: 'e5' }], current: 2, start: { turn: 'w', fullmove: 1 } });

import { formatClock } from './clock.js';

/** The symbols a reviewed move gets in the move list. */
export const REVIEW_SYMBOLS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** Move numbers: whether ply `ply` (1 = the first move) is White's, and its number. */
export function numbering(start) {
  const offset = start.turn === 'b' ? 1 : 0;
  return (ply) => ({
    white: (ply - 1 + offset) % 2 === 0,
    number: start.fullmove + Math.floor((ply - 1 + offset) / 2),
  });
}

/** A PGN comment, as text: `{ ... }` in the list, read aloud as a comment. */
function commentElement(text, tag = 'span') {
  const element = document.createElement(tag);
  element.className = 'move-comment';
  element.textContent = text;
  return element;
}

/**
 * A move's glyphs beyond its suffix ('⩲', '+−', '□'…: `glyphs`, each
 * { glyph, name }), each with its meaning as its title; null when none.
 */
function glyphsElement(glyphs) {
  if (!glyphs?.length) return null;
  const span = document.createElement('span');
  span.className = 'move-glyphs';
  span.textContent = glyphs.map((g) => g.glyph).join(' ');
  span.title = glyphs.map((g) => g.name).join(', ');
  span.setAttribute('aria-label', span.title);
  return span;
}

/**
 * A variation, inline: its moves as buttons (`data-node`: the move's node in
 * the game's tree), numbered where White moves or where it starts, with
 * their suffixes, glyphs and comments, and its own variations nested.
 */
function variationElement(moves, numberOf, selected) {
  const span = document.createElement('span');
  span.className = 'variation';
  span.append('(');
  moves.forEach((move, index) => {
    const { white, number } = numberOf(move.ply);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'variation-move';
    button.textContent = white ? `${number}. ${move.san}` : index === 0 ? `${number}... ${move.san}` : move.san;
    if (move.suffix) button.textContent += move.suffix;
    button.dataset.node = String(move.id);
    if (selected === move.id) {
      button.classList.add('current');
      button.setAttribute('aria-current', 'step');
    }
    if (move.startingComment) span.append(index === 0 ? '' : ' ', commentElement(move.startingComment));
    span.append(index === 0 && !move.startingComment ? '' : ' ', button);
    const glyphs = glyphsElement(move.glyphs);
    if (glyphs) span.append(' ', glyphs);
    if (move.comment) span.append(' ', commentElement(move.comment));
    for (const nested of move.variations) span.append(' ', variationElement(nested, numberOf, selected));
  });
  span.append(')');
  return span;
}

/**
 * Draws the game into `list` (an <ol>): a row per move number (its number,
 * White's move, Black's move; '…' where a row starts with Black), one
 * `<button data-ply="n" data-node="id">` per game move ({ id, san, suffix,
 * glyphs, comment } in `moves`: `suffix` the PGN's own '?!' and the like,
 * `glyphs` its other NAGs' symbols, `comment` the text after it; `comment`
 * the text before the first move), `current` (a ply) marked with aria-current, `marks[ply - 1]`
 * (review marks, { kind }) as a symbol and a data-review attribute. `start`
 * = { turn, fullmove } of the first position; `variations` = Map(ply ->
 * [lines]) from GameLine#gameVariations; `selected`: the node id of the
 * variation move shown. Keeps the current move in view inside the list's
 * own box.
 */
export function renderMoveList(list, {
  moves, current, marks = [], start = { turn: 'w', fullmove: 1 }, variations = new Map(), selected = null, comment = null,
}) {
  const numberOf = numbering(start);
  const items = [];
  if (comment) items.push(commentElement(comment, 'li'));
  let row = null;
  const newRow = (number, gap) => {
    row = document.createElement('li');
    const label = document.createElement('span');
    label.className = 'move-number';
    label.textContent = `${number}.`;
    row.append(label);
    if (gap) {
      const filler = document.createElement('span');
      filler.className = 'move-gap';
      filler.textContent = '…';
      row.append(filler);
    }
    items.push(row);
  };
  moves.forEach(({
    id, san, suffix, glyphs, comment: after, clock,
  }, index) => {
    const ply = index + 1;
    const { white, number } = numberOf(ply);
    if (white || row === null) newRow(number, !white);
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = san;
    button.dataset.ply = String(ply);
    button.dataset.node = String(id);
    if (current === ply) {
      button.classList.add('current');
      button.setAttribute('aria-current', 'step');
    }
    const mark = marks[index];
    if (suffix && !REVIEW_SYMBOLS[mark?.kind]) {
      // The game's own annotation, as its PGN gives it.
      button.textContent += suffix;
      button.dataset.annotation = suffix;
    }
    if (mark) {
      button.dataset.review = mark.kind;
      const notes = [];
      if (REVIEW_SYMBOLS[mark.kind]) {
        button.textContent += REVIEW_SYMBOLS[mark.kind];
        notes.push(mark.kind);
      } else if (mark.only && !suffix) {
        // The one move that kept the position: '!' as annotators write it.
        button.textContent += '!';
        button.dataset.only = 'true';
        notes.push('the only move');
      }
      if (mark.decisive) {
        button.dataset.decisive = 'true';
        notes.push('the game turned here');
      }
      if (notes.length > 0) button.title = `${san}: ${notes.join(', ')}`;
    }
    // The mover's clock after the move, drawn by style.css beside the move (not part of its name).
    if (Number.isFinite(clock)) button.dataset.clock = formatClock(clock * 1000);
    row.append(button);
    const glyphText = glyphsElement(glyphs);
    if (glyphText) button.append(' ', glyphText);
    if (after) {
      // The move's comment, under its row; Black's reply opens a new row.
      items.push(commentElement(after, 'li'));
      row = null;
    }
    const lines = variations.get(ply);
    if (lines) {
      // The variations of this move, under its row; Black's reply opens a new row.
      const block = document.createElement('li');
      block.className = 'variations';
      for (const line of lines) block.append(variationElement(line, numberOf, selected));
      items.push(block);
      row = null;
    }
  });
  list.replaceChildren(...items);
  scrollToCurrent(list);
}

/** What each list was drawn from last (showMoveList's key), and so what it shows. */
const drawnFrom = new WeakMap();

/**
 * Draws the game into `list` as renderMoveList does, but only when `key`
 * (an array: what the moves are drawn from, compared item by item) moved
 * since the last drawing; `read()` gives renderMoveList's options then.
 * Otherwise only the move shown is marked anew (`current`, a ply of the
 * game's line, or `selected`, a variation move's node): a step through a
 * long game redraws two buttons, not the list.
 *
 *   showMoveList(ol, { key: [tree.revision, tree.end, marks], read: () => ({ moves, start }), current: 3 });
 */
export function showMoveList(list, {
  key, read, current = null, selected = null,
}) {
  const before = drawnFrom.get(list);
  if (before && before.length === key.length && before.every((item, index) => item === key[index])) {
    markShown(list, current, selected);
    scrollToCurrent(list);
  } else {
    // renderMoveList brings the move shown into view itself.
    renderMoveList(list, { ...read(), current, selected });
    drawnFrom.set(list, key);
  }
}

/** Marks the move shown (`current` a ply of the game's line, `selected` a variation move's node), and no other. */
function markShown(list, current, selected) {
  const shown = [
    current === null ? null : list.querySelector(`button[data-ply="${current}"]`),
    selected === null ? null : list.querySelector(`.variation-move[data-node="${selected}"]`),
  ].filter(Boolean);
  for (const button of list.querySelectorAll('button.current')) {
    if (shown.includes(button)) continue;
    button.classList.remove('current');
    button.removeAttribute('aria-current');
  }
  for (const button of shown) {
    button.classList.add('current');
    button.setAttribute('aria-current', 'step');
  }
}

const scrollPending = new WeakSet();

/**
 * Brings the list's current move into its own box (never scrolling the
 * page), in the next frame: reading where it lies now would make the
 * browser lay the page out in the middle of the task, once for each render
 * of a move that renders more than once.
 */
function scrollToCurrent(list) {
  if (scrollPending.has(list)) return;
  scrollPending.add(list);
  requestAnimationFrame(() => {
    scrollPending.delete(list);
    const shown = list.querySelector('.current');
    if (!shown) return;
    const box = list.getBoundingClientRect();
    const item = shown.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom) list.scrollTop += item.top - box.top - box.height / 2;
    // A phone's strip of moves scrolls sideways.
    if (item.left < box.left || item.right > box.right) list.scrollLeft += item.left - box.left - box.width / 2;
  });
}
