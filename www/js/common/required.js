// What a step of a controller needs to be there (the drill under way, the
// position being edited…): the steps that run only then take it from here,
// and a call at any other time says what is missing instead of failing on
// `null` somewhere further on.
//
//   const drill = required(state.drill, 'no drill is under way');

/**
 * `value`, or an Error saying `missing` when it is null or undefined.
 *
 * @template T
 * @param {T | null | undefined} value
 * @param {string} missing
 * @returns {T}
 */
export function required(value, missing) {
  if (value === null || value === undefined) throw new Error(missing);
  return value;
}
