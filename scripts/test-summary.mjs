// Prints one closing line for the whole suite in the plain form that CI dashboards read whatever the
// language ("2 passed, 1 failed", then ", N skipped" when some were), summed from
// the JSON reports that the unit, simulation and e2e steps write into test-results/. Each runner
// prints its own summary in its own words; CI and people want one line that counts everything.
// Usage: node scripts/test-summary.mjs [--clean]   (--clean removes the reports before a run)
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(new URL('..', import.meta.url).pathname, 'test-results');
const reports = ['unit.json', 'sim.json', 'e2e.json'];
const junitReports = ['unit.xml', 'sim.xml', 'e2e.xml'];

if (process.argv.includes('--clean')) {
  for (const name of [...reports, ...junitReports]) rmSync(join(dir, name), { force: true });
  process.exit(0);
}

/** Counts of one report: vitest's JSON (jest-compatible) or Playwright's JSON reporter. */
export function countsOf(report) {
  if (report.stats && 'expected' in report.stats) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    // A flaky spec passed on a retry: it passed, but only just; it is counted and named as such.
    return { passed: expected + flaky, failed: unexpected, skipped, flaky };
  }
  if ('numPassedTests' in report) {
    return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0), flaky: 0 };
  }
  throw new Error('not a vitest or Playwright JSON report');
}

const total = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const missing = [];
for (const name of reports) {
  const path = join(dir, name);
  if (!existsSync(path)) {
    missing.push(name);
    continue;
  }
  const counts = countsOf(JSON.parse(readFileSync(path, 'utf8')));
  for (const key of Object.keys(total)) total[key] += counts[key];
}

if (missing.length > 0) console.log(`(no report from: ${missing.join(', ')})`);
if (total.flaky > 0) console.log(`(${total.flaky} e2e spec(s) passed only on a retry)`);
// Always both counts, in this order, alone on the last line and with nothing before them: a dashboard
// reading "N passed, N failed" must not mistake a line without its failed count, or with a label it
// does not expect, for no line at all.
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
// A step that wrote no report, or a run of no test at all, is not a passing suite.
if (total.failed > 0 || missing.length > 0 || total.passed === 0) process.exitCode = 1;
