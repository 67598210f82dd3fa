// The engine worker under Node's worker_threads: gives engine-worker.js the
// `self.onmessage` / `self.postMessage` of a web worker, then loads it.
// Engine (engine.js) starts this file when there is no Web Worker.
import { parentPort } from 'node:worker_threads';

globalThis.self = globalThis;
self.postMessage = (message) => parentPort.postMessage(message);
await import('./engine-worker.js');
// Messages sent before this listener existed were queued by the port.
parentPort.on('message', (data) => self.onmessage?.({ data }));
