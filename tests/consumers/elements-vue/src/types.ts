// The Vue typings as vue-tsc and Volar read them: the elements in GlobalComponents, with their attributes and events.
import 'ferrochess/elements/vue';
import type { GlobalComponents } from 'vue';

type ViewerProps = InstanceType<GlobalComponents['ferro-pgn']>['$props'];
type GameProps = InstanceType<GlobalComponents['ferro-game']>['$props'];
export const viewer: ViewerProps = { pgn: '1. e4 *', gameIndex: 0, ply: 'last', onNode: (event) => console.log(event.detail.san) };
export const game: GameProps = { elo: 800, color: 'random', onEnd: (event) => console.log(event.detail.reason) };
// @ts-expect-error: no such colour
export const wrong: GameProps = { color: 'green' };
