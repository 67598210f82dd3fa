// axe-core on a page of the end-to-end tests: injected once per document and
// run in the page with every rule axe runs by default, as AxeBuilder runs it
// on a page without frames (none of these pages holds one). AxeBuilder's
// analyze() also opened a blank page to finish each run: 0.9–1.2 s a call
// against 0.12–0.17 s here (2026-12-08, the analysis screen; 21 calls in the
// suite, 18 of them in board.test's three axe tests).
//
//   assert.deepEqual((await axeViolations(page)).map((v) => v.id), []);
//   await axeViolations(page, { include: '#settings' })  // that part of the page only
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on `page` as it is now (`include`: a selector, to
 * check that part alone): each { id, impact, nodes: [{ target }] }.
 */
export async function axeViolations(page, { include } = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (part) => window.axe.run(part ? { include: [part] } : document, { resultTypes: ['violations'] }).then((result) => result.violations),
    include ?? null,
  );
}
