import { designTemplateData } from '../generated/content.ts';
import type { ExamplePageId } from '../model/example-page.ts';
import { templateSchema, type Template } from '../model/template.ts';
import { deepFreeze } from '../util/deep-freeze.ts';

/** The design templates under templates/designs/, validated, in id order. */
export const builtInTemplates: readonly Template[] = deepFreeze(
  designTemplateData.map((data) => templateSchema.parse(data)),
);

export function findTemplate(id: string): Template | undefined {
  return builtInTemplates.find((template) => template.id === id);
}

/**
 * The example page a design opens on: the one its applied template names, if any. Derived, not stored, so
 * the design model needs no field for it (the canvas reads it when it has no page of its own remembered).
 */
export function templateExamplePage(system: { template: { application: { templateId: string } | null } }): ExamplePageId | undefined {
  const applied = system.template.application;
  return applied ? findTemplate(applied.templateId)?.examplePage : undefined;
}
