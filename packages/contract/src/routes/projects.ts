import { designSystemSchema } from '@kitsmith/core';
import { z } from 'zod';
import { exportAllowanceSchema } from '../rules/export-allowance.ts';
import { PROJECT_DESCRIPTION_MAX, PROJECT_NAME_MAX } from '../rules/limits.ts';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';

/** Project ids are UUIDs; any id-shaped text that is not one is simply not found. */
export const idOf = (what: string) =>
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, `is not ${what} (letters, digits, - and _ only)`);
export const projectIdSchema = idOf('a project id');
export const projectParamsSchema = z.object({ id: projectIdSchema });

export const projectRoles = ['owner', 'admin', 'editor', 'viewer'] as const;
export const projectRoleSchema = z.enum(projectRoles);
export type ProjectRole = z.infer<typeof projectRoleSchema>;

const nameSchema = z.string().trim().min(1, 'must not be empty').max(PROJECT_NAME_MAX, `must be at most ${PROJECT_NAME_MAX} characters`);
const descriptionSchema = z.string().trim().max(PROJECT_DESCRIPTION_MAX, `must be at most ${PROJECT_DESCRIPTION_MAX} characters`);
const versionSchema = z
  .string()
  .trim()
  .regex(/^\d{1,6}\.\d{1,6}\.\d{1,6}(?:[-+][0-9A-Za-z.-]{1,40})?$/, 'must be a semantic version such as 1.0.0');
/** The design: a DesignSystem object or its JSON text, any schema version (core's parseDesignSystem checks it). */
const configInputSchema = z.unknown().refine((value) => value !== undefined && value !== null, 'must be a design system object');

const sortAliases = {
  updated: 'updated',
  updated_at: 'updated',
  created: 'created',
  created_at: 'created',
  name: 'name',
} as const;

export const listProjectsQuerySchema = z.object({
  search: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  sort: z
    .enum(Object.keys(sortAliases) as [keyof typeof sortAliases, ...(keyof typeof sortAliases)[]], {
      message: 'must be one of updated, created, name',
    })
    .default('updated')
    .transform((sort) => sortAliases[sort]),
  /** Defaults: newest first for dates, A to Z for names. */
  direction: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).optional(),
  page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(1),
  page_size: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(20),
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuerySchema>;

const tagsSchema = z
  .array(z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters'))
  .max(20, 'at most 20 tags');
const frameworkSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,31}$/, 'must be a framework name such as react or vue');

export const createProjectBodySchema = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  /** A built-in template (GET /templates) applied to the default design, or to `config` when both are given. */
  template_id: z.string().trim().min(1, 'must not be empty').max(100).optional(),
  config: configInputSchema.optional(),
  is_public: z.boolean().optional(),
  is_template: z.boolean().optional(),
  tags: tagsSchema.optional(),
  framework: frameworkSchema.optional(),
  version: versionSchema.optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

export const updateProjectBodySchema = z.object({
  name: nameSchema.optional(),
  description: descriptionSchema.optional(),
  config: configInputSchema.optional(),
  is_public: z.boolean().optional(),
  version: versionSchema.optional(),
  /** The revision the change was based on (or send `If-Match: "<revision>"`); left out, the change applies to the current revision. */
  revision: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .optional()
    .describe('The revision you edited (or send If-Match). A stale one: 409 REVISION_CONFLICT, nothing written. Left out: the fields sent apply to the current revision.'),
});
export type UpdateProjectBody = z.infer<typeof updateProjectBodySchema>;

export const duplicateProjectBodySchema = z.object({ name: nameSchema.optional() });

/**
 * A project as a list shows it (the dashboard's cards, the team page, the CLI's `projects`): what they show, the
 * revision a rename is based on, the caller's role, the public link and the theme's three colours, never the
 * design. Read from stored columns kept in step with the design on every write, so a list costs the same whatever
 * the designs hold.
 */
export const projectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.string(),
  is_public: z.boolean(),
  revision: z.number().int(),
  component_count: z.number().int(),
  /** The design's theme colours, for a card's swatches. */
  swatches: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
  role: projectRoleSchema,
  shareable_link: z.string().nullable(),
});
export type ProjectSummaryResponse = z.infer<typeof projectSummarySchema>;

/** One project: its summary, the design (`config`), its owner, tags, framework, template flag and last edit. */
export const projectResponseSchema = projectSummarySchema.extend({
  config: designSystemSchema,
  last_edited_at: z.string().nullable(),
  user_id: z.string(),
  is_template: z.boolean(),
  tags: z.array(z.string()),
  framework: z.string(),
});
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

/** `GET /projects/:id`: the project, and what the caller may export from it (the editor's code panel follows it). */
export const projectDetailResponseSchema = projectResponseSchema.extend({ export_allowance: exportAllowanceSchema });

/** A page of projects as summaries (GET /projects/:id has the design). */
export const projectListResponseSchema = z.object({ projects: z.array(projectSummarySchema), total: z.number().int() });
export const deletedProjectResponseSchema = z.object({ id: z.string(), deleted: z.literal(true) });

const tag = 'Projects';
const at = routePaths.projects;

/** GET/POST /projects, GET/PUT/DELETE /projects/:id, POST /projects/:id/duplicate. */
export const projectContracts = {
  list: defineRoute(at.list, {
    summary: 'List your projects and those you are a team member of, as summaries (no design)',
    tag,
    auth: 'required',
    query: listProjectsQuerySchema,
    response: projectListResponseSchema,
  }),
  create: defineRoute(at.create, {
    summary: 'Create a project (from a template, a config, or the default design)',
    tag,
    auth: 'required',
    body: createProjectBodySchema,
    response: projectResponseSchema,
    status: 201,
    errors: ['PLAN_LIMIT'],
  }),
  get: defineRoute(at.get, {
    summary: 'Get one project (any role on it); ETag is its revision',
    tag,
    auth: 'required',
    params: projectParamsSchema,
    response: projectDetailResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  update: defineRoute(at.update, {
    summary: 'Change the fields sent (name, description, config, visibility, version); a revision sent guards against lost updates',
    description:
      'Send only the fields that changed; the others stay as they are. ' +
      'To guard against overwriting someone else’s save, send the revision you edited as `revision` in the body or as `If-Match: "<revision>"` ' +
      '(GET answers it as the ETag): when the project has moved on since, nothing is written and the answer is 409 REVISION_CONFLICT ' +
      'with the current project in `error.details.current`, to merge with and send again. ' +
      'Without either, the change applies to the current revision: the fields sent replace what is stored (last write wins for those fields). ' +
      'The answer carries the new revision, also as the ETag.',
    tag,
    auth: 'required',
    params: projectParamsSchema,
    body: updateProjectBodySchema,
    response: projectResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST', 'REVISION_CONFLICT', 'PLAN_LIMIT'],
  }),
  remove: defineRoute(at.remove, {
    summary: 'Delete a project (owner only)',
    tag,
    auth: 'required',
    params: projectParamsSchema,
    response: deletedProjectResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  duplicate: defineRoute(at.duplicate, {
    summary: 'Copy a project you can see into a new private project of yours',
    tag,
    auth: 'required',
    params: projectParamsSchema,
    body: duplicateProjectBodySchema,
    response: projectResponseSchema,
    status: 201,
    errors: ['NOT_FOUND', 'PLAN_LIMIT'],
  }),
};
