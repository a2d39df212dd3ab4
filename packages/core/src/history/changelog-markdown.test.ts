import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { componentCatalogue } from '../catalogue/catalogue.ts';
import { defaultDesignSystem, type DesignSystem } from '../model/design-system.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { builtInTemplates } from '../templates/built-in.ts';
import { changelogMarkdown, CHANGELOG_TOKEN_LIMIT, type ChangelogEntry } from './changelog-markdown.ts';
import { diffDesigns } from './diff-designs.ts';
import type { DesignDiff, TokenChange } from './diff-schema.ts';

// Regenerate after an intended change with UPDATE_GOLDEN=1, and review the diff.
const golden = new URL('../../../../fixtures/expected/changelog/CHANGELOG.md', import.meta.url).pathname;

const empty: DesignDiff = { tokens: [], settings: [], components: [], componentOrder: null, template: null, metadata: [] };
const entry = (version: string, message: string, diff: DesignDiff, kind: ChangelogEntry['kind'] = 'manual'): ChangelogEntry => ({
  version,
  message,
  date: '2026-11-26T23:30:00.000-02:00',
  kind,
  diff,
});

// A project's history: components placed, a colour and a font changed, a template applied, one component renamed and another removed.
const v1: DesignSystem = {
  ...defaultDesignSystem,
  components: componentCatalogue.slice(0, 4).map((component, index) => ({ id: `c${index}`, componentId: component.id, props: {} })),
};
const v11: DesignSystem = {
  ...v1,
  theme: { ...v1.theme, primaryColor: '#0f766e' },
  typography: { ...v1.typography, headingFamily: 'Georgia, serif' },
  components: [...v1.components, { id: 'c9', componentId: 'button', props: { label: 'Buy *now*' }, customName: 'Primary action' }],
};
const v2 = applyTemplate(
  { ...v11, components: v11.components.filter((component) => component.id !== 'c1').map((c) => (c.id === 'c0' ? { ...c, customName: 'FAQ' } : c)) },
  builtInTemplates[0]!,
  {},
  '2026-01-01T00:00:00.000Z',
);

describe('changelogMarkdown', () => {
  it('writes named versions newest first in Keep a Changelog style (golden)', () => {
    const markdown = changelogMarkdown([
      entry('2.0.0', 'New look.\n\nThe FAQ is now called so.', diffDesigns(v11, v2)),
      entry('1.1.1', 'checkpoint', diffDesigns(v11, v11), 'auto'),
      entry('1.1.0', 'Teal brand, serif headings', diffDesigns(v1, v11, { before: { name: 'Acme' }, after: { name: 'Acme UI' } })),
      entry('1.0.0', '', empty, 'restore'),
    ]);
    if (process.env.UPDATE_GOLDEN) writeFileSync(golden, markdown);
    expect(markdown).toBe(readFileSync(golden, 'utf8'));
  });

  it('skips automatic checkpoints and starts with the heading and intro when nothing is named', () => {
    const markdown = changelogMarkdown([entry('1.0.1', 'auto', empty, 'auto')]);
    expect(markdown).toMatch(/^# Changelog\n\nAll notable changes/);
    expect(markdown).not.toContain('## [');
    expect(changelogMarkdown([])).toBe(markdown);
  });

  it('dates each release by its UTC day and refuses a date that is not one', () => {
    expect(changelogMarkdown([entry('1.0.0', 'x', empty)])).toContain('## [1.0.0] - 2026-11-27');
    expect(() => changelogMarkdown([{ ...entry('1.0.0', 'x', empty), date: 'yesterday' }])).toThrow(/"yesterday" is not an ISO 8601 date/);
  });

  it('escapes user text so a message or name cannot add headings, lists, links or HTML', () => {
    const renamed: DesignDiff = {
      ...empty,
      components: [{ kind: 'renamed', id: 'a', componentId: 'button', name: '[x](javascript:alert(1)) <img> &amp; R&D', previousName: 'Button', customName: 'x' }],
    };
    const markdown = changelogMarkdown([entry('1.0.0', '# Title\n- item\n2. two\n    code\n```\n<script>', renamed)]);
    const body = markdown.slice(markdown.indexOf('## [1.0.0]'));
    expect(body).toContain('\\# Title\n\\- item\n2\\. two\ncode\n\\`\\`\\`\n\\<script\\>');
    expect(body).toContain('- Component Button renamed to \\[x\\](javascript:alert(1)) \\<img\\> \\&amp; R&D');
    expect(body.match(/^#{1,3} /gm)).toEqual(['## ', '### ']);
  });

  it('writes settings added, changed and removed under their headings', () => {
    const setting = (kind: 'added' | 'changed' | 'removed', beforeText: string | null, afterText: string | null) => ({
      path: `theme.${kind}`,
      label: `Theme ${kind}`,
      group: 'other',
      kind,
      before: beforeText,
      after: afterText,
      beforeText,
      afterText,
    });
    const markdown = changelogMarkdown([
      entry('1.0.1', '', { ...empty, settings: [setting('added', null, 'On'), setting('changed', '8px', '12px'), setting('removed', 'Off', null)] }),
    ]);
    expect(markdown).toContain('### Added\n\n- Theme added: On\n\n### Changed\n\n- Theme changed: 8px → 12px\n\n### Removed\n\n- Theme removed (was Off)\n');
  });

  it('names a template change in a designer’s words', () => {
    const change = (kind: 'changed', before: string | null, after: string | null) =>
      changelogMarkdown([entry('1.0.1', '', { ...empty, template: { kind, before, after } })]);
    expect(change('changed', 'Modern', 'Bold')).toContain('- Template: Modern → Bold');
    expect(change('changed', 'Modern', 'Modern')).toContain('- Template Modern updated');
    expect(change('changed', null, null)).toContain('- Component styling changed');
  });

  it('lists few token changes one by one and counts many by type', () => {
    const token = (index: number, type = 'color'): TokenChange => ({
      path: `color.t${index}`,
      scheme: (['dark', 'all', 'both', 'high-contrast'] as const)[index % 4]!,
      kind: 'changed',
      type,
      before: '#000000',
      after: '#ffffff',
    });
    const few = changelogMarkdown([entry('1.0.1', '', { ...empty, tokens: [token(1), token(2), token(3), token(4)] })]);
    expect(few).toContain(
      [
        '- Token `color.t1`: `#000000` → `#ffffff`',
        '- Token `color.t2` (light and dark): `#000000` → `#ffffff`',
        '- Token `color.t3` (high contrast): `#000000` → `#ffffff`',
        '- Token `color.t4` (dark): `#000000` → `#ffffff`',
      ].join('\n'),
    );
    const many = Array.from({ length: CHANGELOG_TOKEN_LIMIT + 6 }, (_, index) => token(index, index < 3 ? 'dimension' : 'color'));
    const counted = changelogMarkdown([entry('1.0.1', '', { ...empty, tokens: many })]);
    expect(counted).toContain(`- 3 dimension tokens changed\n- ${CHANGELOG_TOKEN_LIMIT + 3} colour tokens changed`);
    expect(counted).not.toContain('color.t1');
  });
});
