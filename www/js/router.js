// The page's addresses: one hash route a screen (#/play, #/analysis, …), so
// that any static host serves them all from index.html, the back button goes
// to the screen before, and a screen can be bookmarked. Reads and writes the
// address only; what a screen shows is screen-view.js's, what entering one
// does is screen-ctrl.js's.
//
//   parseRoute('#/games')   // { screen: 'games' }
//   parseRoute('#/nowhere') // { screen: 'home' }

/**
 * The screens, in the order the navigation lists them (index.html's links,
 * whose words say what each is for): each with its address's name and its
 * heading. `board`: whether the board is on it.
 */
export const SCREENS = [
  { name: 'home', title: 'ferrochess', board: false },
  { name: 'play', title: 'Play', board: true },
  { name: 'analysis', title: 'Analysis board', board: true },
  { name: 'games', title: 'Your games', board: false },
  { name: 'puzzles', title: 'Puzzles', board: true },
  { name: 'openings', title: 'Openings', board: true },
  { name: 'editor', title: 'Board editor', board: true },
];

const NAMES = new Set(SCREENS.map((screen) => screen.name));

/** The screen an address names ('#/games' → games); anything else is the home screen. */
export function parseRoute(hash) {
  const name = /^#\/([a-z]+)\/?$/.exec(String(hash ?? ''))?.[1];
  return { screen: NAMES.has(name) ? name : 'home' };
}

/** The address of a screen: '#/play'; the home screen's is '#/'. */
export function routeOf(screen) {
  return screen === 'home' ? '#/' : `#/${screen}`;
}

/** The screen named `name` ({ name, title, board }). */
export function screenOf(name) {
  return SCREENS.find((screen) => screen.name === name) ?? SCREENS[0];
}

/**
 * Calls `onScreen(name)` with the screen of the address now and after each
 * change of it (a link, the back button, a typed address).
 */
export function followRoutes(onScreen) {
  addEventListener('hashchange', () => onScreen(parseRoute(location.hash).screen));
  onScreen(parseRoute(location.hash).screen);
}

/** Goes to `screen`: a new entry in the history, so the back button returns here. */
export function goTo(screen) {
  const hash = routeOf(screen);
  if (location.hash !== hash) location.hash = hash;
}
