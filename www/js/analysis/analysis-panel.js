// The analysis panel: the engine's lines for the position shown (score from
// White's point of view, depth, moves in SAN with move numbers), and the
// side line being explored. Renders from what it is given.

/** A score from White's point of view: '+0.35', '−1.20', '#3' (White mates), '#−2'. */
export function whiteScoreText(score, turn) {
  const sign = turn === 'w' ? 1 : -1;
  if ('mate' in score) {
    const mate = score.mate * sign;
    return mate > 0 ? `#${mate}` : `#−${-mate}`;
  }
  const cp = score.cp * sign;
  const text = (Math.abs(cp) / 100).toFixed(2);
  if (cp > 0) return `+${text}`;
  return cp < 0 ? `−${text}` : text;
}

/** SAN moves with move numbers, starting with `turn` to move at move `fullmove`: '12... Nf6 13. e5'. */
export function numberedSan(sans, turn, fullmove) {
  const parts = [];
  let number = fullmove;
  let white = turn === 'w';
  sans.forEach((san, index) => {
    if (white) parts.push(`${number}. ${san}`);
    else parts.push(index === 0 ? `${number}... ${san}` : san);
    if (!white) number += 1;
    white = !white;
  });
  return parts.join(' ');
}

/**
 * Renders `view` into `els` = { panel, status, lines, sideLine, sideLineText, lineTools }
 * (lineTools, the buttons for a side line kept in the game's tree, shown when view.stored):
 * view = null (analysis off) or { lines: [{ move, score, pvSan }], depth,
 * turn, fullmove, over: text | null, waiting (for the review), learning (a
 * better move is being looked for: no lines), sideLine: [san],
 * sideLineStart: { turn, fullmove } }.
 * Each line is a `<button data-analysis-line data-move="e2e4">` in its `<li>`.
 */
export function renderAnalysis(els, view) {
  els.panel.hidden = !view;
  if (!view) {
    els.lines.replaceChildren();
    return;
  }
  if (view.over) {
    els.status.textContent = `${view.over}: no moves to analyse.`;
  } else if (view.waiting) {
    els.status.textContent = 'The analysis starts when the review is done.';
  } else if (view.learning) {
    els.status.textContent = 'The engine waits while you look for a better move.';
  } else if (view.lines.length === 0) {
    els.status.textContent = 'Analysing…';
  } else {
    els.status.textContent = `Depth ${view.depth}`;
  }
  // The lines change at every depth: their buttons are kept and rewritten in
  // place, so a line that has the keyboard's focus keeps it.
  const items = [...els.lines.children];
  view.lines.forEach((line, index) => {
    let button = items[index]?.querySelector('button');
    if (!button) {
      button = document.createElement('button');
      button.type = 'button';
      button.className = 'analysis-line';
      button.dataset.analysisLine = '';
      button.title = 'Play this line\'s first move on the board';
      const score = document.createElement('span');
      score.className = 'line-score';
      const moves = document.createElement('span');
      moves.className = 'line-moves';
      button.append(score, ' ', moves);
      const li = document.createElement('li');
      li.append(button);
      els.lines.append(li);
    }
    button.dataset.move = line.move;
    button.querySelector('.line-score').textContent = whiteScoreText(line.score, view.turn);
    button.querySelector('.line-moves').textContent = numberedSan(line.pvSan.slice(0, 10), view.turn, view.fullmove);
  });
  for (const extra of items.slice(view.lines.length)) extra.remove();
  els.sideLine.hidden = view.sideLine.length === 0;
  for (const tool of els.lineTools ?? []) tool.hidden = !view.stored;
  els.sideLineText.textContent = view.sideLine.length === 0
    ? ''
    : `${view.stored ? 'Variation' : 'Exploring'}: ${numberedSan(view.sideLine, view.sideLineStart.turn, view.sideLineStart.fullmove)}`;
}
