// The worker behind uci-worker.js in pages with shared memory: it runs the
// UCI session and its searches, reading the stop flag the front worker
// raises when `stop` arrives (see uci-loop.js).
import { serveUci } from './uci-loop.js';

serveUci(self);
