import { componentCategorySchema, templateCategorySchema } from '@kitsmith/core';
import { z } from 'zod';

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
