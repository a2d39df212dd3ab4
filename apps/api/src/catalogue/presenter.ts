import type { ComponentDefinition, Template } from '@kitsmith/core';
import type { ComponentListResponse, ComponentSummary, TemplateListResponse } from '@kitsmith/contract';

export function presentTemplateList(templates: readonly Template[]): TemplateListResponse {
  return { templates: [...templates], total: templates.length };
}

export function presentComponent(component: ComponentDefinition, includeCode: boolean): ComponentSummary {
  if (includeCode) return component;
  const { codeTemplates: _omitted, ...summary } = component;
  return summary;
}

export function presentComponentList(components: readonly ComponentDefinition[], includeCode: boolean): ComponentListResponse {
  return {
    components: components.map((component) => presentComponent(component, includeCode)),
    total: components.length,
  };
}
