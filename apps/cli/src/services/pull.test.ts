import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { recordSteps } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { fixtureDesign, useSignedInUser } from '../test-support/test-api.ts';
import { projects } from './projects.ts';
import { pull } from './pull.ts';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('projects and pull against the real API [sqlite]', () => {
  const tempDir = useTempDirs();
  const signedIn = useSignedInUser(tempDir);
  const { environmentFor } = signedIn;

  it('lists the projects the user can open, searchable', async () => {
    const environment = environmentFor(tempDir());
    const { projects: found } = await projects(environment, {}, recordSteps().progress);
    expect(found).toEqual([
      expect.objectContaining({ id: signedIn.user.projectId, name: 'Acme UI', role: 'owner', components: 6, revision: 1 }),
    ]);
    expect((await projects(environment, { search: 'nothing like it' }, recordSteps().progress)).projects).toEqual([]);
  });

  it('writes the server’s design and a kitsmith.json naming the project and revision', async () => {
    const repo = tempDir();
    const result = await pull(environmentFor(repo), { project: signedIn.user.projectId }, recordSteps().progress);
    expect(result).toEqual({
      project: { id: signedIn.user.projectId, name: 'Acme UI', revision: 1 },
      version: null,
      designFile: 'design-system.json',
      designChanged: true,
      configCreated: true,
    });
    expect(readJson(join(repo, 'design-system.json'))).toEqual(parseDesignSystem(fixtureDesign()));
    expect(readJson(join(repo, 'kitsmith.json'))).toEqual({
      project: signedIn.user.projectId,
      name: 'Acme UI',
      design: 'design-system.json',
      formats: ['css'],
      outDir: 'design-system',
      revision: 1,
    });

    const again = await pull(environmentFor(repo), {}, recordSteps().progress);
    expect(again).toMatchObject({ designChanged: false, configCreated: false });
  });

  it('keeps the rest of an existing kitsmith.json and replaces local edits', async () => {
    const repo = tempDir();
    writeFileSync(
      join(repo, 'kitsmith.json'),
      JSON.stringify({ project: signedIn.user.projectId, name: 'acme', design: 'ds.json', formats: ['vue'], outDir: 'src/ds' }),
    );
    writeFileSync(join(repo, 'ds.json'), JSON.stringify({ schemaVersion: 2, theme: { primaryColor: '#000000' } }));
    const result = await pull(environmentFor(repo), {}, recordSteps().progress);
    expect(result).toMatchObject({ designFile: 'ds.json', designChanged: true, configCreated: false });
    expect(readJson(join(repo, 'kitsmith.json'))).toEqual({
      project: signedIn.user.projectId,
      name: 'acme',
      design: 'ds.json',
      formats: ['vue'],
      outDir: 'src/ds',
      revision: 1,
    });
    expect(readJson(join(repo, 'ds.json'))).toMatchObject({ theme: { primaryColor: '#0f766e' } });
  });

  it('says which project is missing, or that none was named', async () => {
    const environment = environmentFor(tempDir());
    await expect(pull(environment, { project: 'no-such-project' }, recordSteps().progress)).rejects.toMatchObject({
      code: 'PROJECT_NOT_FOUND',
      exitCode: 4,
      suggestion: '`kitsmith projects` lists the projects you can open.',
    });
    await expect(pull(environment, {}, recordSteps().progress)).rejects.toMatchObject({ code: 'MISSING_PROJECT', exitCode: 2 });
  });
});
