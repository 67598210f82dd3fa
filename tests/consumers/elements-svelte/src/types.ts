// The Svelte typings as svelte-check reads them: the elements in SvelteHTMLElements, with their attributes and events.
import 'ferrochess/elements/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';

export const viewer: SvelteHTMLElements['ferro-pgn'] = { pgn: '1. e4 *', 'game-index': 0, onnode: (event) => console.log(event.detail.san) };
export const game: SvelteHTMLElements['ferro-game'] = { elo: 800, onend: (event) => console.log(event.detail.reason) };
// @ts-expect-error: no such opponent
export const wrong: SvelteHTMLElements['ferro-game'] = { opponent: 'robot' };
