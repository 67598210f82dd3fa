// ferrochess/elements/react: registers the elements, as ferrochess/elements
// does; its declarations (the .d.ts beside it) type them in React's markup.
export * from './index.js';
