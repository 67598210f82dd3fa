// The clocks, drawn from the state (called every tenth of a second while
// one runs, so it touches only the two clock elements).
import { formatClock, timeLeft } from './clock.js';
import { state } from './state.js';

export function renderClocks() {
  const { clock } = state;
  const now = performance.now();
  for (const [color, name] of [['w', 'white'], ['b', 'black']]) {
    const el = document.querySelector(`[data-clock="${name}"]`);
    el.hidden = !clock;
    if (!clock) continue;
    el.querySelector('.clock-time').textContent = formatClock(timeLeft(clock, color, now));
    el.classList.toggle('running', clock.running === color);
    el.classList.toggle('low', timeLeft(clock, color, now) < 10_000);
  }
}
