// `npm test` runs every workspace's vitest through turbo; this script sums
// their JSON reports into one closing line and says plainly which suites were
// skipped. `--clean` removes old reports first, so a crashed run counts nothing.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Workspace folders, from the `folder/*` patterns of package.json. */
const dirs = workspaces.flatMap((pattern) => {
  const parent = pattern.replace(/\/\*$/, '');
  return existsSync(join(root, parent)) ? readdirSync(join(root, parent)).map((name) => join(parent, name)) : [];
});
const reportOf = (dir) => join(root, dir, 'test-results', 'vitest.json');

if (process.argv.includes('--clean')) {
  for (const dir of dirs) rmSync(join(root, dir, 'test-results'), { recursive: true, force: true });
} else {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const skippedSuites = new Set();
  for (const dir of dirs.filter((d) => existsSync(reportOf(d)))) {
    const result = JSON.parse(readFileSync(reportOf(dir), 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    skipped += result.numPendingTests + result.numTodoTests;
    for (const test of result.testResults.flatMap((file) => file.assertionResults)) {
      if (test.status === 'pending' || test.status === 'skipped' || test.status === 'todo') {
        skippedSuites.add(`${dir}: ${test.ancestorTitles[0] ?? test.title}`);
      }
    }
  }
  if (skippedSuites.size > 0) {
    console.log('\nSkipped here (CI sets the variables that make them run):');
    for (const suite of skippedSuites) console.log(`  - ${suite}`);
  }
  console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}
