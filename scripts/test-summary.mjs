// `npm test` runs every workspace's vitest through turbo; this script adds up
// the outcome each one wrote (`scripts/vitest-outcome-reporter.mjs`) into one
// closing report. Anything that kept tests from running counts as a failure and
// is named: a failed test, a file that failed to load, a suite whose hook threw,
// and a workspace with a test script but no outcome (its run crashed or never
// started). The exit code is 1 when anything failed. Above the totals it shows
// how long each workspace's run took and its slowest test files, so the suite's
// time (CI's budget) is watched run by run. `--clean` removes old
// outcomes first, so a crashed run cannot pass on yesterday's results.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Workspace folders that have a `test` script, from the `folder/*` patterns of package.json. */
export function testedWorkspaces(root) {
  const { workspaces } = readJson(join(root, 'package.json'));
  return workspaces
    .flatMap((pattern) => {
      const parent = pattern.replace(/\/\*$/, '');
      if (!existsSync(join(root, parent))) return [];
      return readdirSync(join(root, parent)).map((name) => join(parent, name));
    })
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .filter((dir) => readJson(join(root, dir, 'package.json')).scripts?.test !== undefined)
    .sort();
}

export const outcomePath = (root, dir) => join(root, dir, 'test-results', 'outcome.json');

export function cleanOutcomes(root) {
  for (const dir of testedWorkspaces(root)) rmSync(join(root, dir, 'test-results'), { recursive: true, force: true });
}

/** The closing report's lines and the exit code, from the outcomes under `root`. */
export function summarise(root) {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  const skippedSuites = [];
  const times = [];
  const files = [];
  for (const dir of testedWorkspaces(root)) {
    const outcome = readOutcome(root, dir);
    if (typeof outcome === 'string') {
      failures.push(`${dir}: ${outcome}`);
      continue;
    }
    totals.passed += outcome.passed;
    totals.failed += outcome.failed;
    totals.skipped += outcome.skipped;
    for (const failure of outcome.failures) failures.push(`${dir}: ${describeFailure(failure)}`);
    for (const suite of outcome.skippedSuites) skippedSuites.push(`${dir}: ${suite}`);
    if (typeof outcome.seconds === 'number') times.push(`${dir} ${formatSeconds(outcome.seconds)}`);
    for (const file of outcome.files ?? []) files.push({ name: `${dir}/${file.file}`, seconds: file.seconds });
  }
  const lines = [];
  if (times.length > 0) {
    lines.push('', `Time: ${times.join(', ')}`, `Slowest test files (of ${files.length}):`);
    for (const file of files.sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_FILES)) lines.push(`  ${formatSeconds(file.seconds).padStart(7)}  ${file.name}`);
  }
  if (skippedSuites.length > 0) {
    lines.push('', 'Skipped here (CI sets the variables that make them run):');
    for (const suite of skippedSuites) lines.push(`  - ${suite}`);
  }
  if (failures.length > 0) {
    lines.push('', 'Failed:');
    for (const failure of failures) lines.push(`  - ${failure}`);
  }
  const notRun = failures.length - totals.failed;
  lines.push(
    '',
    `Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped` +
      (notRun > 0 ? `; ${notRun} other ${notRun === 1 ? 'failure' : 'failures'} kept tests from running` : ''),
  );
  return { lines, exitCode: failures.length > 0 ? 1 : 0 };
}

const SLOWEST_FILES = 10;

const formatSeconds = (seconds) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`);

/** A workspace's outcome, or a sentence saying why there is none to trust. */
function readOutcome(root, dir) {
  const path = outcomePath(root, dir);
  if (!existsSync(path)) return 'no test outcome was written (the run crashed, or never started)';
  try {
    const outcome = readJson(path);
    const counts = ['passed', 'failed', 'skipped'].every((key) => Number.isInteger(outcome[key]));
    if (counts && Array.isArray(outcome.failures) && Array.isArray(outcome.skippedSuites)) return outcome;
  } catch {
    // Falls through: a half-written file is as good as none.
  }
  return 'the test outcome is unreadable';
}

function describeFailure({ file, suite, test, error }) {
  const where = [file, suite ?? test].filter(Boolean).join(' > ');
  const kind = test ? '' : suite ? 'suite failed: ' : file ? 'file failed: ' : '';
  return `${where ? `${where}: ` : ''}${kind}${error}`;
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  if (process.argv.includes('--clean')) cleanOutcomes(root);
  else {
    const { lines, exitCode } = summarise(root);
    console.log(lines.join('\n'));
    process.exitCode = exitCode;
  }
}
