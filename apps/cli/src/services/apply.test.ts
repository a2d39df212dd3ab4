import { builtInTemplates } from '@kitsmith/core';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordSteps, writeRepo } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { useSignedInUser } from '../test-support/test-api.ts';
import { apply } from './apply.ts';
import { pull } from './pull.ts';

const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, 'utf8'));

describe('apply (and push) against the real API [sqlite]', () => {
  const tempDir = useTempDirs();
  const signedIn = useSignedInUser(tempDir);
  const { environmentFor } = signedIn;

  it('applies a template to the local design, with the user’s own colour', async () => {
    const repo = tempDir();
    writeRepo(repo, { formats: ['css'] });
    const result = await apply(
      environmentFor(repo),
      { template: 'corporate-professional', theme: { primaryColor: '#0f172a' }, push: false },
      recordSteps().progress,
    );
    expect(result).toEqual({
      template: { id: 'corporate-professional', name: 'Corporate Professional' },
      designFile: 'design-system.json',
      designChanged: true,
      pushed: null,
    });
    const design = readJson(join(repo, 'design-system.json'));
    expect(design).toMatchObject({
      theme: { primaryColor: '#0f172a', styleCategory: 'corporate' },
      template: {
        application: { templateId: 'corporate-professional', customizations: { theme: { primaryColor: '#0f172a' } } },
        version: 1,
      },
    });
  });

  it('lists the templates when the name is unknown', async () => {
    const repo = tempDir();
    writeRepo(repo, { formats: ['css'] });
    await expect(
      apply(environmentFor(repo), { template: 'brutalist', theme: {}, push: false }, recordSteps().progress),
    ).rejects.toMatchObject({
      code: 'UNKNOWN_TEMPLATE',
      exitCode: 2,
      suggestion: `Templates: ${builtInTemplates.map((template) => template.id).join(', ')}.`,
    });
  });

  it('pushes on top of the pulled revision, and refuses when the server moved on', async () => {
    const repo = tempDir();
    const environment = environmentFor(repo);
    await pull(environment, { project: signedIn.user.projectId }, recordSteps().progress);
    // A pinned version no longer describes the design once it is pushed as the current one.
    writeFileSync(join(repo, 'kitsmith.json'), JSON.stringify({ ...readJson(join(repo, 'kitsmith.json')), version: '1.0.0' }));

    const pushed = await apply(environment, { template: 'bold-creative', theme: {}, push: true }, recordSteps().progress);
    expect(pushed.pushed).toEqual({ project: signedIn.user.projectId, revision: 2 });
    expect(readJson(join(repo, 'kitsmith.json')).revision).toBe(2);
    expect(readJson(join(repo, 'kitsmith.json'))).not.toHaveProperty('version');
    expect((await signedIn.user.client.projects.get(signedIn.user.projectId)).config.template.application?.templateId).toBe('bold-creative');

    await signedIn.user.client.projects.update(signedIn.user.projectId, { name: 'Acme UI (renamed)', revision: 2 });
    await expect(
      apply(environment, { template: 'modern-glassmorphism', theme: {}, push: true }, recordSteps().progress),
    ).rejects.toMatchObject({
      code: 'REVISION_CONFLICT',
      exitCode: 4,
      message: 'The project changed on the server since you pulled revision 2 (the server is at revision 3); nothing was pushed.',
    });
    // The local design keeps the template; the server keeps its own.
    expect(readJson(join(repo, 'design-system.json'))).toMatchObject({
      template: { application: { templateId: 'modern-glassmorphism' } },
    });
    expect((await signedIn.user.client.projects.get(signedIn.user.projectId)).config.template.application?.templateId).toBe('bold-creative');
  });

  it('needs a pulled revision before it pushes', async () => {
    const repo = tempDir();
    writeRepo(repo, { project: signedIn.user.projectId, formats: ['css'] });
    await expect(
      apply(environmentFor(repo), { template: 'bold-creative', theme: {}, push: true }, recordSteps().progress),
    ).rejects.toMatchObject({
      code: 'NOT_PULLED',
      exitCode: 2,
    });
  });
});
