// The elements' own CSS (<ferro-pgn>'s and <ferro-game>'s), in each one's
// shadow root. A page themes them with custom properties on the element (or
// any ancestor); the board inside takes the board's own (--fb-light,
// --fb-dark, …: see ferrochess/board):
//
//   ferro-pgn, ferro-game { --fe-background: #161512; --fe-text: #bababa; --fe-current: #3692e7; }
//
// --fe-background, --fe-text   the viewer's ground and text
// --fe-muted                   move numbers, the engine's depth, "…"
// --fe-current, --fe-current-text  the move shown
// --fe-hover                   a move under the pointer
// --fe-comment                 comments' text
// --fe-border                  lines between parts
// --fe-font                    the viewer's font
// The side-by-side layout starts at 600 px of the element's width.

export const CSS = `
:host { display: block; container-type: inline-size; color: var(--fe-text, #222);
  background: var(--fe-background, #fff); font: var(--fe-font, 14px/1.45 system-ui, sans-serif); }
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.viewer { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; }
.main { min-width: 0; }
.player { display: flex; justify-content: space-between; align-items: baseline; gap: 8px; padding: 2px 4px; min-height: 1.6em; }
.player .name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.player .clock { font-variant-numeric: tabular-nums; font-weight: 600; }
.player .clock:empty { display: none; }
.board-area { touch-action: pan-y; }
.side { position: relative; min-width: 0; display: flex; flex-direction: column; gap: 6px; }
.picker { display: flex; gap: 6px; align-items: center; }
.picker select { flex: 1; min-width: 0; font: inherit; padding: 4px; color: inherit; background: var(--fe-background, #fff); border: 1px solid var(--fe-border, #bbb); border-radius: 4px; }
.picker[hidden] { display: none; }
.moves { display: grid; grid-template-columns: 2.6em 1fr 1fr; align-content: start; overflow-y: auto;
  max-height: 18em; border: 1px solid var(--fe-border, #ccc); border-radius: 4px; outline: none; }
.moves:focus-visible { outline: 2px solid var(--fe-current, #1b78d0); }
.moves > .index { color: var(--fe-muted, #595959); text-align: right; padding: 3px 6px 3px 0; background: var(--fe-index, rgba(0, 0, 0, 0.04)); }
.moves > .empty { color: var(--fe-muted, #595959); padding: 3px 8px; }
.moves > .move { text-align: left; padding: 3px 8px; }
.move { font: inherit; color: inherit; background: none; border: 0; border-radius: 3px; cursor: pointer; padding: 1px 3px; }
span.move { cursor: default; }
button.move:hover { background: var(--fe-hover, rgba(27, 120, 208, 0.15)); }
.move.current { background: var(--fe-current, #1b78d0); color: var(--fe-current-text, #fff); }
.move .number { color: inherit; opacity: 0.8; }
.move .glyphs { font-weight: 600; }
.interrupt { grid-column: 1 / -1; padding: 4px 8px; border-top: 1px solid var(--fe-border, #e2e2e2); border-bottom: 1px solid var(--fe-border, #e2e2e2); background: var(--fe-interrupt, rgba(0, 0, 0, 0.02)); }
.comment { color: var(--fe-comment, #2f5f2f); margin: 0 0 2px; overflow-wrap: anywhere; }
p.comment { margin: 2px 0; }
.moves > p.comment { grid-column: 1 / -1; padding: 4px 8px; }
.result { grid-column: 1 / -1; margin: 0; padding: 6px 8px; text-align: center; border-top: 1px solid var(--fe-border, #e2e2e2); }
.line { margin: 2px 0; padding-left: 8px; border-left: 2px solid var(--fe-border, #d0d0d0); }
.controls { display: flex; gap: 4px; }
.controls button, .tools button, .tools a { flex: 1; font: inherit; min-height: 36px; padding: 4px 6px; color: inherit; background: var(--fe-button, rgba(0, 0, 0, 0.06));
  border: 1px solid var(--fe-border, #bbb); border-radius: 4px; cursor: pointer; text-align: center; text-decoration: none; }
.controls button { display: flex; align-items: center; justify-content: center; white-space: nowrap; }
.controls svg { width: 20px; height: 20px; fill: currentColor; }
.controls button:disabled { opacity: 0.45; cursor: default; }
.tools { display: flex; flex-wrap: wrap; gap: 4px; }
.tools a[hidden] { display: none; }
.tools [aria-pressed="true"] { background: var(--fe-current, #1b78d0); color: var(--fe-current-text, #fff); }
.engine { font-variant-numeric: tabular-nums; padding: 4px 6px; border: 1px solid var(--fe-border, #ccc); border-radius: 4px; overflow-wrap: anywhere; }
.engine[hidden] { display: none; }
.engine .score { font-weight: 700; margin-right: 6px; }
.engine .depth { color: var(--fe-muted, #595959); margin-left: 6px; }
.status { margin: 0; padding: 6px 8px; min-height: 2.2em; font-weight: 600; border: 1px solid var(--fe-border, #ccc); border-radius: 4px; }
.status.over { background: var(--fe-current, #1b78d0); color: var(--fe-current-text, #fff); }
.error { color: var(--fe-error, #b00020); margin: 4px; overflow-wrap: anywhere; }
.error[hidden] { display: none; }
.reader { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
@container (min-width: 600px) {
  .viewer { grid-template-columns: minmax(0, 3fr) minmax(15em, 2fr); }
  .side { min-height: 0; }
  .side-inner { position: absolute; inset: 0; display: flex; flex-direction: column; gap: 6px; }
  .moves { flex: 1; max-height: none; min-height: 0; }
}
.side-inner { display: flex; flex-direction: column; gap: 6px; }
`;
