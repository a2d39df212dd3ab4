import { findComponent, type DesignSystem } from '@kitsmith/core';
import type { EditorDocument } from '../state/editor-actions.ts';

export interface Difference {
  what: string;
  mine: string;
  theirs: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function componentSummary(config: DesignSystem): string {
  if (config.components.length === 0) return 'none';
  return config.components.map((component) => component.customName ?? findComponent(component.componentId)?.name ?? component.componentId).join(', ');
}

const FIELDS: { what: string; read: (config: DesignSystem) => unknown }[] = [
  { what: 'Primary colour', read: (c) => c.theme.primaryColor },
  { what: 'Secondary colour', read: (c) => c.theme.secondaryColor },
  { what: 'Accent colour', read: (c) => c.theme.accentColor },
  { what: 'Neutral colour', read: (c) => c.colors.neutral },
  { what: 'Status colours', read: (c) => `${c.colors.success} ${c.colors.warning} ${c.colors.danger} ${c.colors.info}` },
  { what: 'Theme mode', read: (c) => c.theme.mode },
  { what: 'Animations', read: (c) => (c.theme.animations ? 'on' : 'off') },
  { what: 'Typography', read: (c) => `${c.typography.bodyFamily.split(',')[0]}, ${c.typography.baseSize}px, ratio ${c.typography.scaleRatio}` },
  { what: 'Spacing', read: (c) => `${c.spacing.baseUnit}px, ${c.spacing.density}` },
  { what: 'Radius', read: (c) => `${c.radius.base}px` },
  { what: 'Shadows', read: (c) => c.shadows.level },
  { what: 'Animation style', read: (c) => c.motion.animationStyle },
  { what: 'Template', read: (c) => c.template.application?.templateId ?? 'none' },
];

/** What differs between my version and theirs, in words a designer reads at a glance. */
export function describeChanges(mine: EditorDocument, theirs: EditorDocument): Difference[] {
  const differences: Difference[] = [];
  if (mine.name !== theirs.name) differences.push({ what: 'Name', mine: mine.name, theirs: theirs.name });
  for (const field of FIELDS) {
    const [a, b] = [field.read(mine.config), field.read(theirs.config)];
    if (!same(a, b)) differences.push({ what: field.what, mine: String(a), theirs: String(b) });
  }
  if (!same(mine.config.components, theirs.config.components)) {
    differences.push({
      what: `Components (${mine.config.components.length} vs ${theirs.config.components.length})`,
      mine: componentSummary(mine.config),
      theirs: componentSummary(theirs.config),
    });
  }
  return differences;
}
