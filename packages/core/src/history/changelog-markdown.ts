import { findComponent } from '../catalogue/catalogue.ts';
import { KitsmithError } from '../errors.ts';
import type { ComponentChange, DesignDiff, TokenChange } from './diff-schema.ts';
import { showTokenChangeScheme } from './token-change-scheme.ts';
import { markdownInline, markdownParagraphs } from './markdown-text.ts';

/** One version of a project's history, as the changelog reads it. */
export interface ChangelogEntry {
  version: string;
  message: string;
  /** When it was saved (ISO 8601). */
  date: string;
  kind: 'manual' | 'auto' | 'restore';
  /** What changed since the version before it. */
  diff: DesignDiff;
}

/** Token changes of one kind beyond this many are counted by type instead of listed. */
export const CHANGELOG_TOKEN_LIMIT = 8;

const INTRO = [
  'All notable changes to this design system are documented in this file.',
  'The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),',
  'and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).',
].join('\n');

const TOKEN_TYPE_WORDS: Readonly<Record<string, [string, string]>> = {
  color: ['colour token', 'colour tokens'],
  dimension: ['dimension token', 'dimension tokens'],
  fontFamily: ['font family token', 'font family tokens'],
  fontWeight: ['font weight token', 'font weight tokens'],
  number: ['number token', 'number tokens'],
  duration: ['duration token', 'duration tokens'],
  cubicBezier: ['easing token', 'easing tokens'],
  shadow: ['shadow token', 'shadow tokens'],
  gradient: ['gradient token', 'gradient tokens'],
};

interface Sections {
  added: string[];
  changed: string[];
  removed: string[];
}

/** A name as markdown; one of only spaces reads as blank. */
const nameText = (name: string) => markdownInline(name) || '(blank)';

/** A placed component as a designer names it: the catalogue's name, with its own name in brackets when it has one. */
function componentLabel(change: Pick<ComponentChange, 'componentId' | 'name'>, name = change.name): string {
  const catalogueName = findComponent(change.componentId)?.name ?? change.componentId;
  return name === catalogueName ? nameText(catalogueName) : `${nameText(catalogueName)} (${nameText(name)})`;
}

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const arrow = (before: string | null, after: string | null) => `${before === null ? 'none' : before} → ${after === null ? 'none' : after}`;

function tokenBullet(change: TokenChange): string {
  const schemes = showTokenChangeScheme(change.scheme);
  const name = `Token ${code(change.path)}${schemes === '' ? '' : ` (${schemes})`}`;
  if (change.kind === 'added') return `${name}: ${code(change.after ?? '')}`;
  if (change.kind === 'removed') return `${name} (was ${code(change.before ?? '')})`;
  return `${name}: ${code(change.before ?? '')} → ${code(change.after ?? '')}`;
}

/** Token changes of one kind: each one when few, else counted by type ("14 colour tokens changed"). */
function tokenBullets(changes: readonly TokenChange[], verb: string): string[] {
  if (changes.length <= CHANGELOG_TOKEN_LIMIT) return changes.map(tokenBullet);
  const byType = new Map<string, number>();
  for (const change of changes) byType.set(change.type, (byType.get(change.type) ?? 0) + 1);
  return [...byType].map(([type, count]) => {
    const [one, many] = TOKEN_TYPE_WORDS[type] ?? [`${type} token`, `${type} tokens`];
    return `${count} ${count === 1 ? one : many} ${verb}`;
  });
}

