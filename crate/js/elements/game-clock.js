// <ferro-game>'s chess clock: each side's time, the side to move's running,
// an increment after each move. It starts once both sides have moved (as
// lichess's does) and calls `onFlag(color)` when a side's time is up.
//
//   const clock = new GameClock({ minutes: 5, increment: 3 }, (color) => end(color));
//   clock.moved('w', 1); // White moved: Black's time runs (from the 2nd ply on)

/** Reads a clock attribute: '5+3' (minutes + seconds a move), '0.5+0', '10'; null when it names none. */
export function readClock(text) {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\+\s*(\d+))?\s*$/.exec(text ?? '');
  if (!match) return null;
  const minutes = Number(match[1]);
  const increment = Number(match[2] ?? 0);
  if (!(minutes > 0 && minutes <= 600) || increment > 180) return null;
  return { minutes, increment };
}

export class GameClock {
  #left;
  #increment;
  /** @type {{ color: 'w' | 'b', since: number } | null} the side whose clock runs, since when */
  #running = null;
  #onFlag;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  #timer = undefined;
  #onTick;

  constructor({ minutes, increment }, onFlag, onTick) {
    this.#left = { w: minutes * 60_000, b: minutes * 60_000 };
    this.#increment = increment * 1000;
    this.#onFlag = onFlag;
    this.#onTick = onTick;
  }

  /** Milliseconds left to `color` now. */
  left(color) {
    const running = this.#running;
    const spent = running !== null && running.color === color ? performance.now() - running.since : 0;
    return Math.max(0, this.#left[color] - spent);
  }

  /** Whose clock runs, or null. */
  get running() {
    return this.#running?.color ?? null;
  }

  /** `color` made its move, the game's `plies`-th: its time stops (with the increment), the other's starts once both have moved. */
  moved(color, plies) {
    const other = color === 'w' ? 'b' : 'w';
    if (this.#running?.color === color) {
      this.#left[color] = this.left(color) + this.#increment;
      this.#running = null;
    }
    if (plies >= 2) this.#start(other);
    this.#onTick?.();
  }

  /** After a takeback: `color` is to move in a game of `plies`; its time runs if both sides have moved. */
  switchTo(color, plies) {
    const running = this.#running;
    if (running) this.#left[running.color] = this.left(running.color);
    this.#running = null;
    if (plies >= 2) this.#start(color);
    this.#onTick?.();
  }

  /** Stops both clocks (the game ended). */
  stop() {
    const running = this.#running;
    if (running) this.#left[running.color] = this.left(running.color);
    this.#running = null;
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#onTick?.();
  }

  #start(color) {
    this.#running = { color, since: performance.now() };
    clearInterval(this.#timer);
    this.#timer = setInterval(() => {
      if (!this.#running) return;
      if (this.left(this.#running.color) <= 0) {
        const flagged = this.#running.color;
        this.stop();
        this.#onFlag(flagged);
      } else this.#onTick?.();
    }, 100);
  }
}
