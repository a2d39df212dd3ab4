import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordSteps, writeRepo } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { fixtureDesign, useSignedInUser } from '../test-support/test-api.ts';
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
