// A React 19 app (real react and react-dom, no JSX so no plugin): a
// component that renders <ferro-board> and shows the moves it reports, and
// one that binds a board to a Chess in an effect and destroys it in the
// effect's cleanup (StrictMode runs that twice in development).
import { StrictMode, createElement as h, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Chess } from 'ferrochess';
import { Board, chessBoard } from 'ferrochess/board';

window.fb = { Chess, Board, chessBoard };

/** <ferro-board> as React 19 renders custom elements: attributes, and `on` + event name for listeners. */
function ElementBoard() {
  const [moves, setMoves] = useState([]);
  const ref = useRef(null);
  useEffect(() => {
    window.fb.element = ref.current;
  }, []);
  return h('section', null,
    h('h2', null, 'The custom element'),
    h('ferro-board', {
      id: 'element', ref, interactive: '', onmove: (event) => setMoves((list) => [...list, event.detail.san]),
    }),
    h('p', { id: 'element-log', className: 'log' }, moves.join(' ')));
}

/** A board bound to a game kept in state, made in an effect and destroyed in its cleanup. */
function BoundBoard() {
  const [chess] = useState(() => new Chess());
  const [history, setHistory] = useState('');
  const ref = useRef(null);
  useEffect(() => {
    const board = chessBoard(ref.current, chess, { onMove: () => setHistory(chess.history().join(' ')) });
    window.fb.play = board;
    return () => board.destroy();
  }, [chess]);
  return h('section', null,
    h('h2', null, 'Bound to a game'),
    h('div', { id: 'play', ref }),
    h('p', { id: 'play-log', className: 'log' }, history));
}

function App() {
  useEffect(() => {
    document.body.dataset.ready = 'true';
  }, []);
  return [
    h('header', { key: 'h' }, h('h1', null, 'ferrochess/board with React 19')),
    h('main', { key: 'm' }, h(BoundBoard), h(ElementBoard)),
  ];
}

createRoot(document.getElementById('root')).render(h(StrictMode, null, h(App)));
