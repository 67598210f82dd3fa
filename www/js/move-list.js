// The game's moves as a list of buttons, two plies to a numbered row, each
// with its review mark. Renders from what it is given.
//
//   renderMoveList(ol, { sans: ['e4', 'e5'], current: 2, start: { turn: 'w', fullmove: 1 } });

/** The symbols a reviewed move gets in the move list. */
export const REVIEW_SYMBOLS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * Draws `sans` into `list` (an <ol>): a row per move number (its number,
 * White's move, Black's move; '…' where the game starts with Black), one
 * `<button data-ply="n">` per move, `current` (a ply) marked with
 * aria-current, `marks[ply - 1]` (review marks, { kind }) as a symbol and a
 * data-review attribute. `start` = { turn, fullmove } of the first
 * position. Keeps the current move in view inside the list's own box.
 */
export function renderMoveList(list, {
  sans, current, marks = [], start = { turn: 'w', fullmove: 1 },
}) {
  const items = [];
  let row = null;
  const newRow = (number) => {
    row = document.createElement('li');
    const label = document.createElement('span');
    label.className = 'move-number';
    label.textContent = `${number}.`;
    row.append(label);
    items.push(row);
  };
  if (start.turn === 'b' && sans.length > 0) {
    newRow(start.fullmove);
    const gap = document.createElement('span');
    gap.className = 'move-gap';
    gap.textContent = '…';
    row.append(gap);
  }
  sans.forEach((san, index) => {
    const ply = index + 1;
    const white = (index % 2 === 0) === (start.turn === 'w');
    const number = start.fullmove + Math.floor((index + (start.turn === 'b' ? 1 : 0)) / 2);
    if (white) newRow(number);
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = san;
    button.dataset.ply = String(ply);
    if (current === ply) {
      button.classList.add('current');
      button.setAttribute('aria-current', 'step');
    }
    const mark = marks[index];
    if (mark) {
      button.dataset.review = mark.kind;
      if (REVIEW_SYMBOLS[mark.kind]) {
        button.textContent += REVIEW_SYMBOLS[mark.kind];
        button.title = `${san}: ${mark.kind}`;
      }
    }
    row.append(button);
  });
  list.replaceChildren(...items);
  const shown = list.querySelector('.current');
  if (shown) {
    // Scroll the list's own box only, never the page.
    const box = list.getBoundingClientRect();
    const item = shown.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom) list.scrollTop += item.top - box.top - box.height / 2;
  }
}
