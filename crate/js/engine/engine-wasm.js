// The engine module: the rules plus the search, the evaluators, the net,
// the opening book and names, and UCI (crate/pkg, the crate's default
// features). Only the engine's side imports this file: the engine worker,
// the UCI worker and `ferrochess/engine`; `import { Chess } from
// 'ferrochess'` never loads it.
import initEngine, * as enginePkg from '../../pkg/ferrochess.js';
import { instantiate } from '../rules/init.js';

let loading = null;

/**
 * Loads and instantiates the engine module (once); resolves to its
 * bindings: WasmGame (with best_move, evaluate, explain, opening),
 * WasmUci and ratings().
 */
export function loadEngineWasm() {
  loading ??= instantiate(initEngine, enginePkg.initSync, new URL('../../pkg/ferrochess_bg.wasm', import.meta.url))
    .then(() => enginePkg);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
