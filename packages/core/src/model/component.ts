import { z } from 'zod';

export const componentCategorySchema = z.enum([
  'buttons',
  'forms',
  'cards',
  'navigation',
  'feedback',
  'overlays',
  'data-display',
  'layout',
  'typography',
]);
export type ComponentCategory = z.infer<typeof componentCategorySchema>;

/** The value of one component prop. */
export const propValueSchema = z.union([z.string(), z.number(), z.boolean()]);
export type PropValue = z.infer<typeof propValueSchema>;

export const propValuesSchema = z.record(z.string(), propValueSchema);
export type PropValues = z.infer<typeof propValuesSchema>;

const propFields = {
  name: z.string().min(1),
  label: z.string().min(1),
  description: z.string().optional(),
};

/** A prop the editor lets the user change, and the control it is changed with. */
export const configurablePropSchema = z.discriminatedUnion('control', [
  z.object({
    ...propFields,
    control: z.literal('select'),
    options: z.array(z.object({ label: z.string().min(1), value: z.string() })).min(1),
  }),
  z.object({ ...propFields, control: z.literal('boolean') }),
  z.object({
    ...propFields,
    control: z.literal('text'),
    maxLength: z.number().int().positive().optional(),
    /**
     * `url`: a link, which must be safe to export (see `isSafeUrl`); `date`: a
     * `YYYY-MM-DD` calendar date or empty (another value is not applied).
     */
    format: z.enum(['url', 'date']).optional(),
  }),
  z.object({ ...propFields, control: z.literal('color') }),
  z
    .object({ ...propFields, control: z.literal('number'), min: z.number(), max: z.number(), step: z.number().positive() })
    .refine((prop) => prop.min <= prop.max, { path: ['max'], message: 'must not be less than min' }),
]);
export type ConfigurableProp = z.infer<typeof configurablePropSchema>;

export const componentVariantSchema = z.object({ id: z.string().min(1), name: z.string().min(1) });
export type ComponentVariant = z.infer<typeof componentVariantSchema>;

/** Component definition (spec section 3). A variant given as a bare string `s` becomes `{ id: s, name: s }`. */
export const componentDefinitionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).default('Unknown Component'),
  category: componentCategorySchema.default('layout'),
  description: z.string().default('Component description'),
  variants: z
    .array(z.union([z.string().min(1).transform((id) => ({ id, name: id })), componentVariantSchema]))
    .default([]),
  defaultProps: propValuesSchema.default({}),
  configurableProps: z.array(configurablePropSchema).default([]),
  /** Export format (such as `react`) to the template source for it. */
  codeTemplates: z.record(z.string().min(1), z.string()).default({}),
  tags: z.array(z.string().min(1)).default([]),
});
export type ComponentDefinition = z.infer<typeof componentDefinitionSchema>;
