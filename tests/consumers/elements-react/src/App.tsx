// The page: the Kasparov – Deep Blue file and the 300-move game in
// <ferro-pgn> (fetched by src), the docs' sample component with a game of
// its own, and a ref to the viewer typed as the element.
import { useEffect, useRef, useState } from 'react';
import type { FerroPgn } from 'ferrochess/elements/react';
import { GameAndViewer } from './Sample';

const IMMORTAL = '[White "Anderssen"]\n[Black "Kieseritzky"]\n[Result "1-0"]\n\n1. e4 e5 2. f4 exf4 3. Bc4 Qh4+ 4. Kf1 b5 {The gambit} (4... d6) 5. Bxb5 Nf6 1-0';

export function App() {
  const viewer = useRef<FerroPgn>(null);
  const [games, setGames] = useState(0);
  useEffect(() => {
    document.body.dataset.ready = 'true';
  }, []);
  return (
    <>
      <header><h1>ferrochess/elements with React 19</h1></header>
      <main>
        <h2>Kasparov – Deep Blue, 1997</h2>
        <ferro-pgn id="match" ref={viewer} src="kasparov-deep-blue-1997.pgn" onload={() => setGames(viewer.current?.games.length ?? 0)} />
        <p id="games">{games} games</p>
        <h2>A long game with variations</h2>
        <ferro-pgn id="long" src="long.pgn" />
        <GameAndViewer pgn={IMMORTAL} />
      </main>
    </>
  );
}

// The typings refuse what the elements do not take (tsc checks these lines; nothing renders them).
// @ts-expect-error: no such colour
export const wrongColour = <ferro-game color="green" />;
// @ts-expect-error: the node event's detail is a tree node, which has no `piece`
export const wrongEvent = <ferro-pgn onnode={(event) => event.detail.piece} />;
