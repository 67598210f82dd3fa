// The board's sounds, synthesised with the Web Audio API (no recordings to
// download): a wooden knock for a move, a heavier one for a capture, a
// higher ping for a check and a two-note chime when a game ends. Each is
// rendered once, while the page is idle, by an OfflineAudioContext into a
// short WAV that an <audio> element plays: a live AudioContext costs the
// main thread about 100 ms to create (the audio system starts; 95 ms in
// headless Chromium, 2026-11-26), an offline one 0.3 ms, and its rendering
// runs off the main thread. A mute switch is remembered on the device.
//
//   playSound('capture');
//   setMuted(true);

import { whenIdle } from './idle.js';

const KEY = 'ferrochess:muted';
/** Samples a second: plenty for knocks and chimes, and small WAVs. */
const RATE = 22050;
/** Each sound's length in seconds (its last note's end, and a little room). */
const LENGTHS = {
  move: 0.12, capture: 0.18, check: 0.24, end: 0.65,
};
/** The <audio> element of each sound, as a promise (rendered on first use). */
const players = {};
/** Whether the sounds are off: read from the device on first use (not while the modules load). */
let muted = null;

export function isMuted() {
  if (muted === null) {
    try {
      muted = localStorage.getItem(KEY) === '1';
    } catch {
      muted = false; // storage disabled: sounds on
    }
  }
  return muted;
}

export function setMuted(value) {
  muted = Boolean(value);
  if (!muted) prepareSound();
  try {
    localStorage.setItem(KEY, muted ? '1' : '0');
  } catch {
    // storage disabled: for this page only
  }
}

const available = () => typeof OfflineAudioContext !== 'undefined' && typeof Audio !== 'undefined';

/**
 * Renders every sound while the page is idle, so that a move never waits for
 * one: one sound a task (each is a few milliseconds of the main thread's
 * time, and a slow phone's idle moments are short).
 */
export function prepareSound() {
  if (isMuted() || !available()) return;
  const kinds = Object.keys(SOUNDS).filter((kind) => !players[kind]);
  const next = () => {
    const kind = kinds.shift();
    if (!kind) return;
    player(kind).finally(() => whenIdle(next, { timeout: 3000, fallback: 200 }));
  };
  whenIdle(next, { timeout: 3000, fallback: 1000 });
}

/** 16-bit mono PCM `samples` (-1 to 1) as a WAV file's bytes. */
function wav(samples) {
  const bytes = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const text = (offset, value) => [...value].forEach((c, i) => bytes.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  bytes.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVEfmt ');
  bytes.setUint32(16, 16, true); // the format chunk's size
  bytes.setUint16(20, 1, true); // PCM
  bytes.setUint16(22, 1, true); // one channel
  bytes.setUint32(24, RATE, true);
  bytes.setUint32(28, RATE * 2, true); // bytes a second
  bytes.setUint16(32, 2, true); // bytes a sample
  bytes.setUint16(34, 16, true); // bits a sample
  text(36, 'data');
  bytes.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => bytes.setInt16(44 + i * 2, Math.max(-1, Math.min(1, sample)) * 0x7fff, true));
  return bytes.buffer;
}

/** The <audio> element that plays `kind`, rendered on first use. */
function player(kind) {
  players[kind] ??= (async () => {
    const ctx = new OfflineAudioContext(1, Math.ceil(RATE * LENGTHS[kind]), RATE);
    SOUNDS[kind](ctx);
    const rendered = await ctx.startRendering();
    return new Audio(URL.createObjectURL(new Blob([wav(rendered.getChannelData(0))], { type: 'audio/wav' })));
  })();
  return players[kind];
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

/** Plays `kind` ('move', 'capture', 'check' or 'end') unless muted or the browser cannot. */
export function playSound(kind) {
  if (isMuted() || !available() || !SOUNDS[kind]) return;
  const play = (audio) => {
    audio.currentTime = 0;
    audio.play().catch(() => {
      // no audio device, or no gesture yet: silence
    });
  };
  // After the frame that shows the move: starting playback costs the main
  // thread 2-3 ms (measured in Chromium), which the move's frame need not wait for.
  const afterPaint = (audio) => requestAnimationFrame(() => setTimeout(() => play(audio), 0));
  player(kind).then(afterPaint, () => {});
}

/** The sound for a move played (a chess.js-style Move), in the game it was played in. */
export function soundFor(move, game) {
  if (game.isGameOver()) return 'end';
  if (game.isCheck()) return 'check';
  return move.isCapture() ? 'capture' : 'move';
}
