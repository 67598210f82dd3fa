// The game's line within the library's live move tree (Chess#gameTree):
// what the page asks of the tree beyond the library's own questions. The
// library keeps the tree's nodes current in JavaScript after every change,
// reading only the nodes a change touched, so nothing here copies the tree
// or has to be told that it changed.
//
// The game is the line from the root to the library's current node, which
// stays at the game's last move (`end`). Every position the page shows is a
// node: one of the game's, one of a variation beside it (kept in the PGN),
// or one explored past the game's end in analysis (left out of the PGN,
// pruned when the game goes on).
//
//   const line = new GameLine(chess);
//   const id = line.addLine(line.path(line.end)[1], ['d7d5']); // 1. d4 (1... d5)
//   line.node(id).san;                                            // 'd5'

export class GameLine {
  /** The library's game (a Chess). */
  #chess;

  /** The library's live tree of the game (a GameTree). */
  #tree;

  /** The game's line, worked out once per end and revision: { end, revision, path, nodes (a Set) }. */
  /** @type {{ end: number, revision: number, path: number[], nodes: Set<number> } | null} */
  #gameLine = null;

  constructor(chess) {
    this.#chess = chess;
    this.#tree = chess.gameTree();
  }

  /**
   * The tree's revision (GameTree#revision): it moves on with each change
   * to the tree's nodes (a move, an edit, a comment, a new game loaded,
   * which makes a new tree), never back, so that what draws from the tree
   * draws again only when it or `end` moved.
   */
  get revision() {
    return this.#tree.revision;
  }

  /** What the library read from wasm for the tree: { whole, nodes } (a move reads one node). */
  get reads() {
    return this.#tree.reads;
  }

  /** The node of the game's last move (the root before the first). */
  get end() {
    return this.#tree.current.id;
  }

  /** The root: the game's starting position. */
  get root() {
    return 0;
  }

  /** Node `id` ({ id, parent, children, san, uci, fen, ply, turn, moveNumber, … }), or undefined. */
  node(id) {
    return this.#tree.node(id);
  }

  /** Adds `moves` (UCI or SAN) after node `from` without moving the game; returns the last one's id. */
  addLine(from, moves) {
    return this.#tree.addLine(from, moves).id;
  }

  /** The ids from the root to node `id`. */
  path(id) {
    return this.#tree.path(id).map((node) => node.id);
  }

  /** The moves (UCI) from the root to node `id`. */
  moves(id) {
    return this.#tree.path(id).slice(1).map((node) => node.uci);
  }

  /** The game's line as it stands, walked once per end and revision (a render asks many times). */
  #line() {
    const { end } = this;
    const { revision } = this.#tree;
    let line = this.#gameLine;
    if (!line || line.end !== end || line.revision !== revision) {
      const path = this.path(end);
      line = {
        end, revision, path, nodes: new Set(path),
      };
      this.#gameLine = line;
    }
    return line;
  }

  /** The game's own line: the ids from the root to its last move (index = ply; do not change it). */
  gamePath() {
    return this.#line().path;
  }

  /** The deepest node of the game's line on the way to `id` (itself when it is the game's). */
  branchOf(id) {
    const game = this.#line().nodes;
    let at = id;
    while (!game.has(at)) {
      const parent = this.#tree.node(at)?.parent;
      if (parent === undefined || parent === null) throw new Error(`node ${at} is not in the game's tree`);
      at = parent;
    }
    return at;
  }

  /** Whether node `id` is one of the game's positions. */
  onGame(id) {
    return this.branchOf(id) === id;
  }

  /** Whether node `id` lies past the game's last move (an exploration, not kept in the PGN). */
  pastEnd(id) {
    return id !== this.end && this.branchOf(id) === this.end;
  }

  /** The id of the child of `id` reached by `uci`, or undefined. */
  child(id, uci) {
    return this.#tree.child(id, uci)?.id;
  }

  /** Stored data of node `id` under `key` (undefined when none). */
  data(id, key) {
    return this.#tree.data(id, key);
  }

  /** Stores `value` on node `id` under `key`, in the library's tree. */
  setData(id, key, value) {
    this.#tree.setData(id, key, value);
  }

  /**
   * Makes node `id`'s line the game's (the library's promote: each move
   * from it up becomes its parent's first child; what it replaces becomes
   * a variation) and the game's end the main line's end.
   */
  promote(id) {
    this.#tree.promote(id);
    this.#chess.goTo(this.#tree.mainline().at(-1)?.id ?? this.root);
  }

  /** Deletes node `id` and everything after it. */
  delete(id) {
    if (id === this.root) return;
    this.#tree.delete(id);
  }

  /** Removes what hangs past the game's last move (explorations; after a takeback, the moves taken back). */
  pruneAfterGame() {
    for (const child of [...this.#tree.current.children]) this.#tree.delete(child);
  }

  /**
   * The variations beside the game's moves: for each ply k of the game, the
   * lines that replace its move k, each a list of moves
   * { id, san, ply, variations (nested, the same shape) } with what
   * `annotate(node)` gives for each (its comments and glyphs).
   */
  /** @param {(node: import('../../ferrochess/js/index.js').TreeNode) => object} [annotate] */
  gameVariations(annotate = () => ({})) {
    const path = this.gamePath();
    /** A line from node `id` on (first children), with the alternatives at each of its moves after the first. */
    const lineFrom = (id) => {
      const moves = [];
      for (let at = id; at !== undefined;) {
        const node = this.#tree.node(at);
        const alternatives = moves.length === 0 ? []
          : this.#tree.node(node.parent).children.filter((c) => c !== at).map(lineFrom);
        moves.push({
          ...annotate(node), id: at, san: node.san, ply: node.ply, variations: alternatives,
        });
        [at] = node.children;
      }
      return moves;
    };
    const variations = new Map();
    for (let ply = 1; ply < path.length; ply += 1) {
      const others = this.#tree.node(path[ply - 1]).children.filter((c) => c !== path[ply]);
      if (others.length > 0) variations.set(ply, others.map(lineFrom));
    }
    return variations;
  }
}
