import { bumpSchema, designDiffSchema, designSystemSchema, diffCountsSchema } from '@kitsmith/core';
import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';
import { idOf, projectIdSchema, projectParamsSchema, projectResponseSchema } from './projects.ts';

export const VERSION_MESSAGE_MAX = 500;

export const versionKinds = ['manual', 'auto', 'restore'] as const;
export const versionKindSchema = z.enum(versionKinds);
export type VersionKind = z.infer<typeof versionKindSchema>;

const semverPattern = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:[-+][0-9A-Za-z.-]{1,40})?$/;

/**
 * A version named in a path or query: its id, or a semantic version such as
 * `1.2.0` (the manual or restore version that set it; checkpoints are named by id).
 */
export const versionRefSchema = z.union([
  z.string().regex(semverPattern),
  idOf('a version id or a semantic version such as 1.2.0'),
]);
export const versionParamsSchema = z.object({ id: projectIdSchema, version: versionRefSchema });

const messageSchema = z
  .string()
  .trim()
  .max(VERSION_MESSAGE_MAX, `must be at most ${VERSION_MESSAGE_MAX} characters`);

export const listVersionsQuerySchema = z.object({
  /** Only manual and restore versions (the releases), without automatic checkpoints. */
  kind: z.enum(['all', 'named'], { message: 'must be all or named' }).default('all'),
  page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(1),
  page_size: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(30),
});
export type ListVersionsQuery = z.infer<typeof listVersionsQuerySchema>;

export const createVersionBodySchema = z.object({
  message: messageSchema.default(''),
  /** How to bump the project's version; default: the one `suggestBump` gives for the changes since the last named version. */
  bump: bumpSchema.optional(),
  /** The revision the caller saw (or `If-Match`); stale: 409 REVISION_CONFLICT, nothing written. */
  revision: z.number().int('must be a whole number').min(1, 'must be at least 1').optional(),
});
export type CreateVersionBody = z.infer<typeof createVersionBodySchema>;

export const renameVersionBodySchema = z.object({ message: messageSchema });

export const restoreVersionBodySchema = z.object({
  revision: z.number().int('must be a whole number').min(1, 'must be at least 1').optional(),
});

export const diffVersionsQuerySchema = z.object({
  /** A version (id or semver). */
  from: versionRefSchema,
  /** A version, or `current` (the project's design now); default `current`. */
  to: z.union([z.literal('current'), versionRefSchema]).default('current'),
});

export const versionAuthorSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});

export const versionSummarySchema = z.object({
  id: z.string(),
  project_id: z.string(),
  /** The project's semantic version this version set (manual, restore) or was taken at (auto). */
  version: z.string(),
  message: z.string(),
  kind: versionKindSchema,
  /** Null when the author's account is gone. */
  author: versionAuthorSchema.nullable(),
  created_at: z.string(),
  content_hash: z.string(),
  /** Changes against the version before it (all zero for the first). */
  changes: diffCountsSchema,
  /** The changes in words, such as "3 colours, 1 component" ("No changes" when none). */
  summary: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

/** `version` is null when the newest version already keeps the stored design (nothing new to keep). */
export const checkpointResponseSchema = z.object({ version: versionSummarySchema.nullable() });

export const versionListResponseSchema = z.object({
  versions: z.array(versionSummarySchema),
  total: z.number().int(),
});

/** One version with its design (migrated to the current schema) and the project fields it kept. */
export const versionDetailResponseSchema = versionSummarySchema.extend({
  config: designSystemSchema,
  name: z.string(),
  description: z.string(),
});
export type VersionDetail = z.infer<typeof versionDetailResponseSchema>;

export const versionDiffResponseSchema = z.object({
  from: versionSummarySchema,
  /** Null when the diff is against the current design. */
  to: versionSummarySchema.nullable(),
  diff: designDiffSchema,
  counts: diffCountsSchema,
  summary: z.string(),
  /** The bump `suggestBump` gives for going from `from` to `to`. */
  suggested_bump: bumpSchema,
});
export type VersionDiffResponse = z.infer<typeof versionDiffResponseSchema>;

export const restoreVersionResponseSchema = z.object({
  project: projectResponseSchema,
  /** The new version the restore created. */
  version: versionSummarySchema,
});

export const changelogResponseSchema = z.object({
  version: z.string(),
  /** Keep a Changelog markdown of the named versions, newest first. */
  markdown: z.string(),
});

const tag = 'Versions';
const at = routePaths.versions;

/** A project's version history: named versions, automatic checkpoints, diffs, restore and the changelog. */
export const versionContracts = {
  list: defineRoute(at.list, {
    summary: 'List a project’s versions, newest first, with their change counts (any role)',
    tag,
    auth: 'required',
    params: projectParamsSchema,
    query: listVersionsQuerySchema,
    response: versionListResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  create: defineRoute(at.create, {
    summary: 'Save the current design as a named version, bumping the project’s version (editors)',
    description:
      'The version keeps the project’s design as it is stored now. `bump` defaults to the one suggested by the changes since the last named version ' +
      '(a removed or renamed token or component: major; an added one: minor; a changed value: patch). The project’s `version` becomes the new one.',
    tag,
    auth: 'required',
    params: projectParamsSchema,
    body: createVersionBodySchema,
    response: versionSummarySchema,
    status: 201,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'REVISION_CONFLICT'],
  }),
  checkpoint: defineRoute(at.checkpoint, {
    summary: 'Keep the stored design as an automatic checkpoint now, before a large change (editors)',
    description:
      'The editor asks for one before it applies a generated design, so the design before it can be found in the history whatever the ten-minute rule says. ' +
      'Nothing is stored when the newest version already keeps this design (`version` is then null).',
    tag,
    auth: 'required',
    params: projectParamsSchema,
    response: checkpointResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  diff: defineRoute(at.diff, {
    summary: 'Token-level differences between two versions, or a version and the current design (any role)',
    tag,
    auth: 'required',
    params: projectParamsSchema,
    query: diffVersionsQuerySchema,
    response: versionDiffResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  changelog: defineRoute(at.changelog, {
    summary: 'The project’s CHANGELOG.md (Keep a Changelog) from its named versions (any role)',
    tag,
    auth: 'required',
    params: projectParamsSchema,
    response: changelogResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  get: defineRoute(at.get, {
    summary: 'One version with its design (any role)',
    tag,
    auth: 'required',
    params: versionParamsSchema,
    response: versionDetailResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  rename: defineRoute(at.rename, {
    summary: 'Change a version’s message (editors)',
    tag,
    auth: 'required',
    params: versionParamsSchema,
    body: renameVersionBodySchema,
    response: versionSummarySchema,
    errors: ['NOT_FOUND', 'FORBIDDEN'],
  }),
  restore: defineRoute(at.restore, {
    summary: 'Make a version’s design the current one, as a new version (editors); the versions before stay',
    description:
      'The current design is kept as an automatic checkpoint first. The restored design becomes the project’s config (a new revision), ' +
      'and a `restore` version records it with the version number the changes call for.',
    tag,
    auth: 'required',
    params: versionParamsSchema,
    body: restoreVersionBodySchema,
    response: restoreVersionResponseSchema,
    errors: ['NOT_FOUND', 'FORBIDDEN', 'REVISION_CONFLICT'],
  }),
};
