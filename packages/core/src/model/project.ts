import { z } from 'zod';
import { deepFreeze } from '../util/deep-freeze.ts';
import { projectComponentEntrySchema } from './component.ts';
import type { ProjectComponentEntry } from './component.ts';
import { isoDateSchema } from './primitives.ts';
import { defaultTheme, themeSchema } from './theme.ts';
import type { Theme } from './theme.ts';

export const projectVisibilitySchema = z.enum(['private', 'public']);
export type ProjectVisibility = z.infer<typeof projectVisibilitySchema>;

/** The spec shows only that a team member has an id; other fields are kept as given. */
export const teamMemberSchema = z.looseObject({ id: z.string().min(1) });
export type TeamMember = z.infer<typeof teamMemberSchema>;

const versionSchema = z.string().min(1);

/** Project, in-app shape (spec section 3). */
export const projectSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    description: z.string().default(''),
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
    components: z.array(projectComponentEntrySchema).default([]),
    theme: themeSchema.prefault({}),
    metadata: z.object({
      componentCount: z.number().int().min(0),
      lastModified: isoDateSchema,
      version: versionSchema.default('1.0.0'),
    }),
    ownerId: z.string().min(1),
    visibility: projectVisibilitySchema,
    teamMembers: z.array(teamMemberSchema).default([]),
    shareableLink: z.url().optional(),
  })
  .refine((project) => project.visibility === 'public' || project.shareableLink === undefined, {
    path: ['shareableLink'],
    message: 'only a public project has a shareable link',
  });
export type Project = z.infer<typeof projectSchema>;

/** What `config` holds once parsed. */
export const storedProjectConfigSchema = z.object({
  components: z.array(projectComponentEntrySchema),
  theme: themeSchema.optional(),
});
export type StoredProjectConfig = z.infer<typeof storedProjectConfigSchema>;

/**
 * Project, stored shape as received (spec section 3). `config` is left
 * unchecked here: `mapStoredProject` reads it and warns about what it cannot use.
 */
export const storedProjectSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string().nullish(),
  config: z.unknown().optional(),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
  last_edited_at: isoDateSchema.nullish(),
  version: versionSchema.nullish(),
  user_id: z.string().min(1),
  is_public: z.boolean().default(false),
  // Sent only when creating a project.
  is_template: z.boolean().optional(),
  tags: z.array(z.string()).optional(),
  framework: z.string().min(1).optional(),
});
export type StoredProject = z.infer<typeof storedProjectSchema>;

/**
 * Defaults for a new project: spec section 5 (in-app names) and the create
 * body of spec section 7 (`is_template`, `framework`, `tags`, which exist only there).
 */
export const newProjectDefaults = deepFreeze({
  name: 'New Project',
  description: 'A new design system project',
  visibility: 'private',
  version: '1.0.0',
  is_template: false,
  framework: 'react',
  tags: [],
} as const);

/** The public page of a project: `{origin}/p/{id}`. */
export function shareableLinkFor(origin: string, id: string): string {
  return `${origin.replace(/\/+$/, '')}/p/${encodeURIComponent(id)}`;
}

// The outline a config must have; its entries and theme are checked one by one.
const configOutlineSchema = z.looseObject({ components: z.array(z.unknown()), theme: z.unknown().optional() });

interface ReadConfig {
  components: ProjectComponentEntry[];
  theme: Theme;
  warnings: string[];
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || 'value'}: ${issue.message}`).join('; ');
}

function readStoredConfig(projectId: string, config: unknown): ReadConfig {
  const empty = (why: string): ReadConfig => ({
    components: [],
    theme: { ...defaultTheme },
    warnings: [`Project ${projectId}: ${why}; it was loaded with no components.`],
  });

  let value = config;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return empty('its config is not valid JSON');
    }
  }
  // A bare array is taken as the components list: spec section 7 says updates send "the components as a JSON string".
  const outline = configOutlineSchema.safeParse(Array.isArray(value) ? { components: value } : value);
  if (!outline.success) return empty('its config is not an object with a components list');

  const warnings: string[] = [];
  const components: ProjectComponentEntry[] = [];
  outline.data.components.forEach((raw, index) => {
    const entry = projectComponentEntrySchema.safeParse(raw);
    if (entry.success) components.push(entry.data);
    else warnings.push(`Project ${projectId}: component ${index + 1} was left out (${describeIssues(entry.error)}).`);
  });

  let theme: Theme = { ...defaultTheme };
  if (outline.data.theme !== undefined) {
    const parsed = themeSchema.safeParse(outline.data.theme);
    if (parsed.success) theme = parsed.data;
    else warnings.push(`Project ${projectId}: its theme was replaced by the default (${describeIssues(parsed.error)}).`);
  }
  return { components, theme, warnings };
}

/**
 * Maps a stored project to the in-app shape. Never throws on a bad config:
 * what cannot be read is dropped and described in `warnings`.
 */
export function mapStoredProject(
  stored: StoredProject,
  { origin }: { origin: string },
): { project: Project; warnings: string[] } {
  const { components, theme, warnings } = readStoredConfig(stored.id, stored.config);
  const project: Project = {
    id: stored.id,
    name: stored.name,
    description: stored.description ?? '',
    createdAt: stored.created_at,
    updatedAt: stored.updated_at,
    components,
    theme,
    metadata: {
      componentCount: components.length,
      lastModified: stored.last_edited_at ?? stored.updated_at,
      version: stored.version ?? '1.0.0',
    },
    ownerId: stored.user_id,
    visibility: stored.is_public ? 'public' : 'private',
    teamMembers: [],
    ...(stored.is_public ? { shareableLink: shareableLinkFor(origin, stored.id) } : {}),
  };
  return { project, warnings };
}

/** Maps a project back to the stored shape, with `config` as an object (serialise it to send it as text). */
export function toStoredProject(project: Project): StoredProject & { config: StoredProjectConfig } {
  return {
    id: project.id,
    name: project.name,
    description: project.description,
    config: { components: project.components, theme: project.theme },
    created_at: project.createdAt,
    updated_at: project.updatedAt,
    last_edited_at: project.metadata.lastModified,
    version: project.metadata.version,
    user_id: project.ownerId,
    is_public: project.visibility === 'public',
  };
}
