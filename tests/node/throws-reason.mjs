// ferrochess throws chess.js's message for what chess.js also refuses
// (`Invalid move: e5`) and keeps its own, more precise words in the Error's
// `reason`: the tests of those words read the reason (or the message, for an
// Error that has no reason).
import assert from 'node:assert/strict';

/** Asserts that `fn` throws an Error whose reason (else its message) matches `pattern`. */
export function throwsReason(fn, pattern, label) {
  assert.throws(fn, (error) => {
    assert.ok(error instanceof Error, `${label ?? 'it'} threw a non-Error`);
    assert.match(error.reason ?? error.message, pattern, label);
    return true;
  });
}
