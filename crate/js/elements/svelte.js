// ferrochess/elements/svelte: registers the elements, as ferrochess/elements
// does; its declarations (the .d.ts beside it) type them in Svelte's markup.
export * from './index.js';
