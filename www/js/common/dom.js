// The page's elements by id, typed by their tags: `$('level')` is
// index.html's <select id="level"> to tsc (page-elements.d.ts, written from
// index.html by scripts/page-elements.mjs), so a view reads `.value` or
// `.options` without a cast. An id index.html does not hold is a type
// error: an element made by a script is looked up where it is made.
//
//   $('status').textContent = 'Your move';   // <p id="status">: an HTMLParagraphElement
//   all('[data-castle]', HTMLInputElement)    // the castling boxes, as inputs

/** @typedef {import('./page-elements.js').PageElements} PageElements */

/**
 * The page's element with id `id`.
 *
 * @template {keyof PageElements} K
 * @param {K} id
 * @returns {PageElements[K]}
 */
export function $(id) {
  return /** @type {PageElements[K]} */ (/** @type {unknown} */ (document.getElementById(id)));
}

/**
 * The elements under `root` that `selector` matches, those of class `type`
 * (HTMLInputElement, HTMLButtonElement…) only: typed without a cast, and
 * checked as they are found.
 *
 * @template {Element} T
 * @param {string} selector
 * @param {{ new (): T, prototype: T }} type
 * @param {ParentNode} [root]
 * @returns {T[]}
 */
export function all(selector, type, root = document) {
  /** @type {(element: Element) => element is T} */
  const ofType = (element) => element instanceof type;
  return [...root.querySelectorAll(selector)].filter(ofType);
}

/**
 * The element an event happened on, when it is of class `type` (else null):
 * a listener on a container reads its target typed.
 *
 * @template {Element} T
 * @param {Event} event
 * @param {{ new (): T, prototype: T }} type
 * @returns {T | null}
 */
export function targetOf(event, type) {
  return event.target instanceof type ? event.target : null;
}
