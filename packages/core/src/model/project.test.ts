import { describe, expect, it } from 'vitest';
import { createComponentEntry, componentDefinitionSchema } from './component.ts';
import {
  mapStoredProject,
  newProjectDefaults,
  projectSchema,
  shareableLinkFor,
  storedProjectSchema,
  toStoredProject,
} from './project.ts';
import type { StoredProject } from './project.ts';
import { defaultTheme } from './theme.ts';

const origin = 'https://kitsmith.example';

const buttonEntry = {
  id: 'e1',
  config: { id: 'button', name: 'Button', category: 'buttons', defaultProps: { variant: 'primary' } },
  customProps: { variant: 'ghost' },
  customName: 'Main button',
};
const cardEntry = { id: 'e2', config: { id: 'card', name: 'Card', category: 'cards' } };
const darkTheme = { ...defaultTheme, mode: 'dark', primaryColor: '#112233' };

function storedProject(overrides: Record<string, unknown> = {}): StoredProject {
  return storedProjectSchema.parse({
    id: 'p1',
    name: 'Marketing site',
    description: 'Buttons and cards',
    config: { components: [buttonEntry, cardEntry], theme: darkTheme },
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-05T00:00:00Z',
    last_edited_at: '2024-01-04T00:00:00Z',
    version: '1.2.0',
    user_id: 'u1',
    is_public: false,
    ...overrides,
  });
}

function map(overrides: Record<string, unknown> = {}) {
  return mapStoredProject(storedProject(overrides), { origin });
}

describe('mapStoredProject', () => {
  it('maps the stored fields to the in-app shape', () => {
    const { project, warnings } = map();
    expect(warnings).toEqual([]);
    expect(project).toMatchObject({
      id: 'p1',
      name: 'Marketing site',
      description: 'Buttons and cards',
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-05T00:00:00Z',
      ownerId: 'u1',
      visibility: 'private',
      teamMembers: [],
      metadata: { componentCount: 2, lastModified: '2024-01-04T00:00:00Z', version: '1.2.0' },
    });
    expect(project.components.map((entry) => entry.customName)).toEqual(['Main button', 'Card']);
    expect(project.theme).toEqual(darkTheme);
    expect(projectSchema.parse(project)).toEqual(project);
  });

  it('reads a config given as an object', () => {
    expect(map().project.components[0]?.customProps).toEqual({ variant: 'ghost' });
  });

  it('reads a config given as a JSON string', () => {
    const config = JSON.stringify({ components: [buttonEntry], theme: darkTheme });
    const { project, warnings } = map({ config });
    expect(warnings).toEqual([]);
    expect(project.components.map((entry) => entry.id)).toEqual(['e1']);
    expect(project.theme.primaryColor).toBe('#112233');
  });

  it('reads a bare components list as the components', () => {
    const { project, warnings } = map({ config: JSON.stringify([buttonEntry]) });
    expect(warnings).toEqual([]);
    expect(project.components.map((entry) => entry.id)).toEqual(['e1']);
    expect(project.theme).toEqual(defaultTheme);
  });

  it('warns and uses no components when the config is not valid JSON', () => {
    const { project, warnings } = map({ config: '{"components": [' });
    expect(project.components).toEqual([]);
    expect(project.metadata.componentCount).toBe(0);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('p1');
    expect(warnings[0]).toContain('not valid JSON');
  });

  it.each([
    ['an object without components', { theme: darkTheme }],
    ['components that are not a list', { components: 'button' }],
    ['a number', 42],
    ['null', null],
    ['missing', undefined],
  ])('warns and uses no components when the config is %s', (_, config) => {
    const { project, warnings } = map({ config });
    expect(project.components).toEqual([]);
    expect(warnings).toEqual([expect.stringContaining('Project p1')]);
  });

  it('leaves out an invalid component and names it in a warning', () => {
    const { project, warnings } = map({ config: { components: [buttonEntry, { id: 'broken' }] } });
    expect(project.components.map((entry) => entry.id)).toEqual(['e1']);
    expect(project.metadata.componentCount).toBe(1);
    expect(warnings).toEqual([expect.stringMatching(/Project p1: component 2 .*config/)]);
  });

  it('uses the default theme when the config has none or an invalid one', () => {
    expect(map({ config: { components: [] } }).project.theme).toEqual(defaultTheme);
    const { project, warnings } = map({ config: { components: [], theme: { primaryColor: 'purple' } } });
    expect(project.theme).toEqual(defaultTheme);
    expect(warnings).toEqual([expect.stringContaining('primaryColor')]);
  });

  it('gives a public project a shareable link, and a private one none', () => {
    const shared = map({ is_public: true }).project;
    expect(shared.visibility).toBe('public');
    expect(shared.shareableLink).toBe('https://kitsmith.example/p/p1');
    const kept = map({ is_public: false }).project;
    expect(kept.visibility).toBe('private');
    expect(kept).not.toHaveProperty('shareableLink');
  });

  it('builds the link from an origin with a trailing slash', () => {
    const { project } = mapStoredProject(storedProject({ is_public: true }), { origin: `${origin}/` });
    expect(project.shareableLink).toBe('https://kitsmith.example/p/p1');
  });

  it('takes lastModified from updated_at when last_edited_at is missing', () => {
    expect(map({ last_edited_at: null }).project.metadata.lastModified).toBe('2024-01-05T00:00:00Z');
  });

  it("defaults the version to '1.0.0' and the description to ''", () => {
    const { project } = map({ version: undefined, description: null });
    expect(project.metadata.version).toBe('1.0.0');
    expect(project.description).toBe('');
  });

  it('does not share the default theme object', () => {
    const { project } = map({ config: { components: [] } });
    expect(project.theme).not.toBe(defaultTheme);
    expect(Object.isFrozen(project.theme)).toBe(false);
  });
});

