// The game's moves as a list of buttons, two plies to a numbered row, each
// with its review mark. Renders from what it is given.
//
//   renderMoveList(ol, { sans: ['e4', 'e5'], current: 2, marks: [] });

/** The symbols a reviewed move gets in the move list. */
export const REVIEW_SYMBOLS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/**
 * Draws `sans` into `list` (an <ol>): one `<button data-ply="n">` per move,
 * `current` (a ply) marked with aria-current, `marks[ply - 1]` (review marks,
 * { kind }) as a symbol and a data-review attribute. Keeps the current move
 * in view inside the list's own scrolling box.
 */
export function renderMoveList(list, { sans, current, marks = [] }) {
  const items = [];
  for (let i = 0; i < sans.length; i += 2) {
    const li = document.createElement('li');
    for (const [offset, san] of sans.slice(i, i + 2).entries()) {
      const ply = i + offset + 1;
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = san;
      button.dataset.ply = String(ply);
      if (current === ply) {
        button.classList.add('current');
        button.setAttribute('aria-current', 'step');
      }
      const mark = marks[ply - 1];
      if (mark) {
        button.dataset.review = mark.kind;
        if (REVIEW_SYMBOLS[mark.kind]) {
          button.textContent += REVIEW_SYMBOLS[mark.kind];
          button.title = `${san}: ${mark.kind}`;
        }
      }
      li.append(button);
    }
    items.push(li);
  }
  list.replaceChildren(...items);
  const shown = list.querySelector('.current');
  if (shown) {
    // Scroll the list's own box only, never the page.
    const box = list.getBoundingClientRect();
    const item = shown.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom) list.scrollTop += item.top - box.top - box.height / 2;
  }
}
