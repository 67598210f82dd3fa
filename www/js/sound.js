// The board's sounds, synthesised with the Web Audio API (no recordings to
// download): a wooden knock for a move, a heavier one for a capture, a
// higher ping for a check and a two-note chime when a game ends. A mute
// switch is remembered on the device.
//
//   playSound('capture');
//   setMuted(true);

const KEY = 'ferrochess:muted';
let context = null;
let muted = false;
try {
  muted = localStorage.getItem(KEY) === '1';
} catch {
  // storage disabled: sounds on
}

export const isMuted = () => muted;

export function setMuted(value) {
  muted = Boolean(value);
  if (!muted) prepareSound();
  try {
    localStorage.setItem(KEY, muted ? '1' : '0');
  } catch {
    // storage disabled: for this page only
  }
}

/**
 * Makes the audio context while the page is idle: the first one costs the
 * main thread 100 ms and more (the audio system starts), which a move must
 * not wait for. Browsers keep it suspended until a user's gesture; playSound
 * resumes it.
 */
export function prepareSound() {
  if (muted || typeof AudioContext === 'undefined') return;
  const make = () => {
    try {
      context ??= new AudioContext();
    } catch {
      // no audio: silence
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(make, { timeout: 3000 });
  else setTimeout(make, 1000);
}

/** The audio context (made on first use if prepareSound has not made it yet). */
function audio() {
  if (!context) context = new AudioContext();
  if (context.state === 'suspended') context.resume().catch(() => {});
  return context;
}

/** A tone that falls from `from` to `to` Hz, `length` seconds, at `volume`, starting `delay` s from now. */
function tone(ctx, {
  type = 'triangle', from, to = from, length, volume, delay = 0,
}) {
  const start = ctx.currentTime + delay;
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(from, start);
  oscillator.frequency.exponentialRampToValueAtTime(to, start + length);
  gain.gain.setValueAtTime(volume, start);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

/** A short burst of filtered noise: the wood of the knock. */
function knock(ctx, { centre, length, volume }) {
  const samples = Math.ceil(ctx.sampleRate * length);
  const buffer = ctx.createBuffer(1, samples, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < samples; i += 1) data[i] = (Math.random() * 2 - 1) * (1 - i / samples) ** 3;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = centre;
  filter.Q.value = 1.5;
  const gain = ctx.createGain();
  gain.gain.value = volume;
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start();
}

const SOUNDS = {
  move(ctx) {
    knock(ctx, { centre: 1800, length: 0.04, volume: 0.8 });
    tone(ctx, { from: 240, to: 120, length: 0.08, volume: 0.25 });
  },
  capture(ctx) {
    knock(ctx, { centre: 1100, length: 0.07, volume: 1 });
    tone(ctx, { from: 180, to: 80, length: 0.14, volume: 0.35 });
  },
  check(ctx) {
    knock(ctx, { centre: 1800, length: 0.04, volume: 0.8 });
    tone(ctx, { type: 'sine', from: 880, length: 0.18, volume: 0.15, delay: 0.02 });
  },
  end(ctx) {
    tone(ctx, { type: 'sine', from: 660, length: 0.3, volume: 0.15 });
    tone(ctx, { type: 'sine', from: 990, length: 0.45, volume: 0.12, delay: 0.15 });
  },
};

/** Plays `kind` ('move', 'capture', 'check' or 'end') unless muted or the browser has no Web Audio. */
export function playSound(kind) {
  if (muted || typeof AudioContext === 'undefined' || !SOUNDS[kind]) return;
  try {
    SOUNDS[kind](audio());
  } catch {
    // no audio device: silence
  }
}

/** The sound for a move played (a chess.js-style Move), in the game it was played in. */
export function soundFor(move, game) {
  if (game.isGameOver()) return 'end';
  if (game.isCheck()) return 'check';
  return move.isCapture() ? 'capture' : 'move';
}
