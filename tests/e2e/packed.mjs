// The package as a user gets it: `npm pack` of this checkout, installed into
// a scratch copy of one of tests/consumers/.
import { cpSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CONSUMERS = fileURLToPath(new URL('../consumers/', import.meta.url));

export function npm(args, cwd) {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Packs the package into a scratch folder; returns the tarball's path. */
export function packTarball() {
  const packDir = mkdtempSync(join(tmpdir(), 'ferrochess-pack-'));
  const name = npm(['pack', '--silent', '--pack-destination', packDir], REPO).trim().split('\n').pop();
  const tarball = join(packDir, name);
  console.log(`# packed tarball: ${statSync(tarball).size} bytes`);
  return tarball;
}

/**
 * A scratch copy of `consumer` with `tarball` (and `extra` packages)
 * installed; `files` copies more files in: { 'main.js': 'board/main.js' }
 * (a path in the copy: a path under tests/consumers/).
 */
export function installConsumer(tarball, consumer, extra = [], files = {}) {
  const dir = mkdtempSync(join(tmpdir(), `ferrochess-${consumer}-`));
  cpSync(join(CONSUMERS, consumer), dir, { recursive: true });
  for (const [to, from] of Object.entries(files)) cpSync(join(CONSUMERS, from), join(dir, to));
  npm(['init', '-y'], dir);
  npm(['pkg', 'set', 'type=module'], dir);
  npm(['install', '--no-audit', '--no-fund', '--loglevel=error', tarball, ...extra], dir);
  return dir;
}
