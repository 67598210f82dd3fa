// One helper thread of the threaded build (see search-threads.js): it
// instantiates the module on the engine worker's shared memory, says
// 'ready', and then serves the search pool until the engine worker ends.
import init, { runSearchThread } from '../../pkg-threads/ferrochess.js';

self.onmessage = async ({ data }) => {
  try {
    await init({ module_or_path: data.module, memory: data.memory });
  } catch (error) {
    self.postMessage(String(error?.message ?? error));
    return;
  }
  self.postMessage('ready');
  runSearchThread();
};
