/**
 * `import 'ferrochess/elements/svelte'`: registers the elements (as
 * `ferrochess/elements` does) and types them in Svelte 5's markup (its
 * `SvelteHTMLElements`, which svelte-check reads): their attributes and
 * their events (`onmove`, `onnode`, `onend`).
 *
 * @example
 * ```ts
 * import 'ferrochess/elements/svelte';
 * import type { SvelteHTMLElements } from 'svelte/elements';
 * const props: SvelteHTMLElements['ferro-pgn'] = { pgn: '1. e4 *', onnode: (event) => console.log(event.detail.san) };
 * ```
 * @module ferrochess/elements/svelte
 */
import type { HTMLAttributes } from 'svelte/elements';
import type {
  FerroBoard, FerroBoardAttributes, FerroBoardEvents, FerroGame, FerroGameAttributes, FerroGameEvents,
  FerroPgn, FerroPgnAttributes, FerroPgnEvents,
} from 'ferrochess/elements';

export * from 'ferrochess/elements';

/** An element's own events as Svelte 5 attributes: `on` + the event's name. */
export type SvelteListeners<Events> = { [Name in keyof Events as `on${Name & string}`]?: (event: Events[Name]) => void };

/** What Svelte's markup takes on one of the elements. */
export type SvelteElementProps<Element extends EventTarget, Attributes, Events> =
  Omit<HTMLAttributes<Element>, keyof Attributes | keyof SvelteListeners<Events>> & Attributes & SvelteListeners<Events>;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'ferro-board': SvelteElementProps<FerroBoard, FerroBoardAttributes, FerroBoardEvents>;
    'ferro-pgn': SvelteElementProps<FerroPgn, FerroPgnAttributes, FerroPgnEvents>;
    'ferro-game': SvelteElementProps<FerroGame, FerroGameAttributes, FerroGameEvents>;
  }
}
