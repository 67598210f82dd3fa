// Property-based fuzzing (fast-check) of the JS-facing option parsing:
// bestMove, moves, move and the Chess constructor get arbitrary option
// objects. Each call either throws a clear Error (never a wasm trap) and
// leaves the game as it was, or does what the options say.
import test from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Chess, SEARCH_OPTIONS, ratings } from '../../crate/js/engine-entry.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

function outcome(fn) {
  try {
    return { value: fn() };
  } catch (error) {
    return { error };
  }
}

function assertCleanError(error, label) {
  assert.ok(error instanceof Error, `${label}: threw a non-Error ${String(error)}`);
  assert.ok(error.message.length > 5 && error.message.length < 500, `${label}: message ${JSON.stringify(error.message.slice(0, 80))}`);
  assert.ok(!/unreachable|RuntimeError|recursive use/.test(`${error.name} ${error.message}`), `${label}: wasm trap: ${error.message}`);
}

// A value of any kind, biased towards the edges option parsers get wrong.
const anyValue = fc.oneof(
  fc.anything(),
  fc.constantFrom(0, -1, 1, 1.5, NaN, Infinity, -Infinity, 2 ** 53, 1e10, 1e10 + 1, -0, '5', '', true, null, undefined),
  fc.integer({ min: -5, max: 70 }),
  fc.string({ maxLength: 12 }),
);

// Cheap search limits, so that an accepted request finishes fast.
const cheapLimit = fc.oneof(
  fc.record({ depth: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ nodes: fc.integer({ min: 1, max: 3000 }) }),
);

// Mostly valid values, sometimes anything: so that many requests are accepted.
const mostly = (valid) => fc.oneof({ arbitrary: valid, weight: 9 }, { arbitrary: anyValue, weight: 1 });

const searchOptions = fc.record(
  {
    level: mostly(fc.integer({ min: 1, max: 8 })),
    algorithm: mostly(fc.constantFrom('default', 'random', 'minimax', 'alphabeta')),
    evaluator: mostly(fc.constantFrom('default', 'nnue', 'handcrafted', 'material', 'pst', 'shannon', 'turing', 'berliner', 'upcraft')),
    randomness: mostly(fc.integer({ min: 0, max: 1000 })),
    book: mostly(fc.boolean()),
    depth: mostly(fc.integer({ min: 1, max: 3 })),
    nodes: mostly(fc.integer({ min: 1, max: 3000 })),
    onInfo: mostly(fc.constant(() => {})),
    onProgress: mostly(fc.constant(() => {})),
  },
  { requiredKeys: [] },
);

// Now and then a rating (near the accepted range; never with a level).
const { min: eloMin, max: eloMax } = ratings();
const eloOption = fc.oneof(
  { arbitrary: fc.constant({}), weight: 3 },
  { arbitrary: fc.record({ elo: mostly(fc.integer({ min: eloMin - 50, max: eloMax + 50 })) }), weight: 1 },
);

// Now and then an option name that does not exist.
const extraOptions = fc.oneof(
  { arbitrary: fc.constant({}), weight: 4 },
  { arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { minKeys: 1, maxKeys: 2 }), weight: 1 },
);

test('bestMove: arbitrary options throw clearly or search legally', () => {
  const chess = new Chess();
  chess.move('e4');
  const fen = chess.fen();
  const legal = new Set(chess.moves({ verbose: true }).map((m) => m.lan));
  let accepted = 0;
  let refused = 0;
  fc.assert(
    fc.property(searchOptions, eloOption, cheapLimit, extraOptions, (opts, elo, limit, extra) => {
      // The levels' own budgets are small; a level with bad limits is refused.
      const request = { ...extra, ...opts, ...limit };
      if ('elo' in elo) {
        delete request.level;
        Object.assign(request, elo);
      }
      if ('movetime' in request) delete request.movetime; // keep runs short
      const result = outcome(() => chess.bestMove(request));
      if (result.error) {
        refused += 1;
        assertCleanError(result.error, JSON.stringify(Object.keys(request)));
      } else {
        accepted += 1;
        const unknown = Object.keys(request).filter((key) => !SEARCH_OPTIONS.includes(key));
        assert.deepEqual(unknown, [], 'an unknown option was accepted');
        assert.ok(legal.has(result.value.bestMove), `illegal best move ${result.value.bestMove}`);
      }
      assert.equal(chess.fen(), fen);
    }),
    { numRuns: RUNS },
  );
  assert.ok(accepted > RUNS / 10 && refused > RUNS / 10, `accepted ${accepted}, refused ${refused}`);
  console.log(`bestMove options: ${accepted} accepted, ${refused} refused`);
});

test('moves, move and the constructor: arbitrary options throw clearly or act', () => {
  const chess = new Chess();
  fc.assert(
    fc.property(
      fc.record({ verbose: anyValue, square: fc.oneof(fc.constantFrom('e2', 'g1', 'e4', 'z9'), anyValue), piece: anyValue }, { requiredKeys: [] }),
      fc.record({ from: fc.oneof(fc.constantFrom('e2', 'g1'), anyValue), to: fc.oneof(fc.constantFrom('e4', 'f3'), anyValue), promotion: anyValue }, { requiredKeys: [] }),
      anyValue,
      (movesOptions, moveObject, strictness) => {
        const before = chess.fen();
        const moves = outcome(() => chess.moves(movesOptions));
        if (moves.error) assertCleanError(moves.error, 'moves');
        else assert.ok(Array.isArray(moves.value));
        assert.equal(chess.fen(), before);
        const played = outcome(() => chess.move(moveObject, { strict: strictness }));
        if (played.error) {
          assertCleanError(played.error, 'move');
          assert.equal(chess.fen(), before);
        } else {
          assert.equal(chess.fen(), played.value.after);
          chess.undo();
          assert.equal(chess.fen(), before);
        }
        const built = outcome(() => new Chess(strictness, moveObject));
        if (built.error) assertCleanError(built.error, 'constructor');
        else built.value.free();
      },
    ),
    { numRuns: RUNS },
  );
  assert.equal(chess.moves().length, 20);
});
