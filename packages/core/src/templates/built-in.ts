import { designTemplateData } from '../generated/content.ts';
import { templateSchema, type Template } from '../model/template.ts';
import { deepFreeze } from '../util/deep-freeze.ts';

/** The design templates under templates/designs/, validated, in id order. */
export const builtInTemplates: readonly Template[] = deepFreeze(
  designTemplateData.map((data) => templateSchema.parse(data)),
);

export function findTemplate(id: string): Template | undefined {
  return builtInTemplates.find((template) => template.id === id);
}
