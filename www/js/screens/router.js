// The page's addresses: one hash route a screen (#/play, #/analysis, …), so
// that any static host serves them all from index.html, the back button goes
// to the screen before, and a screen can be bookmarked. Reads and writes the
// address only; what a screen shows is screen-view.js's, what entering one
// does is screen-ctrl.js's.
//
//   parseRoute('#/games')   // { screen: 'games' }
//   parseRoute('#/nowhere') // { screen: 'home' }
//   parseRoute('#/analysis/8/8/8/8/8/8/8/K1k5_w_-_-_0_1') // { screen: 'analysis', fen: '8/8/… w - - 0 1' }
//   parseRoute('#/analysis/game/g1eJz…') // { screen: 'analysis', gameCode: 'g1eJz…' }
//   parseRoute('#/play/friend/o1eJz…')   // { screen: 'play', invitation: 'o1eJz…' }
//   parseRoute('#/play/answer/a1eJz…')   // { screen: 'play', answer: 'a1eJz…' }

/**
 * The screens, in the order the navigation lists them (index.html's links,
 * whose words say what each is for): each with its address's name and its
 * heading (index.html's data-screens says which parts, the board among them,
 * each shows).
 */
export const SCREENS = [
  { name: 'home', title: 'ferrochess' },
  { name: 'play', title: 'Play' },
  { name: 'analysis', title: 'Analysis board' },
  { name: 'games', title: 'Your games' },
  { name: 'puzzles', title: 'Puzzles' },
  { name: 'openings', title: 'Openings' },
  { name: 'editor', title: 'Board editor' },
];

const NAMES = new Set(SCREENS.map((screen) => screen.name));

/**
 * The screen an address names ('#/games' → games; anything else is the home
 * screen), and for the analysis board the position it names, if any: the
 * FEN after '#/analysis/', with '_' for its spaces as lichess writes it, or
 * a shared game's code after '#/analysis/game/'. Both are untrusted (a
 * link): whoever takes them checks them.
 */
export function parseRoute(hash) {
  const match = /^#\/([a-z]+)(?:\/(.*))?$/s.exec(String(hash ?? ''));
  const name = match?.[1];
  if (!name || !NAMES.has(name)) return { screen: 'home' };
  const rest = match?.[2] ?? '';
  // A friend's invitation (ferrochess/play's connection code, untrusted: answerConnection checks it).
  if (name === 'play' && rest.startsWith('friend/')) return { screen: name, invitation: rest.slice('friend/'.length) };
  // A friend's answer to it, opened in the inviting browser (the code checked as the invitation's).
  if (name === 'play' && rest.startsWith('answer/')) return { screen: name, answer: rest.slice('answer/'.length) };
  // A game from another tab of this browser (its id: only [A-Za-z0-9_-]).
  if (name === 'play' && /^tab\/[\w-]{6,64}$/.test(rest)) return { screen: name, tab: rest.slice('tab/'.length) };
  // A friend's move by correspondence (a game's code, untrusted: ferrochess/play's Correspondence checks it).
  if (name === 'play' && rest.startsWith('post/')) return { screen: name, post: rest.slice('post/'.length) };
  // A friend's link to go on with a game whose connection was lost (a connection code, checked as an invitation's).
  if (name === 'play' && rest.startsWith('resume/')) return { screen: name, resume: rest.slice('resume/'.length) };
  if (name !== 'analysis' || rest === '') return { screen: name };
  // A shared game (ferrochess/play's game code, untrusted: whoever reads it checks it).
  if (rest.startsWith('game/')) return { screen: name, gameCode: rest.slice('game/'.length) };
  let fen;
  try {
    fen = decodeURIComponent(rest).replace(/_/g, ' ').trim();
  } catch {
    fen = rest; // not percent-encoded as written: taken as it is, and refused by whoever checks it
  }
  return { screen: name, fen };
}

/** The analysis board's address for the position `fen` ('#/analysis/<FEN, '_' for spaces>'). */
export function positionAddress(fen) {
  return `#/analysis/${fen.replace(/ /g, '_')}`;
}

/** The whole link to `address` on this site ('#/…'), to send someone. */
export function linkTo(address) {
  return `${location.origin}${location.pathname}${address}`;
}

/** The Play screen's address for a friend's invitation (ferrochess/play's offerConnection code). */
export function playRoute(code) {
  return `#/play/friend/${code}`;
}

/** The Play screen's address for a link to go on with a game whose connection was lost (offerConnection's code). */
export function resumeRoute(code) {
  return `#/play/resume/${code}`;
}

/** The Play screen's address for a game between two tabs of this browser (its id). */
export function tabRoute(id) {
  return `#/play/tab/${id}`;
}

/** The Play screen's address for a game by correspondence (Correspondence#code). */
export function postRoute(code) {
  return `#/play/post/${code}`;
}

/** The Play screen's address for the answer to an invitation (answerConnection's code). */
export function answerRoute(code) {
  return `#/play/answer/${code}`;
}

/** The analysis board's address for a shared game's code (ferrochess/play's gameCode). */
export function gameAddress(code) {
  return `#/analysis/game/${code}`;
}

/** The address of a screen: '#/play'; the home screen's is '#/'. */
export function routeOf(screen) {
  return screen === 'home' ? '#/' : `#/${screen}`;
}

/** The screen named `name` ({ name, title }). */
export function screenOf(name) {
  return SCREENS.find((screen) => screen.name === name) ?? SCREENS[0];
}

/** The address last routed or shown: one that differs is a navigation whose hashchange has not come yet. */
let routed = null;

/**
 * Calls `onRoute(route)` (parseRoute's) with the address now and after each
 * change of it (a link, the back button, a typed address).
 */
export function followRoutes(onRoute) {
  const follow = () => {
    routed = location.hash;
    onRoute(parseRoute(location.hash));
  };
  addEventListener('hashchange', follow);
  follow();
}

/**
 * Shows `hash` as the address without a new history entry (the analysis
 * board's position as it changes); nothing while a navigation waits for its
 * hashchange (a game's link just opened: writing over it would lose it).
 */
export function showAddress(hash) {
  if (routed !== null && location.hash !== routed) return;
  if (location.hash !== hash) history.replaceState(history.state, '', hash);
  // As the browser writes it (it may escape what `hash` holds).
  routed = location.hash;
}

/**
 * Goes to `screen`: a new entry in the history, so the back button returns
 * here; nothing when the address names that screen already (the analysis
 * board's, with its position: going there again would only lose it and make
 * an entry that goes back to the same screen).
 */
export function goTo(screen) {
  if (parseRoute(location.hash).screen === screen) return;
  location.hash = routeOf(screen);
}
