// ferrochess/elements: the package's custom elements, registered on import.
// <ferro-board> (ferrochess/board's), <ferro-pgn> (a PGN viewer), <ferro-game>
// (a game against the engine or at one board). Nothing
// here loads wasm: each element loads the rules module when the first of
// it is put on the page.
//
//   <ferro-pgn src="games.pgn"></ferro-pgn>
//   <script type="module">import 'ferrochess/elements';</script>

import '../board/index.js';
import { defineFerroPgn } from './pgn-viewer.js';
import { defineFerroGame } from './game-widget.js';

export { FerroBoard, defineFerroBoard } from '../board/element.js';
export { FerroPgn, defineFerroPgn, MAX_LISTED_GAMES } from './pgn-viewer.js';
export { FerroGame, defineFerroGame, DEFAULT_ELO } from './game-widget.js';

defineFerroPgn();
defineFerroGame();
