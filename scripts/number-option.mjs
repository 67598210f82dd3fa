// The check scripts' numeric command-line options (`--games 30`): the
// number after `--name`, or `fallback` when it is not given.
//
//   import { numberOption } from './number-option.mjs';
//   const GAMES = numberOption('games', 8);

const args = process.argv.slice(2);

/** The number given as `--name N`, or `fallback`. */
export function numberOption(name, fallback) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
}
