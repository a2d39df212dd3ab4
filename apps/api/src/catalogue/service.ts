import { builtInTemplates, componentCatalogue, type ComponentDefinition, type Template } from '@kitsmith/core';
import type { ComponentListQuery, TemplateListQuery } from '@kitsmith/contract';

/** A search matches when every word of it appears in one of the texts (case-insensitive). */
function matchesSearch(search: string | undefined, texts: readonly string[]): boolean {
  if (!search) return true;
  const haystack = texts.join('\n').toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

export function listTemplates(query: TemplateListQuery): Template[] {
  return builtInTemplates.filter(
    (template) =>
      (!query.category || template.category === query.category) &&
      matchesSearch(query.search, [template.id, template.name, template.description]),
  );
}

export function listComponents(query: ComponentListQuery): ComponentDefinition[] {
  return componentCatalogue.filter((component) => {
    const tags = component.tags.map((tag) => tag.toLowerCase());
    return (
      (!query.category || component.category === query.category) &&
      query.tags.every((tag) => tags.includes(tag)) &&
      matchesSearch(query.search, [component.id, component.name, component.description, ...component.tags])
    );
  });
}

/** A cache key naming a list answer by what it holds, so queries that find the same items share one entry. */
export function listCacheKey(kind: string, ids: readonly string[], includeCode = false): string {
  return `${kind}:${includeCode ? 'code' : 'summary'}:${ids.join(',')}`;
}
