import { randomUUID } from 'node:crypto';
import { defaultDesignSystem, type DesignComponent } from '@kitsmith/core';
import type { TestApp } from '../test-support/test-app.ts';

/** Test data: a project row (owned by `userId`) holding a design with the given components. */
export async function insertTestProject(
  app: TestApp,
  userId: string,
  fields: { name?: string; components?: DesignComponent[]; config?: unknown } = {},
): Promise<{ id: string; name: string }> {
  const id = randomUUID();
  const name = fields.name ?? 'Acme UI';
  const now = app.clock.now.toISOString();
  const components = fields.components ?? [
    { id: 'c1', componentId: 'button', props: { label: 'Buy now' } },
    { id: 'c2', componentId: 'card', props: {} },
  ];
  const config = fields.config ?? { ...defaultDesignSystem, components };
  await app.db('projects').insert({
    id,
    user_id: userId,
    name,
    description: '',
    config: typeof config === 'string' ? config : JSON.stringify(config),
    tags: JSON.stringify([]),
    component_count: components.length,
    created_at: now,
    updated_at: now,
  });
  return { id, name };
}

export async function addTestMember(app: TestApp, projectId: string, userId: string, role: string): Promise<void> {
  await app
    .db('project_members')
    .insert({ project_id: projectId, user_id: userId, role, created_at: app.clock.now.toISOString() });
}
