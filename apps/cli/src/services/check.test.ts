import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordSteps, writeRepo } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { fixtureDesign, useSignedInUser } from '../test-support/test-api.ts';
import { check } from './check.ts';
import { exportDesign } from './export.ts';

describe('check against the real API [sqlite]', () => {
  const tempDir = useTempDirs();
  const signedIn = useSignedInUser(tempDir);
  const { environmentFor } = signedIn;

  /** A repository following the test project, its files exported. */
  async function exportedRepo(): Promise<string> {
    const repo = tempDir();
    writeRepo(repo, { project: signedIn.user.projectId, formats: ['css', 'typescript'] });
    await exportDesign(environmentFor(repo), { remote: false, dryRun: false }, recordSteps().progress);
    return repo;
  }


  it('passes when the files, the design and the server agree', async () => {
    const repo = await exportedRepo();
    const { progress, titles } = recordSteps();
    const result = await check(environmentFor(repo), { offline: false }, progress);
    expect(result).toMatchObject({
      ok: true,
      files: { outDir: 'design-system', checked: 4, differences: [] },
      // Light and dark, 15 pairs each, and the high-contrast schemes, 18 each.
      contrast: { pairs: 66, failures: [] },
      server: { compared: true, project: signedIn.user.projectId, revision: 1, same: true },
    });
    expect(titles).toEqual(['Generating css, typescript to compare', `Fetching project ${signedIn.user.projectId} from ${signedIn.api.apiUrl}`]);
  });

  it('fails on an edited or missing file, with the diff from disk to what the design generates', async () => {
    const repo = await exportedRepo();
    const tokensCss = join(repo, 'design-system', 'css', 'tokens.css');
    const generated = readFileSync(tokensCss, 'utf8');
    expect(generated).toContain('--palette-primary-700: #0f766e;');
    writeFileSync(tokensCss, generated.replace('--palette-primary-700: #0f766e;', '--palette-primary-700: #000000;'));
    writeFileSync(
      join(repo, 'kitsmith.json'),
      JSON.stringify({ project: signedIn.user.projectId, formats: ['css', 'typescript', 'dtcg'] }),
    );
    const result = await check(environmentFor(repo), { offline: true }, recordSteps().progress);
    expect(result.ok).toBe(false);
    expect(result.server).toEqual({ compared: false, reason: '--offline' });
    const changed = result.files.differences.find((file) => file.path === 'css/tokens.css');
    expect(
      changed?.diff?.lines.filter((line) => line.kind !== 'context' && line.kind !== 'hunk').map((line) => line.text),
    ).toEqual(['-  --palette-primary-700: #000000;', '+  --palette-primary-700: #0f766e;']);
    expect(result.files.differences.filter((file) => file.status === 'missing').map((file) => file.path)).toEqual([
      'dtcg/primitives.tokens.json',
      'dtcg/light.tokens.json',
      'dtcg/dark.tokens.json',
      'dtcg/high-contrast-light.tokens.json',
      'dtcg/high-contrast-dark.tokens.json',
      'dtcg/components.tokens.json',
    ]);
  });

  it('fails when the local design differs from the server’s, listing the tokens', async () => {
    const repo = await exportedRepo();
    const design = { ...(fixtureDesign() as Record<string, unknown>), radius: { base: 12 } };
    writeRepo(repo, { project: signedIn.user.projectId, formats: ['css', 'typescript'] }, design);
    await exportDesign(environmentFor(repo), { remote: false, dryRun: false }, recordSteps().progress);
    const result = await check(environmentFor(repo), { offline: false }, recordSteps().progress);
    expect(result.files.differences).toEqual([]);
    expect(result.ok).toBe(false);
    if (!result.server.compared) throw new Error('the server must be compared');
    expect(result.server.same).toBe(false);
    expect(result.server.diff.settings).toEqual([
      expect.objectContaining({ path: 'radius.base', label: 'Radius', kind: 'changed', beforeText: '4px', afterText: '12px' }),
    ]);
    expect(result.server.diff.tokens).toContainEqual({
      path: 'radius.md',
      scheme: 'all',
      kind: 'changed',
      type: 'dimension',
      before: '4px',
      after: '12px',
    });
    expect(result.server).toMatchObject({ version: null, summary: '1 other setting' });
  });

  it('skips the server when kitsmith.json names no project, and needs kitsmith.json', async () => {
    const repo = tempDir();
    writeRepo(repo, { formats: ['css'] });
    await exportDesign(environmentFor(repo), { remote: false, dryRun: false }, recordSteps().progress);
    const result = await check(environmentFor(repo), { offline: false }, recordSteps().progress);
    expect(result).toMatchObject({ ok: true, server: { compared: false, reason: 'kitsmith.json names no project' } });
    await expect(check(environmentFor(tempDir()), { offline: true }, recordSteps().progress)).rejects.toMatchObject({
      code: 'NO_CONFIG',
    });
  });
});
