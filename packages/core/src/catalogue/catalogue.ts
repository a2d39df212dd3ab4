import { componentDefinitionData } from '../generated/content.ts';
import type { ComponentDefinition } from '../model/component.ts';
import { deepFreeze } from '../util/deep-freeze.ts';

/** The formats a component's `codeTemplates` hold, from its files under templates/components/<id>/. */
export type ComponentSourceKind = 'html' | 'css' | 'react' | 'vue';

/** Every component under templates/components/ (validated when `npm run generate` wrote them), in id order. */
export const componentCatalogue: readonly ComponentDefinition[] = deepFreeze(componentDefinitionData);

const byId = new Map(componentCatalogue.map((component) => [component.id, component]));

export function findComponent(id: string): ComponentDefinition | undefined {
  return byId.get(id);
}

/** One of a component's sources; every catalogue component has all four. */
export function componentSource(component: ComponentDefinition, kind: ComponentSourceKind): string {
  const source = component.codeTemplates[kind];
  if (source === undefined) throw new Error(`Component ${component.id} has no ${kind} source`);
  return source;
}
