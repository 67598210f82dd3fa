// The engine as the tools people already use drive it: python-chess's
// chess.engine and Debian's polyglot (xboard protocol) against the native
// binary, and python-chess against the wasm UciSession in Node (the same
// session a UCI web worker runs). The cases are in tests/uci/; each call
// there has a timeout, so a missing bestmove fails instead of hanging.
// scripts/test.sh builds the binary first (npm run build:uci).
import test from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { PYTHON_ENV } from '../python.mjs';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const BINARY = `${REPO}target/release/ferrochess-uci`;

function client(script, args) {
  const run = spawnSync('python3', [`${REPO}tests/uci/${script}`, ...args], {
    cwd: REPO, encoding: 'utf8', timeout: 300_000, env: PYTHON_ENV,
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  assert.equal(run.status, 0, `${script} ${args.join(' ')}:\n${output}`);
  return output;
}

function needBinary() {
  assert.ok(existsSync(BINARY), `${BINARY} is missing: npm run build:uci builds it`);
}

test('python-chess drives the native binary through every case', () => {
  needBinary();
  const output = client('python_chess_client.py', [BINARY]);
  assert.equal(output.match(/^ok /gm)?.length, 9, output);
});

test('polyglot (xboard) drives the native binary', () => {
  needBinary();
  const output = client('polyglot_client.py', [BINARY]);
  assert.equal(output.match(/^ok /gm)?.length, 4, output);
});

test('python-chess drives the wasm UciSession (all but stop and ponder, which need a second thread)', () => {
  const output = client('python_chess_client.py', ['--no-stop', 'node', `${REPO}scripts/uci-wasm.mjs`]);
  assert.equal(output.match(/^ok /gm)?.length, 7, output);
});
