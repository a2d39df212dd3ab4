import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError } from '../errors.ts';
import { recordSteps } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { useSignedInUser } from '../test-support/test-api.ts';
import { importFile } from './import.ts';

const tokens = JSON.stringify({ color: { primary: { $type: 'color', $value: '#7c3aed' } } });

describe('import into a project on the real API [sqlite]', () => {
  const tempDir = useTempDirs();
  const signedIn = useSignedInUser(tempDir);

  function repoWith(files: Record<string, string>): string {
    const repo = tempDir();
    for (const [name, text] of Object.entries(files)) writeFileSync(join(repo, name), text);
    return repo;
  }

  it('previews with --dry-run, then saves the import as the project’s next revision', async () => {
    const { projectId, client } = signedIn.user;
    const environment = signedIn.environmentFor(repoWith({ 'tokens.json': tokens }));
    const before = await client.projects.get(projectId);

    const preview = await importFile(environment, { file: 'tokens.json', project: projectId, dryRun: true }, recordSteps().progress);
    expect(preview.written).toBeNull();
    expect(preview.design.theme.primaryColor).toBe('#7c3aed');
    expect(preview.report.mapped).toContainEqual({ path: 'color.primary', to: 'theme.primaryColor' });
    expect(preview.contrast.pairs).toBeGreaterThan(0);
    expect((await client.projects.get(projectId)).revision).toBe(before.revision);

    const { progress, titles } = recordSteps();
    const saved = await importFile(environment, { file: 'tokens.json', project: projectId, dryRun: false }, progress);
    expect(titles).toEqual([
      expect.stringMatching(/^Fetching project /),
      expect.stringMatching(/^Importing tokens\.json on /),
      `Saving the design to project ${projectId}`,
    ]);
    expect(saved.written).toEqual({ kind: 'project', id: projectId, name: 'Acme UI', revision: before.revision + 1 });
    const after = await client.projects.get(projectId);
    expect(after.config.theme.primaryColor).toBe('#7c3aed');
  });

  it('names the file when the server cannot read it, and saves nothing', async () => {
    const { projectId, client } = signedIn.user;
    const environment = signedIn.environmentFor(repoWith({ 'broken.json': tokens.slice(0, 20) }));
    const before = await client.projects.get(projectId);
    const refused = await importFile(environment, { file: 'broken.json', project: projectId, dryRun: false }, recordSteps().progress).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(CliError);
    expect((refused as CliError).message).toMatch(/^broken\.json: The JSON is not valid at line 1, column 21/);
    expect((refused as CliError).exitCode).toBe(2);
    expect((await client.projects.get(projectId)).revision).toBe(before.revision);
  });
});
