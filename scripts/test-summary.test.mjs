// The closing report of `npm test` must not say "0 failed" when tests never ran.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { cleanOutcomes, outcomePath, summarise } from './test-summary.mjs';

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A small monorepo: `workspaces` maps a folder to its outcome (`undefined`: none written, a string: raw file text). */
function monorepo(workspaces, { untested = [] } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'test-summary-'));
  roots.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['apps/*', 'packages/*'] }));
  for (const [dir, outcome] of Object.entries(workspaces)) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ scripts: { test: 'vitest run' } }));
    if (outcome === undefined) continue;
    mkdirSync(join(root, dir, 'test-results'));
    writeFileSync(outcomePath(root, dir), typeof outcome === 'string' ? outcome : JSON.stringify(outcome));
  }
  for (const dir of untested) {
    mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ scripts: { typecheck: 'tsc' } }));
  }
  return root;
}

const green = (passed, extra = {}) => ({ passed, failed: 0, skipped: 0, skippedSuites: [], failures: [], ...extra });

describe('summarise', () => {
  it('passes when every tested workspace reported and nothing failed', () => {
    const root = monorepo({ 'apps/api': green(3), 'packages/core': green(4) }, { untested: ['packages/contract'] });
    const { lines, exitCode } = summarise(root);
    assert.equal(exitCode, 0);
    assert.equal(lines.at(-1), 'Tests: 7 passed, 0 failed, 0 skipped');
    assert.ok(!lines.includes('Failed:'));
  });

  it('shows each workspace’s time and the slowest files, slowest first', () => {
    const root = monorepo({
      'apps/api': green(3, { seconds: 75, files: [{ file: 'a.test.ts', seconds: 2 }, { file: 'b.test.ts', seconds: 61 }] }),
      'packages/core': green(4, { seconds: 9.5, files: [{ file: 'c.test.ts', seconds: 9 }] }),
    });
    const { lines } = summarise(root);
    assert.ok(lines.includes('Time: apps/api 1 min 15 s, packages/core 9.5 s'), lines.join('\n'));
    const start = lines.indexOf('Slowest test files (of 3):');
    assert.deepEqual(lines.slice(start + 1, start + 4).map((line) => line.trim()), ['1 min 1 s  apps/api/b.test.ts', '9.0 s  packages/core/c.test.ts', '2.0 s  apps/api/a.test.ts']);
  });

  it('names the skipped suites without failing', () => {
    const root = monorepo({ 'apps/api': green(1, { skipped: 2, skippedSuites: ['src/db.test.ts: PostgreSQL'] }) });
    const { lines, exitCode } = summarise(root);
    assert.equal(exitCode, 0);
    assert.ok(lines.includes('  - apps/api: src/db.test.ts: PostgreSQL'));
    assert.equal(lines.at(-1), 'Tests: 1 passed, 0 failed, 2 skipped');
  });

  it('fails on a failed test and names it', () => {
    const failure = { file: 'src/a.test.ts', test: 'a > adds', error: 'expected 1 to be 2' };
    const root = monorepo({ 'apps/api': green(1, { failed: 1, failures: [failure] }) });
    const { lines, exitCode } = summarise(root);
    assert.equal(exitCode, 1);
    assert.ok(lines.includes('  - apps/api: src/a.test.ts > a > adds: expected 1 to be 2'));
    assert.equal(lines.at(-1), 'Tests: 1 passed, 1 failed, 0 skipped');
  });

  it('fails on a suite whose hook threw, though no test failed', () => {
    const failure = { file: 'src/pg.test.ts', suite: 'on PostgreSQL', error: 'KITSMITH_REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set' };
    const root = monorepo({ 'apps/api': green(5, { failures: [failure] }) });
    const { lines, exitCode } = summarise(root);
    assert.equal(exitCode, 1);
    assert.ok(
      lines.includes(
        '  - apps/api: src/pg.test.ts > on PostgreSQL: suite failed: KITSMITH_REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set',
      ),
    );
    assert.equal(lines.at(-1), 'Tests: 5 passed, 0 failed, 0 skipped; 1 other failure kept tests from running');
  });

  it('fails on a file that failed to load, and on an error outside any test', () => {
    const failures = [
      { file: 'test/b.test.ts', error: "Cannot find module './gone.js'" },
      { error: 'unhandled: socket hang up' },
    ];
    const root = monorepo({ 'apps/web': green(0, { failures }) });
    const { lines, exitCode } = summarise(root);
    assert.equal(exitCode, 1);
    assert.ok(lines.includes("  - apps/web: test/b.test.ts: file failed: Cannot find module './gone.js'"));
    assert.ok(lines.includes('  - apps/web: unhandled: socket hang up'));
    assert.equal(lines.at(-1), 'Tests: 0 passed, 0 failed, 0 skipped; 2 other failures kept tests from running');
  });

  it('fails when a tested workspace wrote no outcome', () => {
    const root = monorepo({ 'apps/api': green(3), 'apps/cli': undefined });
    const { lines, exitCode } = summarise(root);
    assert.equal(exitCode, 1);
    assert.ok(lines.includes('  - apps/cli: no test outcome was written (the run crashed, or never started)'));
  });

  it('fails when an outcome is half-written or not an outcome', () => {
    const root = monorepo({ 'apps/api': '{"passed": 3, "fai', 'apps/cli': JSON.stringify({ numPassedTests: 3 }) });
    const { lines, exitCode } = summarise(root);
    assert.equal(exitCode, 1);
    assert.ok(lines.includes('  - apps/api: the test outcome is unreadable'));
    assert.ok(lines.includes('  - apps/cli: the test outcome is unreadable'));
  });
});

describe('cleanOutcomes', () => {
  it('removes every outcome, so the next summary cannot pass on old results', () => {
    const root = monorepo({ 'apps/api': green(3) });
    cleanOutcomes(root);
    assert.equal(existsSync(outcomePath(root, 'apps/api')), false);
    assert.equal(summarise(root).exitCode, 1);
  });
});
