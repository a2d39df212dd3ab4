import type { VersionSummary } from '@kitsmith/client';
import { fixtureDesign, type TestUser } from './test-api.ts';

/** The fixture design with another danger colour (one colour setting: a patch). */
export const withDanger = (color: string): Record<string, unknown> => {
  const design = fixtureDesign() as { colors: Record<string, string> };
  return { ...design, colors: { ...design.colors, danger: color } };
};

export interface VersionedProject {
  id: string;
  /** The automatic checkpoint of the design the project was created with (danger #dc2626). */
  checkpoint: VersionSummary;
  /** Saved with the fixture design. */
  first: VersionSummary;
  /** Saved after the danger colour became #991b1b. */
  second: VersionSummary;
}

/**
 * A project of `user` with an automatic checkpoint and two named versions,
 * made through the API as the editor makes them: created with danger #dc2626,
 * changed to the fixture design (the API keeps the design before as a
 * checkpoint), saved as a version; the danger colour changed to #991b1b,
 * saved again; then the current design changed once more (unsaved: #7f1d1d).
 */
export async function createVersionedProject(user: TestUser, name = 'Versioned'): Promise<VersionedProject> {
  const { client } = user;
  const project = await client.projects.create({ name, config: withDanger('#dc2626') });
  await client.projects.update(project.id, { config: fixtureDesign() });
  const first = await client.versions.create(project.id, { message: 'First release' });
  await client.projects.update(project.id, { config: withDanger('#991b1b') });
  const second = await client.versions.create(project.id, { message: 'Darker danger' });
  await client.projects.update(project.id, { config: withDanger('#7f1d1d') });
  const { versions } = await client.versions.list(project.id, { kind: 'all' });
  const checkpoint = versions.find((version) => version.kind === 'auto');
  if (!checkpoint) throw new Error('the API keeps the design before the first change as a checkpoint');
  return { id: project.id, checkpoint, first, second };
}
