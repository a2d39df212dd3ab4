import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, type DesignComponent, type DesignSystem } from '../model/design-system.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { builtInTemplates } from '../templates/built-in.ts';
import { countChanges, summarizeChanges } from './count-changes.ts';
import { longestIncreasingSubsequence } from './diff-components.ts';
import { diffDesigns, isEmptyDiff } from './diff-designs.ts';
import { designDiffSchema } from './diff-schema.ts';
import { diffTokenValues, type SchemeValues } from './diff-tokens.ts';

const AT = '2026-01-01T00:00:00.000Z';
const placed = (id: string, componentId: string, extra: Partial<DesignComponent> = {}): DesignComponent => ({ id, componentId, props: {}, ...extra });
const withComponents = (...components: DesignComponent[]): DesignSystem => ({ ...structuredClone(defaultDesignSystem), components });
const five = withComponents(placed('a', 'button'), placed('b', 'card'), placed('c', 'input'), placed('d', 'tabs'), placed('e', 'badge'));
const template = (id: string) => builtInTemplates.find((candidate) => candidate.id === id)!;

describe('diffDesigns', () => {
  it('finds nothing between a design and itself, or a copy of it', () => {
    const diff = diffDesigns(five, structuredClone(five));
    expect(isEmptyDiff(diff)).toBe(true);
    expect(countChanges(diff).total).toBe(0);
    expect(summarizeChanges(countChanges(diff))).toBe('No changes');
  });

  it('shows a colour setting by its label and the tokens it moves in every scheme, folded where they moved alike', () => {
    const after = { ...five, theme: { ...five.theme, primaryColor: '#0f766e' } };
    const diff = diffDesigns(five, after);
    expect(diff.settings).toEqual([
      {
        path: 'theme.primaryColor',
        label: 'Primary colour',
        group: 'colours',
        kind: 'changed',
        before: '#7c3aed',
        after: '#0f766e',
        beforeText: '#7c3aed',
        afterText: '#0f766e',
      },
    ]);
    const palette = diff.tokens.find((token) => token.path === 'palette.primary.500');
    expect(palette).toMatchObject({ scheme: 'all', kind: 'changed', type: 'color' });
    expect(palette?.before).toMatch(/^#[0-9a-f]{6}$/);
    expect(palette?.after).not.toBe(palette?.before);
    // The primary in each scheme: the high-contrast ones are in the diff too.
    const primary = diff.tokens.filter((token) => token.path === 'color.primary').flatMap((token) => (token.scheme === 'both' ? ['light', 'dark'] : token.scheme === 'high-contrast' ? ['high-contrast-light', 'high-contrast-dark'] : [token.scheme]));
    expect(primary.sort()).toEqual(['dark', 'high-contrast-dark', 'high-contrast-light', 'light']);
    // Each path is listed once as `all`, or at most once per scheme (folded or not).
    for (const token of diff.tokens) {
      const same = diff.tokens.filter((other) => other.path === token.path);
      expect(same.length === 1 || same.every((other) => other.scheme !== 'all')).toBe(true);
    }
    expect(diff.components).toEqual([]);
    expect(diff.componentOrder).toBeNull();
    expect(summarizeChanges(countChanges(diff))).toBe('1 colour');
  });

  it('counts settings by group and shows values as the editor does', () => {
    const after: DesignSystem = {
      ...five,
      typography: { ...five.typography, baseSize: 18 },
      spacing: { ...five.spacing, density: 'loose' },
      radius: { base: 12 },
      theme: { ...five.theme, animations: false },
    };
    const diff = diffDesigns(five, after);
    expect(diff.settings.map((setting) => [setting.label, setting.group, setting.beforeText, setting.afterText])).toEqual([
      ['Animations', 'other', 'On', 'Off'],
      ['Base font size', 'typography', '16px', '18px'],
      ['Spacing density', 'spacing', 'Normal', 'Loose'],
      ['Radius', 'other', '8px', '12px'],
    ]);
    expect(countChanges(diff)).toMatchObject({ colours: 0, typography: 1, spacing: 1, other: 2, total: 4 });
    expect(summarizeChanges(countChanges(diff))).toBe('1 type setting, 1 spacing setting, 2 other settings');
  });

  it('labels a setting the editor does not name by its path', () => {
    const after = { ...five, theme: { ...five.theme, contrast: 'high' } } as DesignSystem;
    expect(diffDesigns(five, after).settings).toEqual([
      { path: 'theme.contrast', label: 'theme.contrast', group: 'other', kind: 'added', before: null, after: 'high', beforeText: null, afterText: 'high' },
    ]);
    expect(diffDesigns(after, five).settings[0]).toMatchObject({ kind: 'removed', before: 'high', after: null });
  });

  it('reports added, removed, renamed and re-propped components by id, with names and prop labels', () => {
    const after = withComponents(
      placed('a', 'button', { customName: 'Primary action', props: { variant: 'outline', label: 'Send' } }),
      placed('b', 'card'),
      placed('c', 'input'),
      placed('d', 'tabs'),
      placed('f', 'alert', { props: { title: 'Hi' } }),
    );
    const diff = diffDesigns(five, after);
    expect(diff.components).toEqual([
      { kind: 'removed', id: 'e', componentId: 'badge', name: 'Badge' },
      { kind: 'renamed', id: 'a', componentId: 'button', name: 'Primary action', previousName: 'Button', customName: 'Primary action' },
      {
        kind: 'props',
        id: 'a',
        componentId: 'button',
        name: 'Primary action',
        props: [
          { name: 'variant', label: 'Variant', before: null, after: 'outline', beforeText: 'Primary (default)', afterText: 'Outline' },
          { name: 'label', label: 'Label', before: null, after: 'Send', beforeText: 'Get started (default)', afterText: 'Send' },
        ],
      },
      { kind: 'added', id: 'f', componentId: 'alert', name: 'Alert', placed: { id: 'f', componentId: 'alert', props: { title: 'Hi' } } },
    ]);
    expect(diff.componentOrder).toEqual(['a', 'b', 'c', 'd', 'f']);
    expect(diff.tokens).toEqual([]);
    expect(countChanges(diff).components).toBe(3);
    expect(summarizeChanges(countChanges(diff))).toBe('3 components');
  });

  it('reports a cleared name with the catalogue name and customName null', () => {
    const named = withComponents(placed('a', 'button', { customName: 'Go' }));
    expect(diffDesigns(named, withComponents(placed('a', 'button'))).components).toEqual([
      { kind: 'renamed', id: 'a', componentId: 'button', name: 'Button', previousName: 'Go', customName: null },
    ]);
  });

  it('reports only the components whose place among the kept ones changed', () => {
    const [a, b, c, d, e] = five.components as [DesignComponent, DesignComponent, DesignComponent, DesignComponent, DesignComponent];
    const moved = diffDesigns(five, withComponents(b, c, d, e, a));
    expect(moved.components).toEqual([{ kind: 'moved', id: 'a', componentId: 'button', name: 'Button', from: 0, to: 4 }]);
    expect(moved.componentOrder).toEqual(['b', 'c', 'd', 'e', 'a']);
    const swapped = diffDesigns(five, withComponents(a, d, c, b, e));
    // a d c b e: two of d, c, b moved; the run kept is the one ending on the earliest places (a, b, e).
    expect(swapped.components.map((change) => [change.kind, change.id, change.from, change.to])).toEqual([
      ['moved', 'd', 3, 1],
      ['moved', 'c', 2, 2],
    ]);
    // Removing one component shifts the others but moves none.
    const removed = diffDesigns(five, withComponents(b, c, d, e));
    expect(removed.components.map((change) => change.kind)).toEqual(['removed']);
    expect(removed.componentOrder).toEqual(['b', 'c', 'd', 'e']);
  });

  it('reports an id that now holds another catalogue component as removed and added', () => {
    const diff = diffDesigns(withComponents(placed('a', 'button')), withComponents(placed('a', 'card')));
    expect(diff.components.map((change) => [change.kind, change.componentId])).toEqual([
      ['removed', 'button'],
      ['added', 'card'],
    ]);
    expect(diff.componentOrder).toEqual(['a']);
  });

  it('reports a template applied, changed and cleared by name, with the record to apply', () => {
    const modern = applyTemplate(five, template('modern-glassmorphism'), {}, AT);
    const applied = diffDesigns(five, modern);
    expect(applied.template).toMatchObject({ kind: 'applied', before: null, after: 'Modern Glassmorphism' });
    expect(applied.template?.record).toEqual(modern.template);
    expect(applied.template?.componentOverrides).toEqual(modern.componentOverrides);
    expect(countChanges(applied).template).toBe(1);

    const customised = applyTemplate(five, template('modern-glassmorphism'), { theme: { primaryColor: '#000000' } }, AT);
    expect(diffDesigns(modern, customised).template).toMatchObject({
      kind: 'changed',
      before: 'Modern Glassmorphism',
      after: 'Modern Glassmorphism (customised)',
    });
    const cleared = { ...modern, template: { application: null, version: modern.template.version }, componentOverrides: null };
    expect(diffDesigns(modern, cleared).template).toMatchObject({ kind: 'cleared', before: 'Modern Glassmorphism', after: null });
  });

  it('compares metadata only when given, absent and null alike', () => {
    expect(diffDesigns(five, five).metadata).toEqual([]);
    const diff = diffDesigns(five, five, { before: { name: 'Acme', version: '1.0.0' }, after: { name: 'Acme UI', version: '1.0.0', description: 'Ours' } });
    expect(diff.metadata).toEqual([
      { field: 'name', before: 'Acme', after: 'Acme UI' },
      { field: 'description', before: null, after: 'Ours' },
    ]);
    expect(isEmptyDiff(diff)).toBe(false);
    expect(summarizeChanges(countChanges(diff))).toBe('2 project details');
  });

  it('answers the contract’s schema, the same for the same designs', () => {
    const after = applyTemplate(withComponents(...five.components.slice(1).reverse()), template('bold-creative'), {}, AT);
    const diff = diffDesigns(five, after, { before: { name: 'A' }, after: { name: 'B' } });
    expect(designDiffSchema.parse(JSON.parse(JSON.stringify(diff)))).toEqual(diff);
    expect(diffDesigns(structuredClone(five), structuredClone(after), { before: { name: 'A' }, after: { name: 'B' } })).toEqual(diff);
  });
});

describe('diffTokenValues', () => {
  const map = (entries: [string, string][]) => new Map(entries.map(([path, value]) => [path, { type: 'color', value }]));
  /** Light and dark as given; the high-contrast schemes as given, else as light and dark. */
  const values = (light: [string, string][], dark: [string, string][], hcLight = light, hcDark = dark): SchemeValues => ({
    light: map(light),
    dark: map(dark),
    'high-contrast-light': map(hcLight),
    'high-contrast-dark': map(hcDark),
  });

  it('tells added, removed and changed tokens apart, per scheme or both', () => {
    const before = values(
      [['a', '#000000'], ['b', '#111111'], ['c', '#222222']],
      [['a', '#000000'], ['b', '#111111'], ['c', '#333333']],
    );
    const after = values(
      [['a', '#ffffff'], ['c', '#222222'], ['n', '#444444']],
      [['a', '#ffffff'], ['c', '#999999'], ['n', '#444444']],
    );
    expect(diffTokenValues(before, after)).toEqual([
      { path: 'a', scheme: 'all', kind: 'changed', type: 'color', before: '#000000', after: '#ffffff' },
      { path: 'c', scheme: 'dark', kind: 'changed', type: 'color', before: '#333333', after: '#999999' },
      { path: 'c', scheme: 'high-contrast-dark', kind: 'changed', type: 'color', before: '#333333', after: '#999999' },
      { path: 'n', scheme: 'all', kind: 'added', type: 'color', before: null, after: '#444444' },
      { path: 'b', scheme: 'all', kind: 'removed', type: 'color', before: '#111111', after: null },
    ]);
  });

  it('folds light and dark into both, and the high-contrast pair into high-contrast, where each changed alike', () => {
    const diff = diffTokenValues(
      values([['a', '#000000']], [['a', '#000000']], [['a', '#000000']], [['a', '#000000']]),
      values([['a', '#ffffff']], [['a', '#ffffff']], [['a', '#111111']], [['a', '#111111']]),
    );
    expect(diff.map((change) => [change.scheme, change.after])).toEqual([
      ['both', '#ffffff'],
      ['high-contrast', '#111111'],
    ]);
    const apart = diffTokenValues(
      values([['a', '#000000']], [['a', '#000000']], [['a', '#000000']], [['a', '#000000']]),
      values([['a', '#000000']], [['a', '#000000']], [['a', '#222222']], [['a', '#333333']]),
    );
    expect(apart.map((change) => [change.scheme, change.after])).toEqual([
      ['high-contrast-light', '#222222'],
      ['high-contrast-dark', '#333333'],
    ]);
  });

  it('lists light and dark apart when they changed differently', () => {
    const diff = diffTokenValues(values([['a', '#000000']], [['a', '#000000']]), values([['a', '#ffffff']], [['a', '#eeeeee']]));
    expect(diff.map((change) => [change.scheme, change.after])).toEqual([
      ['light', '#ffffff'],
      ['dark', '#eeeeee'],
      ['high-contrast-light', '#ffffff'],
      ['high-contrast-dark', '#eeeeee'],
    ]);
  });
});

describe('longestIncreasingSubsequence', () => {
  it.each([
    [[], []],
    [[0, 1, 2], [0, 1, 2]],
    [[2, 1, 0], [2]],
    [[1, 2, 3, 4, 0], [0, 1, 2, 3]],
    [[0, 3, 2, 1, 4], [0, 3, 4]],
  ])('of %j keeps indexes %j', (sequence, kept) => {
    expect([...longestIncreasingSubsequence(sequence)].sort((x, y) => x - y)).toEqual(kept);
  });
});
