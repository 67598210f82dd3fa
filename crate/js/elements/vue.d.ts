/**
 * `import 'ferrochess/elements/vue'`: registers the elements (as
 * `ferrochess/elements` does) and types them in Vue 3's templates (its
 * `GlobalComponents`, which Volar and vue-tsc read): their attributes and
 * their events (`@move`, `@node`, `@end`). Tell Vue's compiler they are
 * custom elements: `isCustomElement: (tag) => tag.startsWith('ferro-')`.
 *
 * @example
 * ```ts
 * import 'ferrochess/elements/vue';
 * import type { GlobalComponents } from 'vue';
 * type ViewerProps = InstanceType<GlobalComponents['ferro-pgn']>['$props'];
 * const props: ViewerProps = { pgn: '1. e4 *', onNode: (event) => console.log(event.detail.san) };
 * ```
 * @module ferrochess/elements/vue
 */
import type { DefineComponent } from 'vue';
import type {
  FerroBoardAttributes, FerroBoardEvents, FerroGameAttributes, FerroGameEvents, FerroPgnAttributes, FerroPgnEvents,
} from 'ferrochess/elements';

export * from 'ferrochess/elements';

/** An element's own events as Vue props: `on` + the event's name, capitalised (`@node` is `onNode`). */
export type VueListeners<Events> = { [Name in keyof Events as `on${Capitalize<Name & string>}`]?: (event: Events[Name]) => void };

/** Attribute names as Vue's props spell them: `game-index` is `gameIndex`. */
export type VueAttributes<Attributes> = {
  [Name in keyof Attributes as Name extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Tail>}` : Name]: Attributes[Name];
};

declare module 'vue' {
  interface GlobalComponents {
    'ferro-board': DefineComponent<VueAttributes<FerroBoardAttributes> & VueListeners<FerroBoardEvents>>;
    'ferro-pgn': DefineComponent<VueAttributes<FerroPgnAttributes> & VueListeners<FerroPgnEvents>>;
    'ferro-game': DefineComponent<VueAttributes<FerroGameAttributes> & VueListeners<FerroGameEvents>>;
  }
}
