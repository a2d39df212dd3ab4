import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSteps, testEnvironment, writeRepo } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { useSignedInUser } from '../test-support/test-api.ts';
import { createVersionedProject, type VersionedProject } from '../test-support/versioned-project.ts';
import { check } from './check.ts';
import { exportDesign } from './export.ts';

describe('export of the package format with the project’s release [sqlite]', () => {
  const tempDir = useTempDirs();
  const signedIn = useSignedInUser(tempDir);
  const { environmentFor } = signedIn;
  let project: VersionedProject;
  beforeAll(async () => {
    project = await createVersionedProject(signedIn.user);
  });

  const packageRepo = (config: Record<string, unknown> = {}) => {
    const repo = tempDir();
    writeRepo(repo, { project: project.id, formats: ['package'], outDir: 'out', ...config });
    return repo;
  };
  const readOut = (repo: string, path: string) => readFileSync(join(repo, 'out', path), 'utf8');
  const versionOf = (repo: string) => (JSON.parse(readOut(repo, 'package.json')) as { version: string }).version;

  it('writes the project’s version into package.json and its CHANGELOG.md', async () => {
    const repo = packageRepo();
    const result = await exportDesign(environmentFor(repo), { remote: false, dryRun: false }, recordSteps().progress);
    expect(result.release).toEqual({ version: project.second.version, changelog: true, pinned: false });
    expect(result.files).toContainEqual({ path: 'CHANGELOG.md', status: 'added' });
    expect(versionOf(repo)).toBe(project.second.version);
    const changelog = readOut(repo, 'CHANGELOG.md');
    expect(changelog).toContain(`## [${project.second.version}]`);
    expect(changelog).toContain('Darker danger');
    expect(changelog).toContain(`## [${project.first.version}]`);
  });

  it('stamps the version kitsmith.json pins, with the changelog up to it', async () => {
    const repo = packageRepo({ version: project.first.version });
    const result = await exportDesign(environmentFor(repo), { remote: false, dryRun: false }, recordSteps().progress);
    expect(result.release).toEqual({ version: project.first.version, changelog: true, pinned: true });
    expect(versionOf(repo)).toBe(project.first.version);
    expect(readOut(repo, 'CHANGELOG.md')).not.toContain(`## [${project.second.version}]`);
  });

  it('exports as offline, saying what it left out, when the server cannot be asked', async () => {
    const signedOut = packageRepo();
    const { progress, titles } = recordSteps();
    const result = await exportDesign(testEnvironment(signedOut, tempDir()), { remote: false, dryRun: false }, progress);
    expect(result.release).toEqual({ skipped: expect.stringMatching(/^Not signed in/) as unknown });
    expect(titles).toEqual(['Generating package']);
    expect(result.files.map((file) => file.path)).not.toContain('CHANGELOG.md');
    expect(versionOf(signedOut)).toBe('0.1.0');

    const unreachable = packageRepo();
    const offline = testEnvironment(unreachable, tempDir(), {
      KITSMITH_TOKEN: signedIn.user.token,
      KITSMITH_API_URL: 'http://127.0.0.1:9/v1',
    });
    const answer = await exportDesign(offline, { remote: false, dryRun: false }, recordSteps().progress);
    expect(answer.release).toEqual({ skipped: expect.stringMatching(/^Could not reach the Kitsmith API/) as unknown });
  });

  it('is what check compares with: the server’s release online, the one on disk offline', async () => {
    const repo = packageRepo();
    await exportDesign(environmentFor(repo), { remote: false, dryRun: false }, recordSteps().progress);
    const online = await check(environmentFor(repo), { offline: false }, recordSteps().progress);
    expect(online.files.differences).toEqual([]);
    const offline = await check(environmentFor(repo), { offline: true }, recordSteps().progress);
    expect(offline.files.differences).toEqual([]);
    // A package stamped with another version is drift the server can tell.
    const manifest = join(repo, 'out', 'package.json');
    writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(`"version": "${project.second.version}"`, '"version": "9.9.9"'));
    const drifted = await check(environmentFor(repo), { offline: false }, recordSteps().progress);
    expect(drifted.files.differences.map((difference) => difference.path)).toEqual(['package.json']);
  });

  it('asks nothing for other formats or an unlinked repo', async () => {
    const repo = packageRepo({ formats: ['css'] });
    const { progress, titles } = recordSteps();
    expect((await exportDesign(environmentFor(repo), { remote: false, dryRun: false }, progress)).release).toBeNull();
    expect(titles).toEqual(['Generating css']);
    const unlinked = tempDir();
    writeRepo(unlinked, { formats: ['package'] });
    expect(
      (await exportDesign(environmentFor(unlinked), { remote: false, dryRun: false }, recordSteps().progress)).release,
    ).toBeNull();
  });
});
