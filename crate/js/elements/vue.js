// ferrochess/elements/vue: registers the elements, as ferrochess/elements
// does; its declarations (the .d.ts beside it) type them in Vue's markup.
export * from './index.js';
