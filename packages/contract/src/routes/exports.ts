import { CSS_SCHEME_SWITCHES, EXPORT_FORMATS } from '@kitsmith/core';
import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';

const idSchema = z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters');

export const projectIdParamsSchema = z.object({ id: idSchema });
export const exportIdParamsSchema = z.object({ id: idSchema });

const formatSchema = z.enum(EXPORT_FORMATS, { error: `must be one of: ${EXPORT_FORMATS.join(', ')}` });

/** The user's code style for the exported files (prettier options). */
export const exportCodeStyleSchema = z.strictObject(
  {
    singleQuote: z.boolean().optional(),
    semi: z.boolean().optional(),
    printWidth: z.number().int().min(20, 'must be at least 20').max(200, 'must be at most 200').optional(),
    tabWidth: z.number().int().min(1, 'must be at least 1').max(8, 'must be at most 8').optional(),
    useTabs: z.boolean().optional(),
    bracketSpacing: z.boolean().optional(),
    trailingComma: z.enum(['all', 'es5', 'none'], { error: 'must be all, es5 or none' }).optional(),
  },
  { error: 'accepts singleQuote, semi, printWidth, tabWidth, useTabs, bracketSpacing and trailingComma only' },
);

export const createExportBodySchema = z.object({
  formats: z
    .array(formatSchema, { error: `must be a list of formats, such as ["css", "react"]` })
    .min(1, `Choose at least one export format (${EXPORT_FORMATS.join(', ')}).`)
    .max(EXPORT_FORMATS.length * 2, 'lists too many formats')
    .transform((formats) => [...new Set(formats)]),
  components: z
    .union(
      [
        z.literal('all'),
        z.array(z.string().trim().min(1, 'must not be empty').max(100)).max(200, 'at most 200 components'),
      ],
      {
        error: 'must be "all" or a list of component ids, such as ["button", "card"]',
      },
    )
    .optional(),
  style: exportCodeStyleSchema.optional(),
  /** How css/tokens.css switches colour schemes: selector blocks (the default) or one block of `light-dark()` values. */
  schemeSwitch: z.enum(CSS_SCHEME_SWITCHES, { error: `must be one of: ${CSS_SCHEME_SWITCHES.join(', ')}` }).optional(),
});
export type CreateExportBody = z.infer<typeof createExportBodySchema>;

export const exportListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000)
    .default(1),
  page_size: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(20),
  project_id: idSchema.optional(),
});
export type ExportListQuery = z.infer<typeof exportListQuerySchema>;

const exportFieldsSchema = z.object({
  id: z.string(),
  project_id: z.string().nullable(),
  project_name: z.string().nullable(),
  formats: z.array(formatSchema),
  file_count: z.number().int(),
  created_at: z.string(),
});

export const exportSummarySchema = exportFieldsSchema;
export const exportListResponseSchema = z.object({
  exports: z.array(exportSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export const createdExportResponseSchema = exportFieldsSchema.extend({
  files: z.array(z.object({ path: z.string(), size: z.number().int() })),
});
export const exportDetailResponseSchema = exportFieldsSchema.extend({
  files: z.array(z.object({ path: z.string(), size: z.number().int(), contents: z.string() })),
});

const tag = 'Exports';
const at = routePaths.exports;

/** Exporting a project's design (core's exporters), and the caller's stored exports. */
export const exportContracts = {
  create: defineRoute(at.create, {
    summary: 'Export a project’s design system in the chosen formats',
    tag,
    auth: 'required',
    params: projectIdParamsSchema,
    body: createExportBodySchema,
    response: createdExportResponseSchema,
    status: 201,
    errors: ['NOT_FOUND', 'PLAN_LIMIT', 'INVALID_DESIGN_SYSTEM'],
  }),
  list: defineRoute(at.list, {
    summary: 'List the caller’s exports, newest first',
    tag,
    auth: 'required',
    query: exportListQuerySchema,
    response: exportListResponseSchema,
  }),
  get: defineRoute(at.get, {
    summary: 'Get one of the caller’s exports, with its files',
    tag,
    auth: 'required',
    params: exportIdParamsSchema,
    response: exportDetailResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  download: defineRoute(at.download, {
    summary: 'Download one of the caller’s exports as a zip',
    tag,
    auth: 'required',
    params: exportIdParamsSchema,
    errors: ['NOT_FOUND'],
  }),
};
