// Named event listeners for the board and its binding: on(name, fn) with a
// clear error for an unknown name, emit(name, ...args), and clear().
//
//   const events = new Listeners('Board', ['move', 'select']);
//   const off = events.on('move', (from, to) => {});
//   events.emit('move', 'e2', 'e4');

export class Listeners {
  #owner;
  #names;
  #byName = new Map();

  /** `owner` names the object in errors; `names` are the events it has. */
  constructor(owner, names) {
    this.#owner = owner;
    this.#names = names;
  }

  /** Adds `listener` for `name`; returns a function that removes it. */
  on(name, listener) {
    if (!this.#names.includes(name)) throw new TypeError(`${this.#owner} has no event "${name}" (known: ${this.#names.join(', ')})`);
    if (typeof listener !== 'function') throw new TypeError('on(name, listener) needs a function');
    if (!this.#byName.has(name)) this.#byName.set(name, new Set());
    this.#byName.get(name).add(listener);
    return () => this.#byName.get(name)?.delete(listener);
  }

  /** Calls each listener of `name` with `args`; returns how many there were. */
  emit(name, ...args) {
    const listeners = [...(this.#byName.get(name) ?? [])];
    for (const listener of listeners) listener(...args);
    return listeners.length;
  }

  clear() {
    this.#byName.clear();
  }
}
