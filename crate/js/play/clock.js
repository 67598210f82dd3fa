// Clocks that are fair without a referee (ferrochess/play, docs/play.md).
// Each side times its own thinking and sends its clock with its move. Here,
// one side's view of both clocks: its own, which it keeps itself, and the
// other side's, which runs from the moment this side's move was sent, less
// a lag allowance (a move's transit is not charged to the player waiting
// for it, as lichess compensates lag). A move's reported clock is refused
// when it claims more than its sender had plus the increment; when it
// claims less thinking than the time this side waited, less the allowance,
// the clock shown here charges the time waited instead. As on lichess, the
// clocks start after each side's first move.

import { ProtocolError } from './protocol.js';

/** The lag allowance before any round trip is measured, and its bounds, in ms. */
export const LAG = Object.freeze({ initial: 1000, base: 300, max: 3000 });

const other = (color) => (color === 'w' ? 'b' : 'w');

/** One side's view of a timed game's two clocks. Times are in ms, from the caller's `now`. */
export class FairClock {
  #time;
  #me;
  /** What each side last reported (or its start): the base of the next report's check. */
  #reported;
  /** Each side's clock as this side counts it (the other side's never above its report). */
  #shown;
  #turn = 'w';
  /** When the running clock started (the caller's time); read only while one runs. */
  #since = 0;
  #running = false;
  /** @type {number} */
  #allowance = LAG.initial;

  /** `time`: { initial, increment } in ms; `me`: this side's colour; `turn`: the side to move first. */
  constructor(time, me, turn = 'w') {
    this.#time = { ...time };
    this.#me = me;
    this.#turn = turn;
    this.#reported = { w: time.initial, b: time.initial };
    this.#shown = { w: time.initial, b: time.initial };
  }

  /** A measured round trip (ms) sets the lag allowance: the round trip plus a margin, within bounds. */
  measuredRoundTrip(ms) {
    if (!(ms >= 0)) return;
    this.#allowance = Math.min(LAG.max, LAG.base + Math.round(ms));
  }

  /** Whether the clocks run (from the third ply on, until stopped). */
  get running() {
    return this.#running;
  }

  /** The side whose clock runs (or would run). */
  get turn() {
    return this.#turn;
  }

  /**
   * `color`'s clock at `now`: this side's own as it runs; the other side's
   * as it runs from this side's move, less the lag allowance.
   */
  remaining(color, now) {
    const base = this.#shown[color];
    if (!this.#running || color !== this.#turn || this.#since === null) return base;
    const waited = now - this.#since - (color === this.#me ? 0 : this.#allowance);
    return Math.max(0, base - Math.max(0, waited));
  }

  /** The side whose flag has fallen at `now` (the side to move, with nothing left), or null. */
  flagged(now) {
    if (!this.#running) return null;
    return this.remaining(this.#turn, now) <= 0 ? this.#turn : null;
  }

  /**
   * This side moved at `now`, its move making ply `ply`: its clock less the
   * time it thought, plus the increment; returns the clock to report.
   */
  ownMove(now, ply) {
    const me = this.#me;
    if (this.#running) {
      // Whole milliseconds: what is reported is an integer.
      const left = Math.max(0, this.#shown[me] - Math.max(0, Math.round(now - this.#since)));
      this.#shown[me] = Math.min(left + this.#time.increment, 86_400_000);
    }
    this.#reported[me] = this.#shown[me];
    this.#pass(now, ply);
    return this.#shown[me];
  }

  /**
   * The other side's move (ply `ply`) arrived at `now` reporting `claimed`
   * ms left: refused (a ProtocolError, nothing changed) when it claims more
   * than it had plus the increment; otherwise kept, the clock shown here
   * charged at least the time waited less the lag allowance.
   */
  otherMove(claimed, now, ply, lostAt = null) {
    const them = other(this.#me);
    if (claimed === null) throw new ProtocolError('a move in a timed game must report its clock');
    const increment = this.#running ? this.#time.increment : 0;
    const most = this.#reported[them] + increment;
    if (claimed > most) {
      throw new ProtocolError(`a move's clock claims ${seconds(claimed)} left, more than the ${seconds(most)} its side had with the increment`);
    }
    let shown = claimed;
    if (this.#running) {
      // A move that comes after the connection was lost (and found again) is
      // charged what was waited until the loss; after it, its side's own count.
      const until = lostAt === null ? now : Math.min(now, Math.max(lostAt, this.#since));
      const waited = Math.max(0, until - this.#since - this.#allowance);
      shown = Math.min(claimed, Math.max(0, this.#shown[them] - waited) + increment);
    }
    this.#reported[them] = claimed;
    this.#shown[them] = Math.max(0, shown);
    this.#pass(now, ply);
  }

  /** The clocks stop (the game ended): each keeps what it had at `now`. */
  stop(now) {
    if (this.#running) {
      this.#shown[this.#turn] = this.remaining(this.#turn, now);
      this.#running = false;
    }
  }

  /**
   * The running clock starts again at `now`, from what it had when this
   * side's move was sent: that move reached the other side only now, after
   * a lost connection, and its clock starts when the move arrives.
   */
  restart(now) {
    if (this.#running) this.#since = now;
  }

  /** The clocks as plain data to keep (see FairClock.saved), `now` being the caller's time. */
  save(now) {
    return {
      reported: { ...this.#reported },
      shown: { ...this.#shown },
      turn: this.#turn,
      running: this.#running,
      elapsed: this.#running && this.#since !== null ? Math.max(0, Math.round(now - this.#since)) : 0,
    };
  }

  /**
   * A clock from FairClock#save's data, `away` ms after it was saved (the
   * time a reload took runs on the side to move's clock, as it would have).
   */
  static saved(data, time, me, now, away = 0) {
    const clock = new FairClock(time, me, data.turn);
    clock.#reported = { w: data.reported.w, b: data.reported.b };
    clock.#shown = { w: data.shown.w, b: data.shown.b };
    clock.#running = data.running;
    clock.#since = now - data.elapsed - Math.max(0, away);
    return clock;
  }

  /** Both clocks and the turn as they are, to go back to (a takeback). */
  snapshot() {
    return { reported: { ...this.#reported }, shown: { ...this.#shown } };
  }

  /** Back to `snapshot`, with `turn` to move from `now` at ply count `plies`. */
  restore(snapshot, turn, now, plies) {
    this.#reported = { ...snapshot.reported };
    this.#shown = { ...snapshot.shown };
    this.#turn = turn;
    this.#since = now;
    this.#running = plies >= 2;
  }

  #pass(now, ply) {
    this.#turn = other(this.#turn);
    this.#since = now;
    this.#running = ply >= 2;
  }
}

/** Milliseconds as seconds (one decimal, or three where they matter), for reasons. */
function seconds(ms) {
  return `${(ms / 1000).toFixed(ms % 100 === 0 ? 1 : 3)} s`;
}
