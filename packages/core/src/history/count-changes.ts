import type { DesignDiff, DiffCounts } from './diff-schema.ts';

/** How much a diff changes, per group a designer reads: settings by group, components by how many were touched. */
export function countChanges(diff: DesignDiff): DiffCounts {
  const counts = { colours: 0, typography: 0, spacing: 0, other: 0 };
  for (const setting of diff.settings) {
    const group = Object.hasOwn(counts, setting.group) ? (setting.group as keyof typeof counts) : 'other';
    counts[group] += 1;
  }
  const components = new Set(diff.components.map((change) => change.id)).size;
  const template = diff.template ? 1 : 0;
  const metadata = diff.metadata.length;
  return {
    ...counts,
    tokens: diff.tokens.length,
    components,
    template,
    metadata,
    total: counts.colours + counts.typography + counts.spacing + counts.other + components + template + metadata,
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A diff's counts in words, in a fixed order (colours, type, spacing, other, components, template, details): "3 colours, 1 component", or "No changes". */
export function summarizeChanges(counts: DiffCounts): string {
  const parts = [
    counts.colours && plural(counts.colours, 'colour', 'colours'),
    counts.typography && plural(counts.typography, 'type setting', 'type settings'),
    counts.spacing && plural(counts.spacing, 'spacing setting', 'spacing settings'),
    counts.other && plural(counts.other, 'other setting', 'other settings'),
    counts.components && plural(counts.components, 'component', 'components'),
    counts.template && 'template',
    counts.metadata && plural(counts.metadata, 'project detail', 'project details'),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0 && counts.tokens > 0) parts.push(plural(counts.tokens, 'token', 'tokens'));
  return parts.length === 0 ? 'No changes' : parts.join(', ');
}
