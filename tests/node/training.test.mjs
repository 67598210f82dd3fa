// Glicko-2 (Glickman's own worked example) and the SuperMemo-2 schedule
// (crate/js/training/training.js), as the puzzle trainer and the repertoire drill use them.
import test from 'node:test';
import assert from 'node:assert/strict';
import { glicko2, newRating, nextReview } from '../../crate/js/index.js';

const close = (a, b, eps) => assert.ok(Math.abs(a - b) < eps, `${a} vs ${b}`);

test('Glicko-2 reproduces Glickman\'s example and behaves at the edges', () => {
  // "Example of the Glicko-2 system" (2013), section 4: tau 0.5.
  const after = glicko2({ rating: 1500, deviation: 200, volatility: 0.06 }, [
    { rating: 1400, deviation: 30, score: 1 },
    { rating: 1550, deviation: 100, score: 0 },
    { rating: 1700, deviation: 300, score: 0 },
  ], { tau: 0.5 });
  close(after.rating, 1464.06, 0.01);
  close(after.deviation, 151.52, 0.01);
  close(after.volatility, 0.05999, 0.00001);
  // No games: the rating stays, the deviation grows (sqrt(phi^2 + sigma^2)).
  const idle = glicko2({ rating: 1700, deviation: 50, volatility: 0.06 }, []);
  assert.equal(idle.rating, 1700);
  close(idle.deviation, 173.7178 * Math.sqrt((50 / 173.7178) ** 2 + 0.06 ** 2), 1e-9);
  // A win against a stronger opponent gains more than against a weaker one; a loss loses.
  const start = newRating();
  const strong = glicko2(start, [{ rating: 1900, deviation: 60, score: 1 }]);
  const weak = glicko2(start, [{ rating: 1100, deviation: 60, score: 1 }]);
  assert.ok(strong.rating > weak.rating && weak.rating > 1500);
  assert.ok(glicko2(start, [{ rating: 1500, deviation: 60, score: 0 }]).rating < 1500);
  // The deviation stays in its bounds after many games.
  let player = start;
  for (let i = 0; i < 300; i += 1) player = glicko2(player, [{ rating: 1500, deviation: 50, score: i % 2 }]);
  assert.ok(player.deviation >= 45 && player.deviation < 100, `${player.deviation}`);
  assert.throws(() => glicko2({ rating: 1500 }, []), TypeError);
  assert.throws(() => glicko2(start, [{ rating: 1500, deviation: 50, score: 2 }]), TypeError);
});

test('SuperMemo-2: 1 day, 6 days, then times the ease; a wrong answer starts over and keeps the ease', () => {
  let card = nextReview(undefined, 5, 1000);
  assert.deepEqual(card, {
    repetitions: 1, interval: 1, ease: 2.6, due: 1000 + 86_400_000,
  });
  card = nextReview(card, 4, 0);
  assert.deepEqual([card.repetitions, card.interval], [2, 6]);
  close(card.ease, 2.6, 1e-12);
  card = nextReview(card, 3, 0);
  close(card.ease, 2.6 - 0.14, 1e-12);
  assert.equal(card.interval, Math.round(6 * card.ease));
  const wrong = nextReview(card, 2, 0);
  assert.deepEqual([wrong.repetitions, wrong.interval, wrong.ease], [0, 1, card.ease]);
  // The ease never falls under 1.3.
  let hard;
  for (let i = 0; i < 20; i += 1) hard = nextReview(hard, 3, 0);
  assert.ok(hard.ease >= 1.3);
  assert.throws(() => nextReview(undefined, 6), RangeError);
  assert.throws(() => nextReview(undefined, 5, 'now'), TypeError);
});
