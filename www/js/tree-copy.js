// The page's copy of the library's move tree (Chess#tree, node, addLine,
// getNodeData/setNodeData), kept up to date from the library's change
// notice (Chess#changes: the nodes changed or removed since the copy's
// revision), so that drawing the page never reads the whole tree from wasm:
// a move reads its node and its parent's (Chess#node, the cost of their own
// lines); only a game loaded reads the tree whole (counted in `wholeReads`).
//
// The game is the line from the root to the library's current node, which
// stays at the game's last move (`end`). Every position the page shows is a
// node: one of the game's, one of a variation beside it (kept in the PGN),
// or one explored past the game's end in analysis (left out of the PGN,
// pruned when the game goes on).
//
//   const tree = new TreeCopy(chess);
//   const id = tree.addLine(tree.path(tree.end)[1], ['d7d5']); // 1. d4 (1... d5)
//   tree.node(id).san;                                            // 'd5'

export class TreeCopy {
  /** The library's game (a Chess), whose tree this copies. */
  #chess;

  /** Nodes by id, as Chess#node lists them (without their data). */
  #nodes = new Map();

  /** Node data: id -> { key: value } as Chess#node gave it, whole. */
  #data = new Map();

  /** Node data read one key at a time (nodes read by the whole-tree read): id -> Map(key -> value). */
  #keys = new Map();

  /** The library's tree revision this copy is in step with. */
  #revision = 0;

  /** The game's line, worked out once per end and revision: { end, revision, path, nodes (a Set) }. */
  #gameLine = null;

  /** How many times the whole tree was read (a move must not add one). */
  wholeReads = 0;

  constructor(chess) {
    this.#chess = chess;
    this.reload();
  }

  /** Reads the whole tree again (a game loaded: the library's tree is another). */
  reload() {
    this.wholeReads += 1;
    this.#revision = this.#chess.changes().revision;
    this.#nodes = new Map(this.#chess.tree().nodes.map((node) => [node.id, node]));
    this.#data.clear();
    this.#keys.clear();
  }

  /** Takes in what changed in the library's tree since the copy's revision (the whole tree when it is another). */
  sync() {
    const changes = this.#chess.changes(this.#revision);
    if (changes.replaced) {
      this.reload();
      return;
    }
    for (const id of changes.removed) this.#forget(id);
    for (const id of changes.changed) {
      this.#forget(id);
      const { data, ...node } = this.#chess.node(id);
      this.#nodes.set(id, node);
      this.#data.set(id, data);
    }
    this.#revision = changes.revision;
  }

  /** Forgets node `id` and its data. */
  #forget(id) {
    this.#nodes.delete(id);
    this.#data.delete(id);
    this.#keys.delete(id);
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

  /** Adds `moves` (UCI or SAN) after node `from` without moving the game; returns the last one's id. */
  addLine(from, moves) {
    const at = this.#chess.addLine(from, moves);
    this.sync();
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

  /** The game's line as it stands, walked once per end and revision (a render asks many times). */
  #line() {
    const { end } = this;
    if (this.#gameLine?.end !== end || this.#gameLine.revision !== this.#revision) {
      const path = this.path(end);
      this.#gameLine = {
        end, revision: this.#revision, path, nodes: new Set(path),
      };
    }
    return this.#gameLine;
  }

  /** The game's own line: the ids from the root to its last move (index = ply; do not change it). */
  gamePath() {
    return this.#line().path;
  }

  /** The deepest node of the game's line on the way to `id` (itself when it is the game's). */
  branchOf(id) {
    const game = this.#line().nodes;
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
    const whole = this.#data.get(id);
    if (whole) return whole[key];
    if (!this.#keys.has(id)) this.#keys.set(id, new Map());
    const keys = this.#keys.get(id);
    if (!keys.has(key)) keys.set(key, this.#chess.getNodeData(id, key));
    return keys.get(key);
  }

  /** Stores `value` on node `id` under `key`, in the library's tree (and here). */
  setData(id, key, value) {
    this.#chess.setNodeData(id, key, value);
    this.sync();
  }

  /**
   * Makes node `id`'s line the game's (each move from it up becomes its
   * parent's first child; what it replaces becomes a variation) and the
   * game's end the main line's end.
   */
  promote(id) {
    for (let at = id; this.#nodes.get(at).parent !== null; at = this.#nodes.get(at).parent) this.#chess.promoteVariation(at);
    this.#chess.goTo(this.#chess.mainline().at(-1)?.id ?? this.root);
    this.sync();
  }

  /** Deletes node `id` and everything after it. */
  delete(id) {
    if (id === this.root) return;
    this.#chess.deleteVariation(id);
    this.sync();
  }

  /** Removes what hangs past the game's last move (explorations; after a takeback, the moves taken back). */
  pruneAfterGame() {
    const explored = [...this.#nodes.get(this.end).children];
    if (explored.length === 0) return;
    for (const child of explored) this.#chess.deleteVariation(child);
    this.sync();
  }

  /**
   * The variations beside the game's moves: for each ply k of the game, the
   * lines that replace its move k, each a list of moves
   * { id, san, ply, variations (nested, the same shape) } with what
   * `annotate(node)` gives for each (its comments and glyphs).
   */
  gameVariations(annotate = () => ({})) {
    const path = this.gamePath();
    /** A line from node `id` on (first children), with the alternatives at each of its moves after the first. */
    const lineFrom = (id) => {
      const moves = [];
      for (let at = id; at !== undefined;) {
        const node = this.#nodes.get(at);
        const alternatives = moves.length === 0 ? []
          : this.#nodes.get(node.parent).children.filter((c) => c !== at).map(lineFrom);
        moves.push({
          ...annotate(node), id: at, san: node.san, ply: node.ply, variations: alternatives,
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
