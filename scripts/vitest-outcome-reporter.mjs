// A vitest reporter that writes what `scripts/test-summary.mjs` adds up:
// `test-results/outcome.json` beside the workspace's vitest config, holding the
// test counts and every failure by name. A failure is a failed test, but also
// a test file that failed to load, a suite whose hook threw (its tests are then
// reported as skipped, which is why vitest's own JSON report cannot tell it
// from a skip) and an error thrown outside any test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The first line of an error's message, which is what a person reads first. */
export function firstLine(error) {
  const text = error?.message || error?.stack || String(error ?? 'unknown error');
  return text.split('\n').find((line) => line.trim() !== '')?.trim() ?? 'unknown error';
}

export default class OutcomeReporter {
  onInit(vitest) {
    this.root = vitest.config.root;
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules, unhandledErrors, reason) {
    const outcome = { passed: 0, failed: 0, skipped: 0, skippedSuites: [], failures: [], seconds: (Date.now() - this.startedAt) / 1000, files: [] };
    const skippedSuites = new Set();
    for (const module of testModules) {
      const file = relative(this.root, module.moduleId);
      const { setupDuration, collectDuration, duration } = module.diagnostic();
      outcome.files.push({ file, seconds: Math.round(setupDuration + collectDuration + duration) / 1000 });
      for (const error of module.errors()) outcome.failures.push({ file, error: firstLine(error) });
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors()) outcome.failures.push({ file, suite: suite.fullName, error: firstLine(error) });
      }
      for (const test of module.children.allTests()) {
        const { state, errors = [] } = test.result();
        if (state === 'passed') outcome.passed += 1;
        else if (state === 'failed') {
          outcome.failed += 1;
          outcome.failures.push({ file, test: test.fullName, error: firstLine(errors[0]) });
        } else if (!insideFailedSuite(test)) {
          outcome.skipped += 1;
          skippedSuites.add(`${file}: ${test.parent.type === 'suite' ? topSuite(test).name : test.name}`);
        }
      }
    }
    for (const error of unhandledErrors) outcome.failures.push({ error: `unhandled: ${firstLine(error)}` });
    if (reason === 'interrupted') outcome.failures.push({ error: 'the run was interrupted' });
    outcome.skippedSuites = [...skippedSuites];
    const dir = join(this.root, 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'outcome.json'), `${JSON.stringify(outcome, null, 2)}\n`);
  }
}

/** A test whose suite's hook threw never ran: that is the suite's failure, not a skip. */
function insideFailedSuite(test) {
  for (let suite = test.parent; suite; suite = suite.type === 'suite' ? suite.parent : undefined) {
    if (suite.errors().length > 0) return true;
  }
  return false;
}

/** The outermost `describe` a test sits in: the unit a skip message names. */
function topSuite(test) {
  let suite = test.parent;
  while (suite.parent.type === 'suite') suite = suite.parent;
  return suite;
}
