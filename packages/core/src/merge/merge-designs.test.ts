import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, designSystemSchema, type DesignComponent, type DesignSystem } from '../model/design-system.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { findTemplate } from '../templates/built-in.ts';
import { mergeDesigns, mergeNamedDesigns } from './merge-designs.ts';

const button: DesignComponent = { id: 'b1', componentId: 'button', props: {} };
const card: DesignComponent = { id: 'c1', componentId: 'card', props: { title: 'Hello' } };
const input: DesignComponent = { id: 'i1', componentId: 'input', props: {} };
const base: DesignSystem = { ...defaultDesignSystem, components: [button, card, input] };

type Patch = { [K in 'theme' | 'colors' | 'typography' | 'spacing' | 'radius' | 'shadows' | 'motion']?: Partial<DesignSystem[K]> };
/** A copy of `from` with some settings changed, as an edit in the design panel makes it. */
const edit = (from: DesignSystem, patch: Patch): DesignSystem => {
  const next: Record<string, unknown> = { ...from };
  for (const [key, value] of Object.entries(patch)) next[key] = { ...(from[key as keyof Patch] as object), ...value };
  return next as DesignSystem;
};
const withComponents = (from: DesignSystem, components: DesignComponent[]) => ({ ...from, components });
const ids = (design: DesignSystem) => design.components.map((component) => component.id);
const valid = (design: DesignSystem) => expect(designSystemSchema.safeParse(design).success).toBe(true);

describe('mergeDesigns: settings', () => {
  it('combines a colour changed by me and a font changed by them, without asking', () => {
    const mine = edit(base, { theme: { primaryColor: '#e11d48' } });
    const theirs = edit(base, { typography: { bodyFamily: 'Georgia, serif' } });
    const { merged, conflicts, fromTheirs } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.theme.primaryColor).toBe('#e11d48');
    expect(merged.typography.bodyFamily).toBe('Georgia, serif');
    expect(fromTheirs).toEqual(['Body font']);
    valid(merged);
  });

  it('takes a change both made alike without asking', () => {
    const mine = edit(base, { radius: { base: 12 }, theme: { accentColor: '#111111' } });
    const theirs = edit(base, { radius: { base: 12 } });
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(mine);
  });

  it('asks about a colour both changed differently, showing both with swatches, and follows the choice', () => {
    const mine = edit(base, { theme: { primaryColor: '#e11d48' }, spacing: { baseUnit: 6 } });
    const theirs = edit(base, { theme: { primaryColor: '#2563eb' }, shadows: { level: 'strong' } });
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([
      { key: 'theme.primaryColor', label: 'Primary colour', mine: { text: '#e11d48', color: '#e11d48' }, theirs: { text: '#2563eb', color: '#2563eb' } },
    ]);
    expect(merged.theme.primaryColor).toBe('#e11d48');
    expect([merged.spacing.baseUnit, merged.shadows.level]).toEqual([6, 'strong']);
    const chosen = mergeDesigns(base, mine, theirs, { 'theme.primaryColor': 'theirs' }).merged;
    expect([chosen.theme.primaryColor, chosen.spacing.baseUnit, chosen.shadows.level]).toEqual(['#2563eb', 6, 'strong']);
  });

  it('shows values as the design panel does: sizes in px, choices in words, switches on or off', () => {
    const mine = edit(base, { typography: { baseSize: 18 }, shadows: { level: 'none' }, theme: { animations: false } });
    const theirs = edit(base, { typography: { baseSize: 14 }, shadows: { level: 'subtle' }, theme: { animations: true, mode: 'dark' } });
    const mineAnimated = edit(mine, { theme: { mode: 'auto' } });
    const { conflicts } = mergeDesigns(edit(base, { theme: { animations: false } }), mineAnimated, theirs);
    expect(conflicts.map((conflict) => [conflict.label, conflict.mine.text, conflict.theirs.text])).toEqual([
      ['Base font size', '18px', '14px'],
      ['Shadows', 'None', 'Subtle'],
      ['Default colour mode', 'Auto', 'Dark'],
    ]);
  });

  it('returns the parts of my design nobody changed as the same objects', () => {
    const mine = edit(base, { theme: { primaryColor: '#e11d48' } });
    const theirs = edit(base, { radius: { base: 2 } });
    const { merged } = mergeDesigns(base, mine, theirs);
    expect(merged.theme).toBe(mine.theme);
    expect(merged.components).toBe(mine.components);
    expect(merged.typography).toBe(mine.typography);
    expect(mergeDesigns(base, mine, base).merged).toBe(mine);
  });
});

