/**
 * `import 'ferrochess/elements/react'`: registers the elements (as
 * `ferrochess/elements` does) and types them in React 19's JSX: their
 * attributes, a `ref` to the element, and their events as React 19 passes
 * them to a custom element (`onmove`, `onnode`, `onend`: lower case, the
 * event's own name after `on`).
 *
 * @example
 * ```tsx
 * import 'ferrochess/elements/react';
 * export const Viewer = ({ pgn }: { pgn: string }) => (
 *   <ferro-pgn pgn={pgn} ply="last" onnode={(event) => console.log(event.detail.san)} />
 * );
 * ```
 * @module ferrochess/elements/react
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  FerroBoard, FerroBoardAttributes, FerroBoardEvents, FerroGame, FerroGameAttributes, FerroGameEvents,
  FerroPgn, FerroPgnAttributes, FerroPgnEvents,
} from 'ferrochess/elements';

export * from 'ferrochess/elements';

/** An element's own events as React 19 props: `on` + the event's name. */
export type ReactListeners<Events> = { [Name in keyof Events as `on${Name & string}`]?: (event: Events[Name]) => void };

/** What React's JSX takes on one of the elements: an element's props, its attributes and its events. */
export type ReactElementProps<Element, Attributes, Events> =
  DetailedHTMLProps<HTMLAttributes<Element>, Element> & Attributes & ReactListeners<Events>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'ferro-board': ReactElementProps<FerroBoard, FerroBoardAttributes, FerroBoardEvents>;
      'ferro-pgn': ReactElementProps<FerroPgn, FerroPgnAttributes, FerroPgnEvents>;
      'ferro-game': ReactElementProps<FerroGame, FerroGameAttributes, FerroGameEvents>;
    }
  }
}
