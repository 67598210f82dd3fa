// The page's copy of the library's move tree (Chess#tree, node, addLine,
// getNodeData/setNodeData), kept up to date by the calls that change it, so
// that drawing the page never reads the whole tree from wasm: a move reads
// one node (Chess#node, the cost of its own line); only a change of the
// tree's shape (a game loaded, a line promoted or deleted, a takeback)
// reads it whole again (`reload`, counted in `wholeReads`).
//
// The game is the line from the root to the library's current node, which
// stays at the game's last move (`end`). Every position the page shows is a
// node: one of the game's, one of a variation beside it (kept in the PGN),
// or one explored past the game's end in analysis (left out of the PGN,
// pruned when the game goes on).
//
//   const tree = new GameTree(chess);
//   const id = tree.addLine(tree.path(tree.end)[1], ['d7d5']); // 1. d4 (1... d5)
//   tree.node(id).san;                                            // 'd5'

export class GameTree {
  /** The library's game (a Chess), whose tree this copies. */
  #chess;

  /** Nodes by id, as Chess#node lists them (without their data). */
  #nodes = new Map();

  /** Node data read or written: `${id}\t${key}` -> value. */
  #data = new Map();

  /** How many times the whole tree was read (a move must not add one). */
  wholeReads = 0;

  constructor(chess) {
    this.#chess = chess;
    this.reload();
  }

  /** Reads the whole tree again: after a change of its shape (load, promote, delete, takeback). */
  reload() {
    this.wholeReads += 1;
    this.#nodes = new Map(this.#chess.tree().nodes.map((node) => [node.id, node]));
    this.#data.clear();
  }

  /** The node of the game's last move (the root before the first). */
  get end() {
    return this.#chess.currentNode();
  }

  /** The root: the game's starting position. */
  get root() {
    return 0;
  }

  /** Node `id` ({ id, parent, children, san, uci, fen, ply, turn, moveNumber, … }), or undefined. */
  node(id) {
    return this.#nodes.get(id);
  }

  /** Takes in node `id`, just made by a move or addLine, and its parent's new child. */
  #adopt(id) {
    if (this.#nodes.has(id)) return;
    const { data, ...node } = this.#chess.node(id);
    this.#nodes.set(id, node);
    const parent = this.#nodes.get(node.parent);
    // The library appends a new move after its parent's other children.
    if (parent && !parent.children.includes(id)) parent.children = [...parent.children, id];
  }

  /** After a move played in the game (Chess#move): takes in its node. */
  played() {
    this.#adopt(this.end);
  }

  /** Adds `moves` (UCI or SAN) after node `from` without moving the game; returns the last one's id. */
  addLine(from, moves) {
    let at = from;
    for (const move of moves) {
      at = this.#chess.addLine(at, [move]);
      this.#adopt(at);
    }
    return at;
  }

  /** The ids from the root to node `id`. */
  path(id) {
    const ids = [];
    for (let at = id; at !== null && at !== undefined; at = this.#nodes.get(at)?.parent) ids.push(at);
    return ids.reverse();
  }

  /** The moves (UCI) from the root to node `id`. */
  moves(id) {
    return this.path(id).slice(1).map((at) => this.#nodes.get(at).uci);
  }

  /** The game's own line: the ids from the root to its last move (index = ply). */
  gamePath() {
    return this.path(this.end);
  }

  /** The deepest node of the game's line on the way to `id` (itself when it is the game's). */
  branchOf(id) {
    const game = new Set(this.gamePath());
    let at = id;
    while (!game.has(at)) at = this.#nodes.get(at).parent;
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

  /** The child of `id` reached by `uci`, or undefined. */
  child(id, uci) {
    return this.#nodes.get(id).children.find((child) => this.#nodes.get(child).uci === uci);
  }

  /** Stored data of node `id` under `key` (undefined when none). */
  data(id, key) {
    const slot = `${id}\t${key}`;
    if (!this.#data.has(slot)) this.#data.set(slot, this.#chess.getNodeData(id, key));
    return this.#data.get(slot);
  }

  /** Stores `value` on node `id` under `key`, in the library's tree (and here). */
  setData(id, key, value) {
    this.#chess.setNodeData(id, key, value);
    this.#data.set(`${id}\t${key}`, value);
  }

  /**
   * Makes node `id`'s line the game's (each move from it up becomes its
   * parent's first child; what it replaces becomes a variation) and the
   * game's end the main line's end.
   */
  promote(id) {
    for (let at = id; this.#nodes.get(at).parent !== null; at = this.#nodes.get(at).parent) this.#chess.promoteVariation(at);
    this.#chess.goTo(this.#chess.mainline().at(-1)?.id ?? this.root);
    this.reload();
  }

  /** Deletes node `id` and everything after it. */
  delete(id) {
    if (id === this.root) return;
    this.#chess.deleteVariation(id);
    this.reload();
  }

  /** Removes what hangs past the game's last move (explorations; after a takeback, the moves taken back). */
  pruneAfterGame() {
    const explored = [...this.#nodes.get(this.end).children];
    if (explored.length === 0) return;
    for (const child of explored) this.#chess.deleteVariation(child);
    this.reload();
  }

  /**
   * The variations beside the game's moves: for each ply k of the game, the
   * lines that replace its move k, each a list of moves
   * { id, san, ply, variations (nested, the same shape) }.
   */
  gameVariations() {
    const path = this.gamePath();
    /** A line from node `id` on (first children), with the alternatives at each of its moves after the first. */
    const lineFrom = (id) => {
      const moves = [];
      for (let at = id; at !== undefined;) {
        const node = this.#nodes.get(at);
        const alternatives = moves.length === 0 ? []
          : this.#nodes.get(node.parent).children.filter((c) => c !== at).map(lineFrom);
        moves.push({
          id: at, san: node.san, ply: node.ply, variations: alternatives,
        });
        [at] = node.children;
      }
      return moves;
    };
    const variations = new Map();
    for (let ply = 1; ply < path.length; ply += 1) {
      const others = this.#nodes.get(path[ply - 1]).children.filter((c) => c !== path[ply]);
      if (others.length > 0) variations.set(ply, others.map(lineFrom));
    }
    return variations;
  }
}
