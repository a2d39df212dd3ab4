import {
  showTokenChangeScheme,
  type ComponentChange,
  type DesignDiff,
  type MetadataChange,
  type SettingChange,
  type TokenChange,
} from '@kitsmith/core';
import { line, table, type Block } from '../ui/blocks.ts';

/** Rows of one group (a token type, the settings, the components) a terminal shows before summing up the rest. */
export const DEFAULT_MAX_ROWS = 12;

const shown = (value: string | null | undefined) => value ?? '(none)';
const change = (before: string | null | undefined, after: string | null | undefined) => `${shown(before)} → ${shown(after)}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** `colour`, `dimension`, `font family`: a DTCG `$type` as a heading reads it. */
const TOKEN_TYPE_NAMES: Readonly<Record<string, string>> = {
  color: 'colour',
  fontFamily: 'font family',
  fontWeight: 'font weight',
  cubicBezier: 'easing',
};
const typeName = (type: string) => TOKEN_TYPE_NAMES[type] ?? type.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** `3 changed, 1 added`: the kinds in a group, most common first. */
function kindCounts(kinds: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts]
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
}

/** The changes of one group, cut after `maxRows` rows with a line saying how many more. */
function capped<Row>(rows: readonly Row[], maxRows: number, render: (rows: readonly Row[]) => Block): Block[] {
  const blocks = [render(rows.slice(0, maxRows))];
  const hidden = rows.length - maxRows;
  if (hidden > 0) blocks.push(line(`  ... ${hidden} more (--json lists them all)`, 'muted'));
  return blocks;
}

function settingBlocks(settings: readonly SettingChange[], maxRows: number): Block[] {
  if (settings.length === 0) return [];
  return [
    line(`Settings: ${plural(settings.length, 'change')}`),
    ...capped(settings, maxRows, (rows) =>
      table<SettingChange>(
        [
          { header: 'SETTING', value: (setting) => setting.label },
          { header: 'CHANGE', value: (setting) => change(setting.beforeText, setting.afterText) },
        ],
        rows,
      ),
    ),
  ];
}

/** What happened to a placed component, in words: `renamed from "Old"`, `Label: Buy → Buy now`. */
export function describeComponentChange(component: ComponentChange): string {
  switch (component.kind) {
    case 'added':
    case 'removed':
      return component.kind;
    case 'renamed':
      return `renamed from "${component.previousName ?? ''}"`;
    case 'moved':
      // Positions are 0-based in the diff; people count from 1.
      return component.from !== undefined && component.to !== undefined
        ? `moved from position ${component.from + 1} to ${component.to + 1}`
        : 'moved';
    case 'props':
      return (component.props ?? []).map((prop) => `${prop.label}: ${change(prop.beforeText, prop.afterText)}`).join('; ');
  }
}

function componentBlocks(diff: DesignDiff, maxRows: number): Block[] {
  if (diff.components.length === 0) return [];
  return [
    line(
      `Components: ${kindCounts(diff.components.map((component) => (component.kind === 'props' ? 'changed' : component.kind)))}`,
    ),
    ...capped(diff.components, maxRows, (rows) =>
      table<ComponentChange>(
        [
          { header: 'COMPONENT', value: (component) => `${component.name} (${component.componentId})` },
          { header: 'CHANGE', value: describeComponentChange },
        ],
        rows,
      ),
    ),
  ];
}

function templateBlocks(diff: DesignDiff): Block[] {
  const { template } = diff;
  if (!template) return [];
  return [line(`Template ${template.kind}: ${change(template.before, template.after)}`)];
}

function metadataBlocks(metadata: readonly MetadataChange[]): Block[] {
  if (metadata.length === 0) return [];
  return [
    line(`Project: ${plural(metadata.length, 'change')}`),
    table<MetadataChange>(
      [
        { header: 'FIELD', value: (field) => field.field },
        { header: 'CHANGE', value: (field) => change(field.before, field.after) },
      ],
      metadata,
    ),
  ];
}

/**
 * `semantic.primary (light and dark)`: a token's path and, in core's words as the editor's history shows them, the
 * schemes it changed in (nothing when every scheme changed alike).
 */
export function describeTokenPath(token: Pick<TokenChange, 'path' | 'scheme'>): string {
  const schemes = showTokenChangeScheme(token.scheme);
  return schemes ? `${token.path} (${schemes})` : token.path;
}

/** Token changes grouped by type (colours, dimensions, font families...), each group capped with a count of the rest. */
function tokenBlocks(tokens: readonly TokenChange[], maxRows: number): Block[] {
  const byType = new Map<string, TokenChange[]>();
  for (const token of tokens) byType.set(token.type, [...(byType.get(token.type) ?? []), token]);
  return [...byType].flatMap(([type, group]) => [
    line(
      `${typeName(type).replace(/^./, (first) => first.toUpperCase())} tokens: ${kindCounts(group.map((token) => token.kind))}`,
    ),
    ...capped(group, maxRows, (rows) =>
      table<TokenChange>(
        [
          { header: 'TOKEN', value: describeTokenPath },
          { header: 'CHANGE', value: (token) => change(token.before, token.after) },
        ],
        rows,
      ),
    ),
  ]);
}

/**
 * A design diff (core's shape) for a terminal: the settings a designer
 * changed with before → after, component changes, the template, the project's
 * fields, then the tokens those produce, grouped by type. Each group shows at
 * most `maxRows` rows and counts the rest; --json has everything.
 */
export function designDiffBlocks(diff: DesignDiff, maxRows = DEFAULT_MAX_ROWS): Block[] {
  return [
    ...settingBlocks(diff.settings, maxRows),
    ...componentBlocks(diff, maxRows),
    ...templateBlocks(diff),
    ...metadataBlocks(diff.metadata),
    ...tokenBlocks(diff.tokens, maxRows),
  ];
}
