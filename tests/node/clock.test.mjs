// The page's chess clocks (www/js/game/clock.js), with time passed in.
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  createClock, engineBudget, flagFallen, formatClock, parseTimeControl, pressClock, startClock, stopClock, timeLeft,
} from '../../www/js/game/clock.js';
import { clocksWait } from '../../www/js/game/clock.js';

test('each side\'s time runs on its turn only; a move adds the increment', () => {
  const clock = createClock(60_000, 1000);
  startClock(clock, 'w', 0);
  assert.equal(timeLeft(clock, 'w', 4000), 56_000);
  assert.equal(timeLeft(clock, 'b', 4000), 60_000);
  pressClock(clock, 4000); // White moved after 4 s: 56 + 1
  assert.equal(timeLeft(clock, 'w', 9000), 57_000);
  assert.equal(timeLeft(clock, 'b', 9000), 55_000);
  pressClock(clock, 9000);
  assert.deepEqual(clock.remaining, { w: 57_000, b: 56_000 });
  stopClock(clock, 10_000);
  assert.equal(timeLeft(clock, 'w', 99_000), 56_000);
  assert.equal(flagFallen(clock, 99_000), null, 'a stopped clock never flags');
});

test('a flag falls at zero; times read like a clock', () => {
  const clock = createClock(1000, 0);
  startClock(clock, 'b', 0);
  assert.equal(flagFallen(clock, 999), null);
  assert.equal(flagFallen(clock, 1000), 'b');
  assert.equal(formatClock(60_000), '1:00');
  assert.equal(formatClock(59_001), '1:00');
  assert.equal(formatClock(58_999), '0:59');
  assert.equal(formatClock(9_990), '9.9');
  assert.equal(formatClock(-5), '0.0');
  assert.equal(formatClock(605_000), '10:05');
});

test('the engine\'s budget never exceeds a third of its time; time controls parse', () => {
  for (const [ms, inc] of [[60_000, 0], [2_000, 0], [500, 1000], [300_000, 5000]]) {
    const budget = engineBudget(ms, inc);
    assert.ok(budget <= Math.max(20, ms / 3) && budget > 0, `${ms} ${inc}: ${budget}`);
  }
  assert.deepEqual(parseTimeControl('3+2'), { baseMs: 180_000, incrementMs: 2000 });
  assert.equal(parseTimeControl(''), null);
  assert.equal(parseTimeControl('3 + 2'), null);
});

test('the clocks wait until both sides have made their first move', () => {
  assert.equal(clocksWait(0), true);
  assert.equal(clocksWait(1), true);
  assert.equal(clocksWait(2), false);
  assert.equal(clocksWait(41), false);
});
