// <ferro-pgn>'s move list, drawn from a game's tree (Chess#tree()): the main
// line in numbered rows of two moves, lichess-style; a move's comment and
// the variations that replace it break the rows and follow it, the first
// level of variations a line each, deeper ones inline in parentheses, as
// deep as they go. NAGs show as glyphs (the meaning in words for a reader),
// comments as text, never markup: a PGN is untrusted.
//
//   renderMoves(list, nodesById); // buttons carry data-node: the node's id
//   markCurrent(list, 12);

import { nagGlyph, nagName } from '../rules/nags.js';
import { moveNumberLabel, sanInWords } from './pgn-words.js';
import { make } from './dom.js';

/** The NAGs written onto the SAN itself (`e4!`, `Nf3?!`): the move assessments. */
const SUFFIX_NAGS = new Set([1, 2, 3, 4, 5, 6]);

/** A move's button (or, in a list that takes no clicks, its text): its SAN with its assessment, its other glyphs beside it, its meaning in words for a reader. */
function moveButton(node, withNumber, clickable = true) {
  const button = make(clickable ? 'button' : 'span', { className: 'move' });
  if (clickable) {
    button.type = 'button';
    button.tabIndex = -1;
  }
  button.dataset.node = String(node.id);
  const suffix = node.nags.filter((nag) => SUFFIX_NAGS.has(nag)).map(nagGlyph).join('');
  const others = node.nags.filter((nag) => !SUFFIX_NAGS.has(nag) && nagGlyph(nag));
  if (withNumber) button.append(make('span', { className: 'number', textContent: moveNumberLabel(node) }), ' ');
  button.append(make('span', { className: 'san', textContent: node.san + suffix }));
  if (others.length) button.append(' ', make('span', { className: 'glyphs', textContent: others.map(nagGlyph).join(' ') }));
  const meanings = node.nags.map(nagName).filter(Boolean);
  const words = `${moveNumberLabel(node)} ${sanInWords(node.san)}${meanings.length ? ` (${meanings.join(', ')})` : ''}`;
  if (clickable) button.setAttribute('aria-label', words);
  else button.title = words;
  return button;
}

/** A game's result in words, as the end of its move list says it. */
const RESULTS = { '1-0': 'White wins', '0-1': 'Black wins', '1/2-1/2': 'Draw' };

/**
 * Draws the moves of a game (`nodes`: its tree's nodes by id) into `list`, a
 * three-column grid (number, White, Black), and its `result` (the Result
 * header: '1-0', '0-1', '1/2-1/2'; nothing for '*') after the last move.
 * With `clickable: false` the moves are text, not buttons.
 */
export function renderMoves(list, nodes, result, { clickable = true } = {}) {
  list.replaceChildren();
  const root = nodes.get(0);
  if (root.comment) list.append(make('p', { className: 'comment', textContent: root.comment }));
  let parent = root;
  let column = 0; // 0: a row starts; 1: after White's move
  while (parent.children.length > 0) {
    const node = nodes.get(parent.children[0]);
    const white = node.turn === 'b';
    if (white || column === 0) {
      list.append(make('span', { className: 'index', textContent: String(white ? node.moveNumber : node.moveNumber - 1) }));
      if (!white) list.append(make('span', { className: 'empty', textContent: '…' }));
    }
    list.append(moveButton(node, false, clickable));
    column = white ? 1 : 0;
    const variations = parent.children.slice(1).map((id) => nodes.get(id));
    if (node.startingComment || node.comment || variations.length > 0) {
      if (white) list.append(make('span', { className: 'empty', textContent: '…' }));
      column = 0;
      const interrupt = make('div', { className: 'interrupt' });
      if (node.comment) interrupt.append(make('p', { className: 'comment', textContent: node.comment }));
      for (const variation of variations) {
        const line = make('div', { className: 'line' });
        appendLine(line, variation, nodes);
        interrupt.append(line);
      }
      list.append(interrupt);
    }
    parent = node;
  }
  if (RESULTS[result]) {
    const end = make('p', { className: 'result' });
    end.append(make('strong', { textContent: result.replaceAll('1/2', '½') }), ` · ${RESULTS[result]}`);
    list.append(end);
  }
}

/** A variation inline from `start` on: its moves (numbered where White moves and at its start), comments and nested variations. */
function appendLine(out, start, nodes) {
  let node = start;
  let first = true;
  while (node) {
    if (node.startingComment) out.append(make('span', { className: 'comment', textContent: node.startingComment }), ' ');
    out.append(moveButton(node, first || node.turn === 'b'), ' ');
    if (node.comment) out.append(make('span', { className: 'comment', textContent: node.comment }), ' ');
    const parent = nodes.get(node.parent);
    if (!first) {
      for (const id of parent.children.slice(1)) {
        const nested = make('span', { className: 'nested' });
        nested.append('(');
        appendLine(nested, nodes.get(id), nodes);
        nested.append(')');
        out.append(nested, ' ');
      }
    }
    first = false;
    node = node.children.length > 0 ? nodes.get(node.children[0]) : null;
  }
  if (out.lastChild?.nodeValue === ' ') out.lastChild.remove();
}

/** Marks move `id` as the one shown (none for the start) and scrolls it into the list's view. */
export function markCurrent(list, id) {
  for (const old of list.querySelectorAll('.move.current')) {
    old.classList.remove('current');
    old.removeAttribute('aria-current');
  }
  const button = list.querySelector(`.move[data-node="${id}"]`);
  if (!button) {
    list.scrollTop = 0;
    return;
  }
  button.classList.add('current');
  button.setAttribute('aria-current', 'step');
  const box = list.getBoundingClientRect();
  const at = button.getBoundingClientRect();
  if (at.top < box.top || at.bottom > box.bottom) list.scrollTop += at.top - box.top - (box.height - at.height) / 2;
}
