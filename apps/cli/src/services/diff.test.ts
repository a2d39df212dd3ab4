import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordSteps, writeRepo } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { fixtureDesign, useSignedInUser } from '../test-support/test-api.ts';
import { createVersionedProject, type VersionedProject } from '../test-support/versioned-project.ts';
import { diff } from './diff.ts';
import { exportDesign } from './export.ts';

describe('diff', () => {
  const tempDir = useTempDirs();
  const signedIn = useSignedInUser(tempDir);
  const { environmentFor } = signedIn;

  it('compares the server’s design with the local one by default', async () => {
    const repo = tempDir();
    writeRepo(repo, { project: signedIn.user.projectId, formats: ['css'] });
    const same = await diff(environmentFor(repo), { sources: [] }, recordSteps().progress);
    expect(same).toMatchObject({
      same: true,
      before: `server (project ${signedIn.user.projectId}, revision 1)`,
      after: 'design-system.json',
      summary: 'No changes',
      diff: { tokens: [], settings: [], components: [], componentOrder: null, template: null, metadata: [] },
    });

    const design = fixtureDesign() as { colors: Record<string, string> };
    writeRepo(
      repo,
      { project: signedIn.user.projectId, formats: ['css'] },
      { ...design, colors: { ...design.colors, danger: '#991b1b' } },
    );
    const changed = await diff(environmentFor(repo), { sources: [] }, recordSteps().progress);
    expect(changed.same).toBe(false);
    expect(changed.diff.settings).toEqual([
      expect.objectContaining({ path: 'colors.danger', label: 'Danger colour', beforeText: '#b91c1c', afterText: '#991b1b' }),
    ]);
    expect(changed).toMatchObject({ summary: '1 colour', suggestedBump: 'patch' });
    expect(changed.diff.tokens.length).toBeGreaterThan(0);
    expect(changed.diff.tokens.filter((token) => !token.path.includes('danger'))).toEqual([]);
  });

  it('compares two files, or the local design with a file, including exported W3C tokens', async () => {
    const repo = tempDir();
    writeRepo(repo, { formats: ['dtcg'], outDir: 'out' });
    writeFileSync(join(repo, 'other.json'), JSON.stringify({ schemaVersion: 2, theme: { primaryColor: '#0f766e' } }));
    const two = await diff(environmentFor(repo), { sources: ['design-system.json', 'other.json'] }, recordSteps().progress);
    expect(two).toMatchObject({ same: false, before: 'design-system.json', after: 'other.json' });
    expect(two.diff.tokens.some((token) => token.path === 'palette.primary.500')).toBe(false);

    await exportDesign(environmentFor(repo), { remote: false, dryRun: false }, recordSteps().progress);
    const exported = await diff(environmentFor(repo), { sources: ['out/dtcg'] }, recordSteps().progress);
    expect(exported).toMatchObject({ before: 'design-system.json', after: 'out/dtcg', diff: { tokens: [] } });
  });

  it('needs a project to compare with the server', async () => {
    const repo = tempDir();
    mkdirSync(join(repo, 'empty'));
    await expect(diff(environmentFor(repo), { sources: [] }, recordSteps().progress)).rejects.toMatchObject({
      code: 'MISSING_PROJECT',
    });
    await expect(diff(environmentFor(repo), { sources: ['empty'] }, recordSteps().progress)).rejects.toMatchObject({
      code: 'DESIGN_NOT_FOUND',
    });
  });
});

describe('diff of versions on the server [sqlite]', () => {
  const tempDir = useTempDirs();
  const signedIn = useSignedInUser(tempDir);
  const { environmentFor } = signedIn;
  let project: VersionedProject;
  beforeAll(async () => {
    project = await createVersionedProject(signedIn.user);
  });
  const run = (input: { from?: string; to?: string; sources?: string[] }) => {
    const repo = tempDir();
    writeRepo(repo, { project: project.id, formats: ['css'] });
    return diff(environmentFor(repo), { sources: [], ...input }, recordSteps().progress);
  };

  it('compares two versions token by token, with counts, a summary and the suggested bump', async () => {
    const result = await run({ from: project.first.version, to: project.second.version });
    expect(result).toMatchObject({
      before: `${project.first.version} (${project.first.created_at.slice(0, 16).replace('T', ' ')})`,
      after: `${project.second.version} (${project.second.created_at.slice(0, 16).replace('T', ' ')})`,
      same: false,
      summary: '1 colour',
      suggestedBump: 'patch',
      counts: { colours: 1, total: 1 },
    });
    expect(result.diff.settings).toEqual([
      expect.objectContaining({ path: 'colors.danger', beforeText: '#b91c1c', afterText: '#991b1b' }),
    ]);
    expect(result.diff.tokens.length).toBe(result.counts.tokens);
    expect(result.diff.tokens.every((token) => token.path.includes('danger') && token.kind === 'changed')).toBe(true);

    // By id as well as by semver, and the other way round.
    const back = await run({ from: project.second.id, to: project.first.id });
    expect(back.diff.settings).toEqual([expect.objectContaining({ beforeText: '#991b1b', afterText: '#b91c1c' })]);
  });

  it('compares a version with the current design, and --to alone with the named version before it', async () => {
    const current = await run({ from: project.second.version });
    expect(current).toMatchObject({ same: false, after: `the current design (project ${project.id})` });
    expect(current.diff.settings).toEqual([expect.objectContaining({ beforeText: '#991b1b', afterText: '#7f1d1d' })]);

    const what = await run({ to: project.second.version });
    expect(what.before.startsWith(project.first.version)).toBe(true);
    expect(what.diff).toEqual((await run({ from: project.first.id, to: project.second.id })).diff);

    const same = await run({ from: project.first.version, to: project.first.id });
    expect(same).toMatchObject({ same: true, summary: 'No changes' });
  });

  it('says when there is nothing before, a version is missing, or files come with versions', async () => {
    await expect(run({ to: project.first.version })).rejects.toMatchObject({ code: 'NO_EARLIER_VERSION', exitCode: 2 });
    await expect(run({ to: project.checkpoint.id })).rejects.toMatchObject({ code: 'NO_EARLIER_VERSION' });
    await expect(run({ from: '9.9.9' })).rejects.toMatchObject({ code: 'VERSION_NOT_FOUND', exitCode: 4 });
    await expect(run({ from: project.first.version, to: '8.8.8' })).rejects.toMatchObject({ code: 'VERSION_NOT_FOUND' });
    await expect(run({ from: project.first.version, sources: ['other.json'] })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      exitCode: 2,
    });
  });
});
