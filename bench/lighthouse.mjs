// Lighthouse 12.2.3 (mobile profile: simulated slow 4G and a 4× slower CPU)
// on the page as `npm start` serves it (compressed, isolated): three runs of
// the first screen a visitor meets (the home screen), then one of each other
// screen by its address (#/play, #/analysis, …); prints each run's category
// scores, total blocking time and transferred bytes, and the home screen's
// median. The last part of `npm run bench`; alone: node bench/lighthouse.mjs
// [screen …] (the home screen's three runs only, or the screens named).
// Lighthouse comes through npx (pinned; cached after the first run) rather
// than as a dependency, so that `npm test` does not install it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../scripts/serve.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const RUNS = 3;
/** The screens after the home screen (www/js/screens/router.js's addresses). */
const SCREENS = ['play', 'analysis', 'games', 'puzzles', 'openings', 'editor'];

/** Runs Lighthouse: the home screen RUNS times, then each of `screens` once. */
export async function reportLighthouse(screens = SCREENS) {
  const { server, url } = await serve({ port: 0, isolate: true });
  const scratch = mkdtempSync(join(tmpdir(), 'ferrochess-lighthouse-'));
  const rows = [];
  const visits = [...Array.from({ length: RUNS }, () => 'home'), ...screens];
  try {
    for (const [run, screen] of visits.entries()) {
      const report = join(scratch, `run${run}.json`);
      const address = screen === 'home' ? url : `${url}#/${screen}`;
      // Asynchronously: the server answering Lighthouse runs in this process. A run that
      // Lighthouse itself gives up on (it sometimes loses its trace: NO_NAVSTART) is tried
      // once more, then reported as failed.
      const lighthouse = () => promisify(execFile)('npx', ['--yes', LIGHTHOUSE, address, '--output=json', `--output-path=${report}`, '--quiet',
        '--chrome-flags=--headless=new --no-sandbox'], {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        timeout: 300_000,
      });
      try {
        await lighthouse().catch(lighthouse);
      } catch (error) {
        rows.push({ screen, failed: error.stderr?.trim() || error.message });
        continue;
      }
      const { categories, audits } = JSON.parse(readFileSync(report, 'utf8'));
      const score = (name) => Math.round(categories[name].score * 100);
      rows.push({
        screen,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        tbt: Math.round(audits['total-blocking-time'].numericValue),
        lcp: Math.round(audits['largest-contentful-paint'].numericValue),
        kib: Math.round(audits['total-byte-weight'].numericValue / 1024),
      });
    }
  } finally {
    server.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(`\nLighthouse 12.2.3, mobile profile, on npm start's server (the home screen ${RUNS} runs, each other screen one):`);
  for (const row of rows) {
    if (row.failed) {
      console.log(`  ${row.screen}: Lighthouse failed twice: ${row.failed}`);
      continue;
    }
    console.log(`  ${row.screen}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, SEO ${row.seo}; total blocking time ${row.tbt} ms, largest contentful paint ${row.lcp} ms, ${row.kib} KiB`);
  }
  const home = rows.filter((row) => row.screen === 'home' && !row.failed);
  const median = (key) => home.map((row) => row[key]).sort((a, b) => a - b)[Math.floor(home.length / 2)];
  console.log(`  home screen's median: performance ${median('performance')}, total blocking time ${median('tbt')} ms, ${median('kib')} KiB`);
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await reportLighthouse(process.argv.slice(2));