describe('mergeDesigns: contrast target', () => {
  it('takes the target they chose, treats none as AA, and asks when both chose differently', () => {
    const theirs = { ...base, contrastTarget: 'AAA' as const };
    expect(mergeDesigns(base, base, theirs).merged.contrastTarget).toBe('AAA');
    expect(mergeDesigns(base, { ...base, contrastTarget: 'AA' }, base).conflicts).toEqual([]);
    const both = mergeDesigns(base, { ...base, contrastTarget: 'APCA-75' }, theirs, { contrastTarget: 'theirs' });
    expect(both.conflicts).toEqual([
      { key: 'contrastTarget', label: 'Contrast target', mine: { text: 'APCA Lc 75' }, theirs: { text: 'WCAG AAA (7:1)' } },
    ]);
    expect(both.merged.contrastTarget).toBe('AAA');
  });
});

describe('mergeDesigns: colours pinned by hand', () => {
  it('combines pins of different roles, takes theirs where mine left a role alone, and asks per role and scheme', () => {
    const mine = { ...base, colorOverrides: { dark: { border: 'palette.neutral.700' } } };
    const theirs = { ...base, colorOverrides: { light: { ring: '#112233' }, dark: { border: '#445566' } } };
    const combined = mergeDesigns(base, { ...base, colorOverrides: { dark: { input: '#000000' } } }, { ...base, colorOverrides: { dark: { border: '#445566' } } });
    expect(combined.conflicts).toEqual([]);
    expect(combined.merged.colorOverrides).toEqual({ dark: { border: '#445566', input: '#000000' } });

    const both = mergeDesigns(base, mine, theirs, { 'colorOverrides.dark.border': 'theirs' });
    expect(both.conflicts).toEqual([
      { key: 'colorOverrides.dark.border', label: 'border (dark)', mine: { text: 'palette.neutral.700' }, theirs: { text: '#445566', color: '#445566' } },
    ]);
    expect(both.merged.colorOverrides).toEqual({ light: { ring: '#112233' }, dark: { border: '#445566' } });
    // A pin one side removed and the other kept: the removal wins where the other did not change it.
    expect(mergeDesigns(mine, base, mine).merged.colorOverrides).toBeUndefined();
  });
});

