// Chess clocks: a base time and an increment for each side, the running
// side's time counted from when its turn began. Pure functions on a plain
// object, with the time passed in (so they are easy to test and to save).
//
//   const clock = createClock(60_000, 1000);   // 1 minute + 1 second a move
//   startClock(clock, 'w', performance.now());
//   pressClock(clock, performance.now());      // White moved: +1 s, Black runs

/**
 * Whether a game's clocks wait at `plies` moves played: until both sides
 * have made their first move, as lichess's do (a player is not charged for
 * the time it takes to sit down and see the board).
 */
export function clocksWait(plies) {
  return plies < 2;
}

/** A clock for `baseMs` each plus `incrementMs` a move; not running. */
export function createClock(baseMs, incrementMs) {
  return { base: baseMs, increment: incrementMs, remaining: { w: baseMs, b: baseMs }, running: null, since: 0 };
}

/** Starts `color`'s time at `now` (stopping whatever ran). */
export function startClock(clock, color, now) {
  stopClock(clock, now);
  clock.running = color;
  clock.since = now;
}

/** Stops the clock at `now`, charging the running side. */
export function stopClock(clock, now) {
  if (clock.running) clock.remaining[clock.running] -= now - clock.since;
  clock.running = null;
}

/** The running side moved at `now`: its time is charged, the increment added, the other side runs. */
export function pressClock(clock, now) {
  const mover = clock.running;
  if (!mover) return;
  stopClock(clock, now);
  clock.remaining[mover] += clock.increment;
  startClock(clock, mover === 'w' ? 'b' : 'w', now);
}

/** `color`'s time left at `now`, in milliseconds (negative once it has fallen). */
export function timeLeft(clock, color, now) {
  const running = clock.running === color ? now - clock.since : 0;
  return clock.remaining[color] - running;
}

/** Which side's flag has fallen at `now`, or null. */
export function flagFallen(clock, now) {
  return clock.running && timeLeft(clock, clock.running, now) <= 0 ? clock.running : null;
}

/** A time as a clock shows it: '4:05', or '8.3' under ten seconds, never below 0. */
export function formatClock(ms) {
  const left = Math.max(0, ms);
  if (left < 10_000) return (Math.floor(left / 100) / 10).toFixed(1);
  const seconds = Math.ceil(left / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * How long an engine may think for its next move with `ms` left and an
 * increment of `incrementMs`: a 25th of its time plus most of the increment,
 * and never more than a third of what is left, so it cannot run out.
 */
export function engineBudget(ms, incrementMs) {
  return Math.max(20, Math.min(ms / 25 + incrementMs * 0.8, ms / 3));
}

/** A time control 'M+S' (minutes + seconds a move) as { baseMs, incrementMs }, or null for ''. */
export function parseTimeControl(text) {
  const match = /^(\d+)\+(\d+)$/.exec(text ?? '');
  return match ? { baseMs: Number(match[1]) * 60_000, incrementMs: Number(match[2]) * 1000 } : null;
}
