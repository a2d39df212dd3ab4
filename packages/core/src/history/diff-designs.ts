import { showTemplate } from '../merge/design-settings.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { sameJson } from '../util/same-json.ts';
import { diffComponents } from './diff-components.ts';
import type { DesignDiff, MetadataChange, ProjectMetadata, TemplateChange } from './diff-schema.ts';
import { diffSettings } from './diff-settings.ts';
import { diffTokens } from './diff-tokens.ts';

/** The template record and the component styling it sets: applied, cleared, or any other difference in either. */
export function diffTemplate(before: DesignSystem, after: DesignSystem): TemplateChange | null {
  if (sameJson(before.template, after.template) && sameJson(before.componentOverrides, after.componentOverrides)) return null;
  const [was, is] = [before.template.application, after.template.application];
  return {
    kind: !was && is ? 'applied' : was && !is ? 'cleared' : 'changed',
    before: was ? showTemplate(was) : null,
    after: is ? showTemplate(is) : null,
    record: structuredClone(after.template),
    componentOverrides: structuredClone(after.componentOverrides),
  };
}

const METADATA_FIELDS = ['name', 'description', 'version'] as const;

export function diffMetadata(before: ProjectMetadata, after: ProjectMetadata): MetadataChange[] {
  return METADATA_FIELDS.flatMap((field) => {
    const [was, is] = [before[field] ?? null, after[field] ?? null];
    return was === is ? [] : [{ field, before: was, after: is }];
  });
}

/**
 * Every difference between two designs at the level a user thinks in: resolved tokens per scheme,
 * settings, placed components, the template and (when given) the project's metadata. Pure and
 * deterministic: the same two designs always give the same diff, in the same order.
 */
export function diffDesigns(before: DesignSystem, after: DesignSystem, metadata?: { before: ProjectMetadata; after: ProjectMetadata }): DesignDiff {
  const { components, componentOrder } = diffComponents(before, after);
  return {
    tokens: diffTokens(before, after),
    settings: diffSettings(before, after),
    components,
    componentOrder,
    template: diffTemplate(before, after),
    metadata: metadata ? diffMetadata(metadata.before, metadata.after) : [],
  };
}

/** Whether a diff holds no change at all. */
export function isEmptyDiff(diff: DesignDiff): boolean {
  return (
    diff.tokens.length === 0 &&
    diff.settings.length === 0 &&
    diff.components.length === 0 &&
    diff.componentOrder === null &&
    diff.template === null &&
    diff.metadata.length === 0
  );
}
