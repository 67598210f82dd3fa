// ferrochess/play, loaded when a game with a friend begins: a page that
// never plays one never fetches it.
let playModule = null;

/** The ferrochess/play module, imported on first use. */
export function loadPlay() {
  playModule ??= import('../../ferrochess/js/play/index.js');
  return playModule;
}