describe('toStoredProject', () => {
  it('maps back, with config as an object of components and theme', () => {
    const { project } = map({ is_public: true });
    const stored = toStoredProject(project);
    expect(stored).toMatchObject({
      id: 'p1',
      name: 'Marketing site',
      description: 'Buttons and cards',
      created_at: '2024-01-01T00:00:00Z',
      updated_at: '2024-01-05T00:00:00Z',
      last_edited_at: '2024-01-04T00:00:00Z',
      version: '1.2.0',
      user_id: 'u1',
      is_public: true,
    });
    expect(stored.config).toEqual({ components: project.components, theme: project.theme });
  });

  it('round-trips through mapStoredProject, also as JSON text', () => {
    const button = componentDefinitionSchema.parse({ id: 'button', defaultProps: { size: 'md' } });
    const { project } = map({ config: { components: [] } });
    project.components = [createComponentEntry(button, { id: 'e9', overrides: { size: 'lg' } })];
    project.metadata.componentCount = 1;
    const stored = toStoredProject(project);
    expect(mapStoredProject(stored, { origin }).project).toEqual(project);
    const asText = storedProjectSchema.parse({ ...stored, config: JSON.stringify(stored.config) });
    expect(mapStoredProject(asText, { origin }).project).toEqual(project);
  });

  it('stores a private project as not public', () => {
    expect(toStoredProject(map().project).is_public).toBe(false);
  });
});

describe('projectSchema', () => {
  it('rejects a shareable link on a private project', () => {
    const { project } = map();
    const result = projectSchema.safeParse({ ...project, shareableLink: 'https://kitsmith.example/p/p1' });
    expect(result.success).toBe(false);
  });

  it('fills description, components, theme, version and team members', () => {
    const project = projectSchema.parse({
      id: 'p1',
      name: 'Empty',
      createdAt: '2024-01-01T00:00:00Z',
      updatedAt: '2024-01-01T00:00:00Z',
      metadata: { componentCount: 0, lastModified: '2024-01-01T00:00:00Z' },
      ownerId: 'u1',
      visibility: 'private',
    });
    expect(project).toMatchObject({ description: '', components: [], theme: defaultTheme, teamMembers: [] });
    expect(project.metadata.version).toBe('1.0.0');
  });
});

describe('newProjectDefaults', () => {
  it('holds the defaults of spec sections 5 and 7', () => {
    expect(newProjectDefaults).toEqual({
      name: 'New Project',
      description: 'A new design system project',
      visibility: 'private',
      version: '1.0.0',
      is_template: false,
      framework: 'react',
      tags: [],
    });
    expect(Object.isFrozen(newProjectDefaults)).toBe(true);
    expect(Object.isFrozen(newProjectDefaults.tags)).toBe(true);
  });
});

describe('shareableLinkFor', () => {
  it('joins origin and id with /p/', () => {
    expect(shareableLinkFor('http://localhost:5173', 'abc')).toBe('http://localhost:5173/p/abc');
    expect(shareableLinkFor('http://localhost:5173//', 'abc')).toBe('http://localhost:5173/p/abc');
  });

  it('encodes an id that is not URL-safe', () => {
    expect(shareableLinkFor(origin, 'a b/c')).toBe('https://kitsmith.example/p/a%20b%2Fc');
  });
});