function diffSections(diff: DesignDiff): Sections {
  const sections: Sections = { added: [], changed: [], removed: [] };
  for (const setting of diff.settings) {
    const text = (value: string | null) => (value === null ? null : markdownInline(value));
    const [label, before, after] = [markdownInline(setting.label), text(setting.beforeText), text(setting.afterText)];
    if (setting.kind === 'added') sections.added.push(`${label}: ${after ?? 'none'}`);
    else if (setting.kind === 'removed') sections.removed.push(`${label} (was ${before ?? 'none'})`);
    else sections.changed.push(`${label}: ${arrow(before, after)}`);
  }
  if (diff.template) {
    const { kind, before, after } = diff.template;
    if (kind === 'applied') sections.added.push(`Template ${markdownInline(after ?? '')} applied`);
    else if (kind === 'cleared') sections.removed.push(`Template ${markdownInline(before ?? '')} removed`);
    else if (before !== after) sections.changed.push(`Template: ${arrow(before && markdownInline(before), after && markdownInline(after))}`);
    else sections.changed.push(after === null ? 'Component styling changed' : `Template ${markdownInline(after)} updated`);
  }
  let moved = 0;
  for (const change of diff.components) {
    if (change.kind === 'added') sections.added.push(`Component ${componentLabel(change)} added`);
    else if (change.kind === 'removed') sections.removed.push(`Component ${componentLabel(change)} removed`);
    else if (change.kind === 'renamed') {
      sections.changed.push(`Component ${componentLabel(change, change.previousName)} renamed to ${nameText(change.name)}`);
    } else if (change.kind === 'props') {
      const props = (change.props ?? []).map((prop) => `${markdownInline(prop.label)} ${arrow(markdownInline(prop.beforeText), markdownInline(prop.afterText))}`);
      sections.changed.push(`Component ${componentLabel(change)}: ${props.join('; ')}`);
    } else moved += 1;
  }
  if (moved > 0) sections.changed.push(`Order of components changed (${moved} ${moved === 1 ? 'component' : 'components'} moved)`);
  for (const change of diff.metadata) {
    if (change.field === 'version') continue; // the heading says it
    const label = change.field === 'name' ? 'Name' : 'Description';
    const text = (value: string | null) => (value === null || value === '' ? null : markdownInline(value));
    sections.changed.push(`${label}: ${arrow(text(change.before), text(change.after))}`);
  }
  sections.added.push(...tokenBullets(diff.tokens.filter((token) => token.kind === 'added'), 'added'));
  sections.changed.push(...tokenBullets(diff.tokens.filter((token) => token.kind === 'changed'), 'changed'));
  sections.removed.push(...tokenBullets(diff.tokens.filter((token) => token.kind === 'removed'), 'removed'));
  return sections;
}

/** The UTC day of an ISO date (`2026-11-26`). */
function releaseDay(date: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) throw new KitsmithError('INVALID_DATE', `"${date}" is not an ISO 8601 date`, 'Give each version the date it was saved.');
  return new Date(time).toISOString().slice(0, 10);
}

function versionSection(entry: ChangelogEntry): string {
  const parts = [`## [${markdownInline(entry.version)}] - ${releaseDay(entry.date)}`];
  const message = markdownParagraphs(entry.message);
  if (message) parts.push(message);
  const sections = diffSections(entry.diff);
  const headed: [string, string[]][] = [
    ['Added', sections.added],
    ['Changed', sections.changed],
    ['Removed', sections.removed],
  ];
  for (const [heading, bullets] of headed) {
    if (bullets.length > 0) parts.push(`### ${heading}\n\n${bullets.map((bullet) => `- ${bullet.trimEnd()}`).join('\n')}`);
  }
  if (!message && headed.every(([, bullets]) => bullets.length === 0)) parts.push('No changes to the design.');
  return parts.join('\n\n');
}

/**
 * A CHANGELOG.md in Keep a Changelog 1.1.0 style from a project's versions (newest first): one section per
 * named version (manual or restore; automatic checkpoints are not releases) with its message and what was
 * added, changed and removed in a designer's words. User text is escaped so it cannot break the document.
 */
export function changelogMarkdown(versions: readonly ChangelogEntry[]): string {
  const releases = versions.filter((entry) => entry.kind !== 'auto').map(versionSection);
  return `${['# Changelog', INTRO, ...releases].join('\n\n')}\n`;
}
