import { componentCategorySchema, componentDefinitionSchema, templateCategorySchema, templateSchema } from '@kitsmith/core';
import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';

const searchSchema = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

const categoryHint = (options: readonly string[]) => ({
  error: `must be one of: ${options.join(', ')}`,
});

export const catalogueIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
});

export const templateListQuerySchema = z.object({
  category: z.enum(templateCategorySchema.options, categoryHint(templateCategorySchema.options)).optional(),
  search: searchSchema,
});
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;

export const componentListQuerySchema = z.object({
  category: z.enum(componentCategorySchema.options, categoryHint(componentCategorySchema.options)).optional(),
  search: searchSchema,
  /** Comma-separated; a component must carry every one. */
  tags: z
    .string()
    .max(500, 'must be at most 500 characters')
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).max(20, 'name at most 20 tags')),
  include_code: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
export type ComponentListQuery = z.infer<typeof componentListQuerySchema>;

export const templateListResponseSchema = z.object({ templates: z.array(templateSchema), total: z.number().int() });
export type TemplateListResponse = z.infer<typeof templateListResponseSchema>;

/** A list item leaves the (large) code templates out unless asked for them. */
export const componentSummarySchema = componentDefinitionSchema.extend({
  codeTemplates: componentDefinitionSchema.shape.codeTemplates.optional(),
});
export type ComponentSummary = z.infer<typeof componentSummarySchema>;

export const componentListResponseSchema = z.object({
  components: z.array(componentSummarySchema),
  total: z.number().int(),
});
export type ComponentListResponse = z.infer<typeof componentListResponseSchema>;

const tag = 'Catalogue';
const at = routePaths.catalogue;

/** The design templates and the component catalogue, straight from core: public, cached, ETagged. */
export const catalogueContracts = {
  templates: defineRoute(at.templates, {
    summary: 'List the design templates',
    tag,
    auth: 'none',
    query: templateListQuerySchema,
    response: templateListResponseSchema,
  }),
  template: defineRoute(at.template, {
    summary: 'Get one design template',
    tag,
    auth: 'none',
    params: catalogueIdParamsSchema,
    response: templateSchema,
    errors: ['NOT_FOUND'],
  }),
  components: defineRoute(at.components, {
    summary: 'List the catalogue components',
    tag,
    auth: 'none',
    query: componentListQuerySchema,
    response: componentListResponseSchema,
  }),
  component: defineRoute(at.component, {
    summary: 'Get one catalogue component, with its code templates',
    tag,
    auth: 'none',
    params: catalogueIdParamsSchema,
    response: componentDefinitionSchema,
    errors: ['NOT_FOUND'],
  }),
};
