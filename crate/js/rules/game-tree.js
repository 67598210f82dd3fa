// A game's move tree as live JavaScript nodes (Chess#gameTree): the nodes
// are read from wasm once and kept current by the game itself, which hands
// the tree what each of its changes touched (the rules' list of the nodes
// made, changed, relinked and removed since a revision). A move played
// reads its own node and nothing else; a game loaded reads the tree whole.
// No app keeps a copy of the tree, and none can forget to bring one up to
// date.
//
//   const chess = new Chess();
//   const tree = chess.gameTree();
//   chess.move('e4');
//   tree.current.san;                        // 'e4'
//   const c5 = tree.addLine(tree.root.id, ['e4', 'c5']);
//   tree.node(c5.parent).children.length;    // 1: e4's node is followed, c5 added
//   tree.subscribe(({ changed }) => redraw(changed));
import { describe } from './check.js';

/** The tree's hook that takes in a change (module-private: the game calls it). */
export const TAKE_CHANGES = Symbol('take the tree changes in');

/** A node as the rules list it, frozen, its comment's commands read (see chess.js's withCommands). */
function frozen(node) {
  Object.freeze(node.children);
  Object.freeze(node.nags);
  return Object.freeze(node);
}

/**
 * The game's moves as a tree of read-only nodes, live: each node is a
 * frozen `{ id, parent, children, san, uci, fen, ply, turn, moveNumber,
 * nags, comment, startingComment }` with `clock`, `emt`, `eval` and
 * `shapes` where its comment has them, as tree() lists it; a change makes a
 * new object for each node it touched, so a node held stays as it was when
 * read (ask node(id) again for the node as it is now).
 */
export class GameTree {
  /** What the game gives the tree: { read: () => WasmGame, wholeTree(), readNode(id), change(call), forward(method, ...args) }. */
  #game;

  /** Nodes by id. */
  #nodes = new Map();

  /** Stored data of the nodes read one at a time: id -> { key: value } (whole). */
  #data = new Map();

  /** Stored data read key by key (nodes read with the whole tree): id -> Map(key -> value). */
  #keys = new Map();

  #revision = 0;

  #current = 0;

  #listeners = new Set();

  /**
   * How much was read from wasm, for tests and measurements: `whole`
   * trees (a game loaded) and single `nodes` (a move, a comment).
   */
  reads = { whole: 0, nodes: 0 };

  /** Made by Chess#gameTree, never directly. */
  constructor(game) {
    this.#game = game;
    this.#readWhole();
  }