describe('mergeDesigns: components, matched by instance id', () => {
  it('keeps a component they added and my prop change on another', () => {
    const added: DesignComponent = { id: 'n1', componentId: 'badge', props: {} };
    const mine = withComponents(base, [{ ...button, props: { variant: 'outline' } }, card, input]);
    const theirs = withComponents(base, [button, added, card, input]);
    const { merged, conflicts, fromTheirs } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.components).toEqual([{ ...button, props: { variant: 'outline' } }, added, card, input]);
    expect(fromTheirs).toEqual(['Added Badge']);
  });

  it('combines changes to different props of one component and asks about the same prop', () => {
    const mine = withComponents(base, [{ ...button, props: { variant: 'outline', size: 'lg' } }, card, input]);
    const theirs = withComponents(base, [{ ...button, props: { label: 'Buy', size: 'sm' } }, card, input]);
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([{ key: 'component:b1:prop:size', label: 'Button: Size', mine: { text: 'Large' }, theirs: { text: 'Small' } }]);
    expect(merged.components[0]).toEqual({ ...button, props: { label: 'Buy', variant: 'outline', size: 'lg' } });
    const chosen = mergeDesigns(base, mine, theirs, { 'component:b1:prop:size': 'theirs' }).merged;
    expect(chosen.components[0]?.props.size).toBe('sm');
  });

  it('removes a component they removed that I did not touch, and asks when I changed it', () => {
    const theirs = withComponents(base, [button, input]);
    const untouched = mergeDesigns(base, edit(base, { radius: { base: 0 } }), theirs);
    expect(untouched.conflicts).toEqual([]);
    expect(ids(untouched.merged)).toEqual(['b1', 'i1']);

    const mine = withComponents(base, [button, { ...card, props: { title: 'Mine', align: 'center' } }, input]);
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([{ key: 'component:c1', label: 'Card', mine: { text: 'Changed: Title, Alignment' }, theirs: { text: 'Removed' } }]);
    expect(ids(merged)).toEqual(['b1', 'c1', 'i1']);
    expect(ids(mergeDesigns(base, mine, theirs, { 'component:c1': 'theirs' }).merged)).toEqual(['b1', 'i1']);
    // The other way round: I removed it, they changed it.
    const swapped = mergeDesigns(base, theirs, mine);
    expect(swapped.conflicts[0]).toMatchObject({ mine: { text: 'Removed' }, theirs: { text: 'Changed: Title, Alignment' } });
    expect(ids(swapped.merged)).toEqual(['b1', 'i1']);
    expect(ids(mergeDesigns(base, theirs, mine, { 'component:c1': 'theirs' }).merged)).toEqual(['b1', 'c1', 'i1']);
  });

  it('follows the side that reordered, placing what the other added after what it follows there', () => {
    const mine = withComponents(base, [input, button, card]);
    const extra: DesignComponent = { id: 'n1', componentId: 'badge', props: {} };
    const theirs = withComponents(base, [button, extra, card, { ...input, customName: 'Email' }]);
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.components).toEqual([{ ...input, customName: 'Email' }, button, extra, card]);
    // And when they reordered: their order, with what I added.
    const reverse = mergeDesigns(base, theirs, mine);
    expect(ids(reverse.merged)).toEqual(['i1', 'b1', 'n1', 'c1']);
    expect(reverse.fromTheirs).toContain('Order of components');
  });

  it('asks about the order when both reordered differently, naming the components', () => {
    const mine = withComponents(base, [input, button, card]);
    const theirs = withComponents(base, [card, button, input]);
    const { conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([
      { key: 'components.order', label: 'Order of components', mine: { text: 'Input, Button, Card' }, theirs: { text: 'Card, Button, Input' } },
    ]);
    expect(ids(mergeDesigns(base, mine, theirs, { 'components.order': 'theirs' }).merged)).toEqual(['c1', 'b1', 'i1']);
  });

  it('numbers components of the same name in labels, and names renames', () => {
    const twoButtons = withComponents(base, [button, { id: 'b2', componentId: 'button', props: {} }]);
    const mine = withComponents(twoButtons, [button, { id: 'b2', componentId: 'button', props: {}, customName: 'Buy' }]);
    const theirs = withComponents(twoButtons, [button, { id: 'b2', componentId: 'button', props: {}, customName: 'Pay' }]);
    const { conflicts } = mergeDesigns(twoButtons, mine, theirs);
    expect(conflicts.map((conflict) => [conflict.key, conflict.label, conflict.mine.text, conflict.theirs.text])).toEqual([
      ['component:b2:name', 'Buy: name', 'Buy', 'Pay'],
    ]);
    const colours = withComponents(twoButtons, [{ ...button, props: { variant: 'ghost' } }, { id: 'b2', componentId: 'button', props: { variant: 'outline' } }]);
    const other = withComponents(twoButtons, [{ ...button, props: { variant: 'secondary' } }, { id: 'b2', componentId: 'button', props: { variant: 'primary' } }]);
    expect(mergeDesigns(twoButtons, colours, other).conflicts.map((conflict) => conflict.label)).toEqual(['Button 1: Variant', 'Button 2: Variant']);
  });
});

