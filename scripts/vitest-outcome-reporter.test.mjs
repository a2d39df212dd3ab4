// The outcome reporter, run by a real vitest on small test files that fail in
// each way a run can fail.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startVitest } from 'vitest/node';

const repoRoot = new URL('..', import.meta.url).pathname;
// Inside the repository, so the test files can import vitest.
mkdirSync(join(repoRoot, '.tmp'), { recursive: true });
const root = mkdtempSync(join(repoRoot, '.tmp', 'outcome-reporter-'));
after(() => rmSync(root, { recursive: true, force: true }));

const files = {
  'hook.test.ts': `
    import { beforeAll, describe, expect, it } from 'vitest';
    describe('on PostgreSQL', () => {
      beforeAll(() => { throw new Error('KITSMITH_REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set\\nmore detail'); });
      it('saves', () => { expect(1).toBe(1); });
    });
    describe('in memory', () => {
      it('saves', () => { expect(1).toBe(1); });
      it.skip('is not written yet', () => {});
    });`,
  'load.test.ts': `
    import './gone.js';
    import { it } from 'vitest';
    it('never runs', () => {});`,
  'assert.test.ts': `
    import { describe, expect, it } from 'vitest';
    describe('sums', () => { it('adds', () => { expect(1 + 1).toBe(3); }); });`,
  'top-hook.test.ts': `
    import { beforeAll, it } from 'vitest';
    beforeAll(() => { throw new Error('the build failed'); });
    it('never runs', () => {});`,
};

let outcome;
before(async () => {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  const vitest = await startVitest('test', [], {
    root,
    config: false,
    watch: false,
    include: ['*.test.ts'],
    reporters: [join(repoRoot, 'scripts', 'vitest-outcome-reporter.mjs')],
  });
  await vitest.close();
  process.exitCode = 0; // vitest sets it for the failures these files are made of
  outcome = JSON.parse(readFileSync(join(root, 'test-results', 'outcome.json'), 'utf8'));
});

describe('vitest outcome reporter', () => {
  it('counts the tests that ran and the ones skipped on purpose', () => {
    assert.deepEqual(
      { passed: outcome.passed, failed: outcome.failed, skipped: outcome.skipped },
      { passed: 1, failed: 1, skipped: 1 },
    );
    assert.deepEqual(outcome.skippedSuites, ['hook.test.ts: in memory']);
  });

  it('times the run and each file that ran', () => {
    assert.ok(outcome.seconds > 0);
    assert.deepEqual(outcome.files.map((file) => file.file).sort(), Object.keys(files).sort());
    for (const file of outcome.files) assert.ok(file.seconds >= 0, file.file);
  });

  it('names every failure with its file, suite or test, and the first line of its error', () => {
    const byFile = Object.fromEntries(outcome.failures.map((failure) => [failure.file, failure]));
    assert.equal(outcome.failures.length, 4);
    assert.deepEqual(byFile['hook.test.ts'], {
      file: 'hook.test.ts',
      suite: 'on PostgreSQL',
      error: 'KITSMITH_REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set',
    });
    assert.match(byFile['load.test.ts'].error, /gone\.js/);
    assert.equal(byFile['load.test.ts'].test, undefined);
    assert.deepEqual(byFile['assert.test.ts'], {
      file: 'assert.test.ts',
      test: 'sums > adds',
      error: 'expected 2 to be 3 // Object.is equality',
    });
    assert.deepEqual(byFile['top-hook.test.ts'], { file: 'top-hook.test.ts', error: 'the build failed' });
  });
});