  #readWhole() {
    const live = this.#game.read();
    this.reads.whole += 1;
    this.#revision = JSON.parse(live.tree_changes()).revision;
    const { current, nodes } = this.#game.wholeTree();
    this.#nodes = new Map(nodes.map((node) => [node.id, frozen(node)]));
    this.#current = current;
    this.#data.clear();
    this.#keys.clear();
  }

  /** Takes in what changed since the tree's revision; tells the listeners. Called by the game after each change. */
  [TAKE_CHANGES]() {
    const live = this.#game.read();
    const changes = JSON.parse(live.tree_changes(this.#revision));
    const current = live.current_node();
    if (changes.revision === this.#revision && current === this.#current) return;
    let changed = [];
    if (changes.replaced) {
      this.#readWhole();
      changed = [...this.#nodes.keys()];
    } else {
      for (const id of changes.removed) this.#forget(id);
      for (const id of changes.changed) {
        this.#forget(id);
        const { data, ...node } = this.#game.readNode(id);
        this.reads.nodes += 1;
        this.#nodes.set(id, frozen(node));
        this.#data.set(id, data);
      }
      for (const [id, children] of changes.relinked) {
        const node = this.#nodes.get(id);
        if (node) this.#nodes.set(id, frozen({ ...node, children }));
      }
      changed = [...changes.changed, ...changes.relinked.map(([id]) => id)];
      this.#revision = changes.revision;
    }
    this.#current = current;
    const notice = Object.freeze({
      revision: this.#revision,
      replaced: changes.replaced,
      changed: Object.freeze(changed),
      removed: Object.freeze(changes.replaced ? [] : changes.removed),
      current,
    });
    for (const listener of [...this.#listeners]) {
      try {
        listener(notice);
      } catch (error) {
        // Reported as an event listener's error is, without undoing the change or stopping the others.
        queueMicrotask(() => { throw error; });
      }
    }
  }

  #forget(id) {
    this.#nodes.delete(id);
    this.#data.delete(id);
    this.#keys.delete(id);
  }

  /** The root: the starting position (id 0). */
  get root() {
    return this.#nodes.get(0);
  }

  /** The node of the game's current position. */
  get current() {
    return this.#nodes.get(this.#current);
  }

  /** The revision the tree is at (Chess#changes's). */
  get revision() {
    return this.#revision;
  }

  /** How many nodes the tree holds, the root included. */
  get size() {
    return this.#nodes.size;
  }

  /** Node `id`, or undefined when the tree has none. */
  node(id) {
    return this.#nodes.get(id);
  }

  /** The nodes from the root to node `id`, both included (empty when there is no such node). */
  path(id) {
    const nodes = [];
    for (let node = this.#nodes.get(id); node; node = this.#nodes.get(node.parent)) nodes.push(node);
    return nodes.reverse();
  }

  /** The main line's nodes from the first move on (each node's first child). */
  mainline() {
    const nodes = [];
    for (let node = this.#nodes.get(this.#nodes.get(0)?.children[0]); node; node = this.#nodes.get(node.children[0])) nodes.push(node);
    return nodes;
  }

  /** The child of node `id` whose move is `uci`, or undefined. */
  child(id, uci) {
    const children = this.#nodes.get(id)?.children ?? [];
    return children.map((child) => this.#nodes.get(child)).find((node) => node.uci === uci);
  }

  /** What setData (or Chess#setNodeData) stored on node `id` under `key`; undefined when none. */
  data(id, key) {
    const whole = this.#data.get(id);
    if (whole) return whole[key];
    if (!this.#nodes.has(id)) return undefined;
    if (!this.#keys.has(id)) this.#keys.set(id, new Map());
    const keys = this.#keys.get(id);
    if (!keys.has(key)) keys.set(key, this.#game.forward('getNodeData', id, key));
    return keys.get(key);
  }

  /** Stores `value` (anything JSON holds; undefined removes it) on node `id` under `key` (Chess#setNodeData). */
  setData(id, key, value) {
    this.#game.forward('setNodeData', id, key, value);
  }

  /**
   * Adds `moves` as a line from node `fromId` without moving the game
   * (Chess#addLine: the tree's own moves are followed, the rest added);
   * returns the line's last node.
   */
  addLine(fromId, moves, opts) {
    return this.#nodes.get(this.#game.forward('addLine', fromId, moves, opts));
  }

  /** Removes node `id` and everything after it (Chess#deleteVariation); the game steps back when it stood there. */
  delete(id) {
    return this.#game.forward('deleteVariation', id);
  }

  /**
   * Makes node `id`'s line the main line, in one change: each move on its
   * way from the root becomes its parent's first child (what it replaces
   * becomes a variation). Returns false, changing nothing, when the tree
   * has no such node.
   */
  promote(id) {
    if (!Number.isInteger(id) || !this.#nodes.has(id)) {
      if (!Number.isInteger(id)) throw new TypeError(`promote needs a node id, got ${describe(id)}`);
      return false;
    }
    const line = this.path(id).slice(1).filter((node) => this.#nodes.get(node.parent).children[0] !== node.id);
    if (line.length > 0) this.#game.change((live) => line.forEach((node) => live.promote_variation(node.id)));
    return true;
  }

  /**
   * Calls `listener` after every change of the tree or of the current node
   * with `{ revision, replaced, changed, removed, current }` (the ids of
   * the nodes made or changed, those removed, the current node's id;
   * `replaced` when the whole tree is new); returns a function that stops it.
   */
  subscribe(listener) {
    if (typeof listener !== 'function') throw new TypeError(`subscribe needs a function, got ${describe(listener)}`);
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
