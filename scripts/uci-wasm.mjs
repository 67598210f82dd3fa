#!/usr/bin/env node
// The wasm engine as a UCI engine on stdin/stdout, for engine matches
// (scripts/match.py --a "node scripts/uci-wasm.mjs"). It runs the package's
// UciSession in Node: the same wasm, and the same code, that a web worker
// runs in the browser. Build first (npm run build).
import { createInterface } from 'node:readline';
import { UciSession } from '../crate/js/engine-entry.js';

const session = new UciSession();
const lines = createInterface({ input: process.stdin, terminal: false });
for await (const line of lines) {
  const command = line.trim();
  if (command === 'quit') break;
  // A search runs to completion inside command(); `stop` can only arrive
  // after it, where it does nothing.
  for (const out of session.command(command)) process.stdout.write(`${out}\n`);
}
session.free();
process.exit(0);
