import { diffDesigns, parseDesignSystem, type DesignDiff } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { fixtureDesign } from '../test-support/test-api.ts';
import { formatBlocks } from '../ui/plain-format.ts';
import { designDiffBlocks } from './design-diff-blocks.ts';

const empty: DesignDiff = { tokens: [], settings: [], components: [], componentOrder: null, template: null, metadata: [] };

describe('design diff blocks', () => {
  it('shows settings, components, the template, project fields and tokens grouped by type', () => {
    const diff: DesignDiff = {
      ...empty,
      settings: [
        {
          path: 'theme.primaryColor',
          label: 'Primary colour',
          group: 'colours',
          kind: 'changed',
          before: '#0f766e',
          after: '#1d4ed8',
          beforeText: '#0f766e',
          afterText: '#1d4ed8',
        },
      ],
      components: [
        { kind: 'added', id: 'c3', componentId: 'badge', name: 'New badge' },
        { kind: 'renamed', id: 'c1', componentId: 'button', name: 'Buy', previousName: 'Primary' },
        { kind: 'moved', id: 'c2', componentId: 'card', name: 'Card', from: 0, to: 2 },
        {
          kind: 'props',
          id: 'c1',
          componentId: 'button',
          name: 'Buy',
          props: [{ name: 'label', label: 'Label', before: 'Go', after: 'Buy now', beforeText: 'Go', afterText: 'Buy now' }],
        },
      ],
      template: { kind: 'applied', before: null, after: 'Modern' },
      metadata: [{ field: 'version', before: '1.0.0', after: '1.1.0' }],
      tokens: [
        { path: 'color.primary', scheme: 'light', kind: 'changed', type: 'color', before: '#0f766e', after: '#1d4ed8' },
        { path: 'semantic.ring', scheme: 'high-contrast-dark', kind: 'changed', type: 'color', before: '#ffffff', after: '#fde047' },
        { path: 'semantic.border', scheme: 'high-contrast', kind: 'changed', type: 'color', before: '#000000', after: '#111111' },
        { path: 'palette.primary.700', scheme: 'all', kind: 'changed', type: 'color', before: '#0f766e', after: '#1d4ed8' },
        { path: 'radius.xl', scheme: 'both', kind: 'added', type: 'dimension', before: null, after: '24px' },
        { path: 'font.mono', scheme: 'both', kind: 'removed', type: 'fontFamily', before: 'Menlo', after: null },
      ],
    };
    expect(formatBlocks(designDiffBlocks(diff))).toEqual([
      'Settings: 1 change',
      'SETTING         CHANGE',
      'Primary colour  #0f766e → #1d4ed8',
      'Components: 1 added, 1 renamed, 1 moved, 1 changed',
      'COMPONENT          CHANGE',
      'New badge (badge)  added',
      'Buy (button)       renamed from "Primary"',
      'Card (card)        moved from position 1 to 3',
      'Buy (button)       Label: Go → Buy now',
      'Template applied: (none) → Modern',
      'Project: 1 change',
      'FIELD    CHANGE',
      'version  1.0.0 → 1.1.0',
      // Each token's schemes in words beside its path, as the editor's history shows them; none when every scheme changed alike.
      'Colour tokens: 4 changed',
      'TOKEN                               CHANGE',
      'color.primary (light)               #0f766e → #1d4ed8',
      'semantic.ring (high-contrast dark)  #ffffff → #fde047',
      'semantic.border (high contrast)     #000000 → #111111',
      'palette.primary.700                 #0f766e → #1d4ed8',
      'Dimension tokens: 1 added',
      'TOKEN                       CHANGE',
      'radius.xl (light and dark)  (none) → 24px',
      'Font family tokens: 1 removed',
      'TOKEN                       CHANGE',
      'font.mono (light and dark)  Menlo → (none)',
    ]);
    expect(designDiffBlocks(empty)).toEqual([]);
  });

  it('caps each group and counts the rest', () => {
    const design = parseDesignSystem(fixtureDesign());
    const changed = parseDesignSystem({ ...(fixtureDesign() as object), theme: { ...design.theme, primaryColor: '#1d4ed8' } });
    const diff = diffDesigns(design, changed);
    const colours = diff.tokens.filter((token) => token.type === 'color').length;
    expect(colours).toBeGreaterThan(3);
    const lines = formatBlocks(designDiffBlocks(diff, 3));
    const heading = lines.findIndex((text) => text.startsWith('Colour tokens:'));
    expect(lines[heading]).toBe(`Colour tokens: ${colours} changed`);
    // The heading, the table's header, three rows, then the count of the rest.
    expect(lines[heading + 5]).toBe(`  ... ${colours - 3} more (--json lists them all)`);
  });
});
