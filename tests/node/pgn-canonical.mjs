// A game's move tree in the canonical form the python-chess oracles write
// (tests/diff/python_chess_pgn_tree.py and python_chess_pgn_games.py): each
// node as its moves from the root in UCI, its comment (without the commands
// read as data) and starting comment with whitespace runs as single spaces,
// its clock, emt, eval (White's view) and shapes, sorted NAGs, and its
// children.

/** A comment with its whitespace runs as single spaces (line breaks are layout). */
export function spaced(comment) {
  return (comment ?? '').replace(/\s+/g, ' ').trim();
}

/** ferrochess's tree of `chess` in the oracle's canonical form. */
export function canonical(chess) {
  const { nodes } = chess.tree();
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const out = [];
  const todo = [[0, []]];
  while (todo.length) {
    const [id, path] = todo.pop();
    const node = byId.get(id);
    out.push({
      path,
      comment: spaced(node.comment),
      clock: node.clock ?? null,
      emt: node.emt ?? null,
      eval: node.eval ? ('mate' in node.eval ? { mate: node.eval.mate } : { cp: node.eval.cp }) : null,
      shapes: (node.shapes ?? []).map((shape) => [shape.from, shape.to ?? shape.from, shape.color]),
      startingComment: spaced(node.startingComment),
      nags: [...node.nags].sort((a, b) => a - b),
      children: node.children.map((child) => byId.get(child).uci),
    });
    for (const child of [...node.children].reverse()) todo.push([child, [...path, byId.get(child).uci]]);
  }
  return out;
}
