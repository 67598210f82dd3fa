// Lighthouse 12.2.3 (mobile profile: simulated slow 4G and a 4× slower CPU)
// on the page as `npm start` serves it (compressed, isolated), three runs;
// prints each run's category scores and total blocking time, and the median.
// The last part of `npm run bench`; alone: node scripts/lighthouse.mjs.
// Lighthouse comes through npx (pinned; cached after the first run) rather
// than as a dependency, so that `npm test` does not install it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const RUNS = 3;

export async function reportLighthouse() {
  const { server, url } = await serve({ port: 0, isolate: true });
  const scratch = mkdtempSync(join(tmpdir(), 'ferrochess-lighthouse-'));
  const rows = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const report = join(scratch, `run${run}.json`);
      // Asynchronously: the server answering Lighthouse runs in this process.
      await promisify(execFile)('npx', ['--yes', LIGHTHOUSE, url, '--output=json', `--output-path=${report}`, '--quiet',
        '--chrome-flags=--headless=new --no-sandbox'], {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        timeout: 300_000,
      });
      const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
      const score = (name) => Math.round(categories[name].score * 100);
      rows.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        tbt: Math.round(audits['total-blocking-time'].numericValue),
        lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      });
    }
  } finally {
    server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`\nLighthouse 12.2.3, mobile profile, on npm start's server (${RUNS} runs):`);
  for (const row of rows) {
    console.log(`  performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}; total blocking time ${row.tbt} ms, largest contentful paint ${row.lcp} ms`);
  }
  const median = (key) => rows.map((row) => row[key]).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
  console.log(`  median: performance ${median('performance')}, total blocking time ${median('tbt')} ms`);
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await reportLighthouse();