describe('mergeDesigns: templates', () => {
  const corporate = findTemplate('corporate-professional')!;
  const bold = findTemplate('bold-creative')!;

  it('applies their template with its component styles, keeping my setting it does not set', () => {
    const mine = edit(base, { spacing: { baseUnit: 5 } });
    const theirs = applyTemplate(base, corporate, {}, '2024-05-01T10:00:00.000Z');
    const { merged, conflicts } = mergeDesigns(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.template).toEqual(theirs.template);
    expect(merged.componentOverrides).toEqual(theirs.componentOverrides);
    expect(merged.theme.primaryColor).toBe(corporate.theme.primaryColor);
    expect(merged.typography.headingFamily).toBe(theirs.typography.headingFamily);
    expect(merged.spacing.baseUnit).toBe(5);
    valid(merged);
  });

  it('asks which template when both applied different ones, and not when both applied the same', () => {
    const mine = applyTemplate(base, bold, {}, '2024-05-01T10:00:00.000Z');
    const theirs = applyTemplate(base, corporate, {}, '2024-05-01T10:05:00.000Z');
    // One question: the template chosen brings every setting it sets, so the look stays whole.
    const { merged, conflicts } = mergeDesigns(base, edit(mine, { typography: { bodyFamily: 'Georgia, serif' } }), theirs);
    expect(conflicts).toEqual([{ key: 'template', label: 'Template', mine: { text: bold.name }, theirs: { text: corporate.name } }]);
    expect(merged).toEqual(edit(mine, { typography: { bodyFamily: 'Georgia, serif' } }));
    expect(mergeDesigns(base, mine, theirs, { template: 'theirs' }).merged).toEqual(theirs);

    const again = applyTemplate(base, corporate, {}, '2024-05-01T10:09:00.000Z');
    const same = mergeDesigns(base, again, theirs);
    expect(same.conflicts).toEqual([]);
    expect(same.merged.template.application?.appliedAt).toBe('2024-05-01T10:09:00.000Z');
  });
});

describe('mergeNamedDesigns', () => {
  const doc = { name: 'Acme', design: base };

  it('merges the name like any other field', () => {
    const mine = { name: 'Acme UI', design: edit(base, { radius: { base: 4 } }) };
    const theirs = { name: 'Acme', design: edit(base, { theme: { accentColor: '#f97316' } }) };
    const { merged, conflicts } = mergeNamedDesigns(doc, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(merged.name).toBe('Acme UI');
    expect([merged.design.radius.base, merged.design.theme.accentColor]).toEqual([4, '#f97316']);
    const renamed = mergeNamedDesigns(doc, mine, { ...theirs, name: 'Zenith' });
    expect(renamed.conflicts).toEqual([{ key: 'name', label: 'Name', mine: { text: 'Acme UI' }, theirs: { text: 'Zenith' } }]);
  });

  it('without the base both started from, asks about every difference and nothing else', () => {
    const mine = { name: 'Acme', design: withComponents(edit(base, { theme: { primaryColor: '#e11d48' } }), [button, card]) };
    const theirs = { name: 'Acme 2', design: withComponents(base, [button, card, input]) };
    const { merged, conflicts } = mergeNamedDesigns(undefined, mine, theirs);
    expect(conflicts.map((conflict) => [conflict.key, conflict.mine.text, conflict.theirs.text])).toEqual([
      ['name', 'Acme', 'Acme 2'],
      ['theme.primaryColor', '#e11d48', defaultDesignSystem.theme.primaryColor],
      ['component:i1', 'Not included', 'Included'],
    ]);
    expect(merged).toBe(mine);
    const theirsEverywhere = Object.fromEntries(conflicts.map((conflict) => [conflict.key, 'theirs' as const]));
    expect(mergeNamedDesigns(undefined, mine, theirs, theirsEverywhere).merged).toEqual(theirs);
  });
});
