import { componentDefinitionSchema, templateSchema, type ComponentDefinition, type Template } from '@kitsmith/core';
import { z } from 'zod';

export const templateListResponseSchema = z.object({ templates: z.array(templateSchema), total: z.number().int() });

/** A list item leaves the (large) code templates out unless asked for them. */
export const componentSummarySchema = componentDefinitionSchema.extend({
  codeTemplates: componentDefinitionSchema.shape.codeTemplates.optional(),
});
export const componentListResponseSchema = z.object({
  components: z.array(componentSummarySchema),
  total: z.number().int(),
});

export function presentTemplateList(templates: readonly Template[]): z.infer<typeof templateListResponseSchema> {
  return { templates: [...templates], total: templates.length };
}

export function presentComponent(
  component: ComponentDefinition,
  includeCode: boolean,
): z.infer<typeof componentSummarySchema> {
  if (includeCode) return component;
  const { codeTemplates: _omitted, ...summary } = component;
  return summary;
}

export function presentComponentList(
  components: readonly ComponentDefinition[],
  includeCode: boolean,
): z.infer<typeof componentListResponseSchema> {
  return {
    components: components.map((component) => presentComponent(component, includeCode)),
    total: components.length,
  };
}
