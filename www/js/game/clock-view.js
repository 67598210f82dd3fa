// The clocks, drawn from the state (called every tenth of a second while
// one runs, so it touches only the two clock elements).
import { formatClock, timeLeft } from './clock.js';
import { state } from '../state.js';
import { recordedClocks } from './result.js';
import { all } from '../common/dom.js';

export function renderClocks() {
  const { clock } = state;
  // A loaded game's own clocks ([%clk]) at the position shown, when no clock runs.
  const recorded = clock ? null : recordedClocks();
  const now = performance.now();
  for (const [color, name] of [['w', 'white'], ['b', 'black']]) {
    const el = all(`[data-clock="${name}"]`, HTMLElement)[0];
    const time = el?.querySelector('.clock-time');
    if (!el || !time) continue;
    el.hidden = !clock && !recorded;
    if (recorded) {
      const seconds = recorded[color];
      time.textContent = seconds === undefined ? '–' : formatClock(seconds * 1000);
      el.classList.remove('running');
      el.classList.toggle('low', seconds !== undefined && seconds < 10);
      continue;
    }
    if (!clock) continue;
    time.textContent = formatClock(timeLeft(clock, color, now));
    el.classList.toggle('running', clock.running === color);
    el.classList.toggle('low', timeLeft(clock, color, now) < 10_000);
  }
}
