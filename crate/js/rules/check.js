// Argument checking shared by the rules (chess.js) and the engine's side
// (engine.js, search-game.js): clear TypeErrors instead of wasm traps.

/** Describes a value for an error message without risking another throw. */
export function describe(value) {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  if (typeof value === 'symbol') return 'a symbol';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

/**
 * An Error with the fields ferrochess adds: `code` (the rules' reason, as a
 * word), `reason` (under chess.js's message, ferrochess's own), `cancelled`
 * and `crashed` (an Engine search that did not end with a move).
 * @typedef {Error & { code?: string, reason?: string, cancelled?: boolean, crashed?: boolean }} FerroError
 */

/**
 * `error` as a FerroError, to read or set its fields.
 * @param {unknown} error
 * @returns {FerroError}
 */
export function ferroError(error) {
  return /** @type {FerroError} */ (error);
}

export function requireString(value, what) {
  if (typeof value !== 'string') {
    throw new TypeError(`${what} must be a string, got ${describe(value)}`);
  }
  return value;
}

export function optionalString(value, what) {
  return value === undefined || value === null ? undefined : requireString(value, what);
}

/** Throws if the options object `value` has a name that is not in `known`. */
export function rejectUnknownOptions(value, method, known) {
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown !== undefined) {
    throw new TypeError(`${method}: unknown option ${JSON.stringify(unknown)} (known: ${known.join(', ')})`);
  }
}

/** Throws unless each of `callbacks` ({ name: value }) is a function or undefined. */
export function requireCallbacks(callbacks, method) {
  for (const [name, callback] of Object.entries(callbacks)) {
    if (callback !== undefined && typeof callback !== 'function') {
      throw new TypeError(`${method} ${name} must be a function, got ${describe(callback)}`);
    }
  }
}

/**
 * The options object `value` of `method`, checked by the package's one rule:
 * undefined or null are none; anything but an object, or a name not in
 * `known`, is a TypeError that says so.
 */
export function options(value, method, known) {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`${method} options must be an object, got ${describe(value)}`);
  }
  rejectUnknownOptions(value, method, known);
  return value;
}
