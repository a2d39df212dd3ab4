// Versions from one place: the repository is in sync, and the script brings a drifted one back.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { syncVersions, workspaceDirs } from './release-versions.mjs';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path, value) => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);

/** A small monorepo whose workspaces drifted from the root's 1.0.0. */
function driftedMonorepo() {
  const root = mkdtempSync(join(tmpdir(), 'release-versions-'));
  roots.push(root);
  writeJson(join(root, 'package.json'), { name: 'mono', version: '1.0.0', workspaces: ['packages/*', 'apps/*'] });
  const workspaces = {
    'packages/core': { name: '@kitsmith/core', version: '0.9.0', dependencies: { zod: '^4.0.0' } },
    'packages/client': { name: '@kitsmith/client', version: '1.0.0', dependencies: { '@kitsmith/core': '0.9.0' } },
    'apps/cli': { name: '@kitsmith/cli', version: '0.1.0', devDependencies: { '@kitsmith/client': '^0.1.0', commander: '^14.0.0' } },
  };
  for (const [dir, manifest] of Object.entries(workspaces)) {
    mkdirSync(join(root, dir), { recursive: true });
    writeJson(join(root, dir, 'package.json'), manifest);
  }
  writeJson(join(root, 'package-lock.json'), { lockfileVersion: 3, packages: { 'packages/core': { name: '@kitsmith/core', version: '0.9.0' } } });
  return root;
}

describe('release-versions', () => {
  it('finds this repository in sync with its root version', () => {
    assert.deepEqual(syncVersions(repoRoot, { write: false }), []);
    const { version } = readJson(join(repoRoot, 'package.json'));
    for (const dir of workspaceDirs(repoRoot)) assert.equal(readJson(join(repoRoot, dir, 'package.json')).version, version, dir);
  });

  it('--check fails and lists what differs; a run fixes it; other dependencies are left alone', () => {
    const root = driftedMonorepo();
    const checkOnly = syncVersions(root, { write: false });
    assert.deepEqual(checkOnly, [
      'packages/client/package.json: dependencies.@kitsmith/core 0.9.0 -> 1.0.0',
      'packages/core/package.json: version 0.9.0 -> 1.0.0',
      'apps/cli/package.json: version 0.1.0 -> 1.0.0',
      'apps/cli/package.json: devDependencies.@kitsmith/client ^0.1.0 -> 1.0.0',
      'package-lock.json packages/core: version 0.9.0 -> 1.0.0',
    ]);
    assert.equal(readJson(join(root, 'packages/core/package.json')).version, '0.9.0', '--check writes nothing');

    syncVersions(root);
    assert.deepEqual(syncVersions(root, { write: false }), []);
    assert.deepEqual(readJson(join(root, 'apps/cli/package.json')).devDependencies, { '@kitsmith/client': '1.0.0', commander: '^14.0.0' });
    assert.equal(readJson(join(root, 'package-lock.json')).packages['packages/core'].version, '1.0.0');
  });

  it('sets a new version from the command line everywhere, and refuses one that is not semver', () => {
    const root = driftedMonorepo();
    syncVersions(root, { newVersion: '1.1.0-beta.1' });
    assert.equal(readJson(join(root, 'package.json')).version, '1.1.0-beta.1');
    assert.equal(readJson(join(root, 'packages/client/package.json')).dependencies['@kitsmith/core'], '1.1.0-beta.1');
    assert.throws(() => syncVersions(root, { newVersion: 'v2' }), /must be semver/);
  });

  it('the command\'s --check passes on this repository', () => {
    const script = fileURLToPath(new URL('./release-versions.mjs', import.meta.url));
    assert.doesNotThrow(() => execFileSync(process.execPath, [script, '--check'], { cwd: repoRoot, stdio: 'pipe' }));
  });
});
