// The board's own CSS, inside its shadow root: no class name of it can clash
// with a page's. A page themes it through custom properties set on the
// board's element (or any ancestor):
//
//   ferro-board, .my-board { --fb-light: #dee3e6; --fb-dark: #8ca2ad; }
//
// --fb-light, --fb-dark          the squares
// --fb-last-move, --fb-selected  highlights laid over a square
// --fb-premove, --fb-check       a waiting premove; the checked king's glow
// --fb-dest                      the dots (and capture rings) of legal moves
// --fb-focus                     the keyboard cursor's outline
// Pieces: another set by the `pieceSet` option, or from the page's CSS as
//   ferro-board::part(wN) { background-image: url(my-knight.svg); }
// --fb-arrow-*: green, red, blue, yellow; --fb-eval-white, --fb-eval-black
// --fb-animation                 (read-only) the move animation's duration

import { pieceCss } from './pieces.js';

export const CSS = `
:host { display: block; position: relative; -webkit-tap-highlight-color: transparent;
  --_light: var(--fb-light, #f0d9b5); --_dark: var(--fb-dark, #b58863); }
:host([hidden]) { display: none; }
.wrap { position: relative; display: flex; gap: 1.5cqw; container-type: inline-size; }
.board { position: relative; flex: 1; aspect-ratio: 1; display: grid; grid-template: repeat(8, 1fr) / repeat(8, 1fr);
  user-select: none; -webkit-user-select: none; outline: none; min-width: 0; }
.row { display: contents; }
/* No containment on the squares: a contained square is painted apart from its neighbours, and
   at fractional square sizes (a 297 px board) a seam of the page shows between them. */
.square { position: relative; min-width: 0; min-height: 0; touch-action: manipulation; }
.square.light { background: var(--_light); }
.square.dark { background: var(--_dark); }
.square[data-movable] { cursor: grab; touch-action: none; }
.square.legal { cursor: pointer; }
.square.last-move { box-shadow: inset 0 0 0 100cqw var(--fb-last-move, rgba(155, 199, 0, 0.41)); }
.square.selected { box-shadow: inset 0 0 0 100cqw var(--fb-selected, rgba(20, 85, 30, 0.5)); }
.square.premove { box-shadow: inset 0 0 0 100cqw var(--fb-premove, rgba(20, 30, 85, 0.45)); }
.square.check { background-image: radial-gradient(circle, var(--fb-check, rgba(220, 30, 30, 0.85)) 0%, transparent 72%); }
.square.legal::after { content: ''; position: absolute; inset: 0; margin: auto; width: 30%; height: 30%; border-radius: 50%; background: var(--fb-dest, rgba(20, 85, 30, 0.5)); pointer-events: none; }
.square.legal.capture::after { width: 100%; height: 100%; border-radius: 0; background: radial-gradient(transparent 0%, transparent 79%, var(--fb-dest, rgba(20, 85, 30, 0.5)) 80%); }
.square:focus-visible { outline: 3px solid var(--fb-focus, #3b9cff); outline-offset: -3px; z-index: 1; }
.square.dragging .piece { opacity: 0.3; }
.slot { position: absolute; inset: 0; pointer-events: none; background: center / 92% no-repeat; }
.ghost { position: absolute; left: 0; top: 0; width: 13.75%; height: 13.75%; z-index: 100; pointer-events: none; will-change: transform; visibility: hidden; contain: strict; }
.ghost.shown { visibility: visible; }
.coords { position: absolute; inset: 0; pointer-events: none; font: 600 max(9px, 2.1cqw)/1 system-ui, sans-serif; }
.coords span { position: absolute; }
.coords .rank { left: 0.35%; }
.coords .file { bottom: 0.3%; text-align: right; }
.coords .on-light { color: var(--_dark); }
.coords .on-dark { color: var(--_light); }
.shapes { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; overflow: visible; }
.shapes line { stroke-linecap: round; fill: none; }
.shapes polygon, .shapes .label-bg { stroke: none; }
.shapes .green { stroke: var(--fb-arrow-green, rgba(21, 120, 27, 0.8)); fill: var(--fb-arrow-green, rgba(21, 120, 27, 0.8)); }
.shapes .red { stroke: var(--fb-arrow-red, rgba(136, 32, 32, 0.8)); fill: var(--fb-arrow-red, rgba(136, 32, 32, 0.8)); }
.shapes .blue { stroke: var(--fb-arrow-blue, rgba(0, 48, 136, 0.7)); fill: var(--fb-arrow-blue, rgba(0, 48, 136, 0.7)); }
.shapes .yellow { stroke: var(--fb-arrow-yellow, rgba(200, 140, 0, 0.85)); fill: var(--fb-arrow-yellow, rgba(200, 140, 0, 0.85)); }
.shapes circle.ring { fill: none; }
.shapes text { stroke: none; font: 700 0.28px system-ui, sans-serif; text-anchor: middle; dominant-baseline: central; }
.shapes .label-bg { stroke: none; }
.shapes .label-text { fill: #fff; }
.eval { position: relative; width: 3.2cqw; min-width: 8px; background: var(--fb-eval-black, #403d39); overflow: hidden; border-radius: 2px; }
.eval[hidden] { display: none; }
.eval .white { position: absolute; left: 0; right: 0; bottom: 0; background: var(--fb-eval-white, #eee); transition: height 0.3s; }
.eval.flipped .white { bottom: auto; top: 0; }
.promotion { position: absolute; inset: 0; z-index: 5; display: flex; align-items: center; justify-content: center; gap: 2cqw; background: rgba(0, 0, 0, 0.55); }
.promotion button { position: relative; width: 14cqw; height: 14cqw; padding: 1cqw; background: var(--_light); border: 2px solid #555; border-radius: 8px; cursor: pointer; }
.promotion button:focus-visible { outline: 3px solid var(--fb-focus, #3b9cff); outline-offset: 2px; }
.promotion button .piece { background-size: 88%; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
@media (prefers-reduced-motion: reduce) { .eval .white { transition: none; } }
@media (forced-colors: active) { .square.selected, .square.legal::after { outline: 2px solid Highlight; } }
${pieceCss()}
`;

let sheet = null;

/** Puts the board's CSS into `root` (a shadow root): one shared constructed sheet where browsers have them. */
export function adoptStyle(root) {
  if (typeof CSSStyleSheet === 'function' && 'adoptedStyleSheets' in root) {
    try {
      sheet ??= new CSSStyleSheet();
      if (sheet.cssRules.length === 0) sheet.replaceSync(CSS);
      root.adoptedStyleSheets = [sheet];
      return;
    } catch {
      // fall through to a <style> element
    }
  }
  const style = document.createElement('style');
  style.textContent = CSS;
  root.append(style);
}
