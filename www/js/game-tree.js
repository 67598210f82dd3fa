// The game's move tree (the library's tree(), goTo, promoteVariation,
// deleteVariation), as the page uses it: the game is the line from the root
// to the tree's current node, which stays at the game's last move; side lines
// explored in analysis hang beside the game's moves as variations. A position
// is named as the page names it everywhere: `branch`, the ply of the game
// where the line leaves it, and `line`, the moves (UCI) after that.
//
//   storeVariation(chess, 1, ['d7d5']);   // 1. d4 (1... d5) Nf6 …
//   promoteLine(chess, 1, ['d7d5']);      // 1. d4 d5 (1... Nf6)

/** The tree with its nodes by id: { current, byId, root }. */
export function readTree(chess) {
  const { current, nodes } = chess.tree();
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const root = nodes.find((node) => node.parent === null).id;
  return { current, byId, root };
}

/** The ids from the root to the game's last move (index = ply). */
export function gamePath(tree) {
  const path = [];
  for (let id = tree.current; id !== null; id = tree.byId.get(id).parent) path.push(id);
  return path.reverse();
}

/** The node `line` reaches from the game's ply `branch`, or null when the tree does not hold it. */
export function nodeFor(tree, branch, line) {
  let id = gamePath(tree)[branch];
  if (id === undefined) return null;
  for (const uci of line) {
    id = tree.byId.get(id).children.find((child) => tree.byId.get(child).uci === uci);
    if (id === undefined) return null;
  }
  return id;
}

/** Adds `line` from the game's ply `branch` to the tree (what is there already is followed). */
export function storeVariation(chess, branch, line) {
  let tree = readTree(chess);
  const { current } = tree;
  let id = gamePath(tree)[branch];
  for (const uci of line) {
    const next = tree.byId.get(id).children.find((child) => tree.byId.get(child).uci === uci);
    if (next === undefined) {
      chess.goTo(id);
      chess.move(uci);
      tree = readTree(chess);
      id = tree.current;
    } else {
      id = next;
    }
  }
  chess.goTo(current);
}

/** The end of the main line (first children all the way). */
function mainLineEnd(tree) {
  let id = tree.root;
  while (tree.byId.get(id).children.length > 0) [id] = tree.byId.get(id).children;
  return id;
}

/**
 * Makes `line` from the game's ply `branch` the game's own moves from there
 * on (the moves it replaces become a variation). Returns the new game's ply
 * of the position that `line` showed.
 */
export function promoteLine(chess, branch, line) {
  const tree = readTree(chess);
  const id = nodeFor(tree, branch, line);
  if (id === null) return null;
  // Each move of the line, from the last up, becomes its parent's first child.
  for (let at = id; tree.byId.get(at).parent !== null; at = tree.byId.get(at).parent) chess.promoteVariation(at);
  chess.goTo(mainLineEnd(readTree(chess)));
  return branch + line.length;
}

/** Deletes the position `line` reaches from ply `branch` and everything after it. */
export function deleteLine(chess, branch, line) {
  const id = nodeFor(readTree(chess), branch, line);
  if (id !== null && line.length > 0) chess.deleteVariation(id);
}

/** Removes what hangs past the game's last move (after a takeback, the variations of the move taken back). */
export function pruneAfterGame(chess) {
  for (;;) {
    const tree = readTree(chess);
    const [child] = tree.byId.get(tree.current).children;
    if (child === undefined) return;
    chess.deleteVariation(child);
  }
}

/**
 * The variations beside the game's moves: for each ply k of the game, the
 * lines that replace its move k, each a list of moves
 * { san, uci, ply, line (UCI from the branch), variations (nested, the same shape) }.
 */
export function gameVariations(chess) {
  const tree = readTree(chess);
  const path = gamePath(tree);
  /** A line from node `id` on (first children), with the alternatives at each of its moves. */
  const lineFrom = (id, prefix) => {
    const moves = [];
    let line = prefix;
    for (let at = id; at !== undefined;) {
      const node = tree.byId.get(at);
      line = [...line, node.uci];
      const parent = tree.byId.get(node.parent);
      const alternatives = moves.length === 0 ? [] : parent.children.filter((c) => c !== at)
        .map((c) => lineFrom(c, line.slice(0, -1)));
      moves.push({
        san: node.san, uci: node.uci, ply: node.ply, line, variations: alternatives,
      });
      [at] = node.children;
    }
    return moves;
  };
  const variations = new Map();
  for (let ply = 1; ply < path.length; ply += 1) {
    const parent = tree.byId.get(path[ply - 1]);
    const others = parent.children.filter((c) => c !== path[ply]);
    if (others.length > 0) variations.set(ply, others.map((c) => lineFrom(c, [])));
  }
  return variations;
}
