import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDesignSystem } from '@kitsmith/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSteps, writeRepo } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { fixtureDesign, useSignedInUser } from '../test-support/test-api.ts';
import { createVersionedProject, withDanger, type VersionedProject } from '../test-support/versioned-project.ts';
import { check } from './check.ts';
import { exportDesign } from './export.ts';
import { pull } from './pull.ts';
import { versions } from './versions.ts';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('versions, pull --version and a pinned check against the real API [sqlite]', () => {
  const tempDir = useTempDirs();
  const signedIn = useSignedInUser(tempDir);
  const { environmentFor } = signedIn;
  // One project for the suite (a free plan holds three); nothing here changes it on the server.
  let project: VersionedProject;
  beforeAll(async () => {
    project = await createVersionedProject(signedIn.user);
  });

  it('lists named versions newest first, with checkpoints on request, a page at a time', async () => {
    const repo = tempDir();
    writeRepo(repo, { project: project.id, formats: ['css'] });
    const named = await versions(environmentFor(repo), { all: false, page: 1, limit: 20 }, recordSteps().progress);
    expect(named).toMatchObject({ project: project.id, kind: 'named', total: 2, page: 1, limit: 20 });
    expect(named.versions).toEqual([
      expect.objectContaining({
        id: project.second.id,
        version: project.second.version,
        kind: 'manual',
        author: 'Ada Lovelace',
        message: 'Darker danger',
        summary: '1 colour',
      }),
      expect.objectContaining({ id: project.first.id, version: project.first.version, message: 'First release' }),
    ]);

    const all = await versions(environmentFor(repo), { all: true, page: 1, limit: 20 }, recordSteps().progress);
    expect(all.versions.map((version) => version.id)).toEqual([project.second.id, project.first.id, project.checkpoint.id]);
    const second = await versions(
      environmentFor(tempDir()),
      { project: project.id, all: true, page: 2, limit: 2 },
      recordSteps().progress,
    );
    expect(second).toMatchObject({ total: 3, versions: [expect.objectContaining({ id: project.checkpoint.id, kind: 'auto' })] });

    await expect(
      versions(environmentFor(tempDir()), { project: 'no-such-project', all: false, page: 1, limit: 20 }, recordSteps().progress),
    ).rejects.toMatchObject({
      code: 'PROJECT_NOT_FOUND',
      exitCode: 4,
    });
    await expect(
      versions(environmentFor(tempDir()), { all: false, page: 1, limit: 20 }, recordSteps().progress),
    ).rejects.toMatchObject({
      code: 'MISSING_PROJECT',
    });
  });

  it('pulls a version into the design file and pins it; a plain pull follows the current design again', async () => {
    const repo = tempDir();
    const result = await pull(
      environmentFor(repo),
      { project: project.id, version: project.first.version },
      recordSteps().progress,
    );
    expect(result).toMatchObject({
      project: { id: project.id, name: 'Versioned' },
      version: { id: project.first.id, version: project.first.version, kind: 'manual', message: 'First release' },
      designChanged: true,
      configCreated: true,
    });
    expect(readJson(join(repo, 'design-system.json'))).toEqual(parseDesignSystem(fixtureDesign()));
    expect(readJson(join(repo, 'kitsmith.json'))).toMatchObject({ project: project.id, version: project.first.version });

    const checkpoint = await pull(environmentFor(repo), { version: project.checkpoint.id }, recordSteps().progress);
    expect(checkpoint.version).toMatchObject({ id: project.checkpoint.id, kind: 'auto' });
    expect(readJson(join(repo, 'design-system.json'))).toEqual(parseDesignSystem(withDanger('#dc2626')));
    // A checkpoint's semver names the named version that set it, so the pin is its id.
    expect(readJson(join(repo, 'kitsmith.json'))).toMatchObject({ version: project.checkpoint.id });

    const current = await pull(environmentFor(repo), {}, recordSteps().progress);
    expect(current.version).toBeNull();
    expect(readJson(join(repo, 'design-system.json'))).toEqual(parseDesignSystem(withDanger('#7f1d1d')));
    expect(readJson(join(repo, 'kitsmith.json'))).not.toHaveProperty('version');
  });

  it('says which version is missing or malformed, and writes nothing', async () => {
    const repo = tempDir();
    await expect(
      pull(environmentFor(repo), { project: project.id, version: '9.9.9' }, recordSteps().progress),
    ).rejects.toMatchObject({
      code: 'VERSION_NOT_FOUND',
      exitCode: 4,
      message: expect.stringContaining('has no version 9.9.9') as unknown,
    });
    await expect(
      pull(environmentFor(repo), { project: project.id, version: 'not a version' }, recordSteps().progress),
    ).rejects.toMatchObject({
      code: 'INVALID_VERSION',
      exitCode: 2,
    });
    expect(() => readFileSync(join(repo, 'kitsmith.json'))).toThrow();
  });

  it('checks the local design against the version kitsmith.json pins, not the current design', async () => {
    const repo = tempDir();
    writeRepo(repo, { project: project.id, formats: ['css'], version: project.second.version }, withDanger('#991b1b'));
    await exportDesign(environmentFor(repo), { remote: false, dryRun: false }, recordSteps().progress);
    const pinned = await check(environmentFor(repo), { offline: false }, recordSteps().progress);
    expect(pinned.ok).toBe(true);
    expect(pinned.server).toMatchObject({
      compared: true,
      same: true,
      version: { ref: project.second.version, id: project.second.id, version: project.second.version, kind: 'manual' },
    });

    writeRepo(repo, { project: project.id, formats: ['css'], version: project.first.version }, withDanger('#991b1b'));
    const older = await check(environmentFor(repo), { offline: false }, recordSteps().progress);
    expect(older.ok).toBe(false);
    if (!older.server.compared) throw new Error('the server must be compared');
    expect(older.server).toMatchObject({ same: false, summary: '1 colour', version: { id: project.first.id } });
    expect(older.server.diff.settings).toEqual([
      expect.objectContaining({ path: 'colors.danger', beforeText: '#b91c1c', afterText: '#991b1b' }),
    ]);

    // Without the pin the same design differs from the current one (#7f1d1d).
    writeRepo(repo, { project: project.id, formats: ['css'] }, withDanger('#991b1b'));
    const current = await check(environmentFor(repo), { offline: false }, recordSteps().progress);
    expect(current.server).toMatchObject({ compared: true, same: false, version: null });

    writeRepo(repo, { project: project.id, formats: ['css'], version: '9.9.9' }, withDanger('#991b1b'));
    await expect(check(environmentFor(repo), { offline: false }, recordSteps().progress)).rejects.toMatchObject({
      code: 'VERSION_NOT_FOUND',
    });
  });
});
