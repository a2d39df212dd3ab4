import { describe, expect, it } from 'vitest';
import { KitsmithError } from '../errors.ts';
import { defaultDesignSystem, parseDesignSystem } from '../model/design-system.ts';
import { applyTemplate, clearTemplate, cssLengthToPx } from './apply-template.ts';
import { builtInTemplates, findTemplate } from './built-in.ts';

const at = '2026-11-21T10:00:00.000Z';

function template(id: string) {
  const found = findTemplate(id);
  if (!found) throw new Error(`missing template ${id}`);
  return found;
}

describe('builtInTemplates', () => {
  it('holds the three templates of the spec, each complete', () => {
    expect(builtInTemplates.map((t) => t.id).sort()).toEqual([
      'bold-creative',
      'corporate-professional',
      'modern-glassmorphism',
    ]);
    expect(template('modern-glassmorphism')).toMatchObject({ name: 'Modern Glassmorphism', category: 'modern' });
    expect(template('bold-creative')).toMatchObject({ name: 'Bold & Creative', category: 'bold' });
    expect(template('corporate-professional')).toMatchObject({ name: 'Corporate Professional', category: 'classic' });
  });

  it('are frozen', () => {
    expect(Object.isFrozen(template('bold-creative').theme)).toBe(true);
  });
});

describe('applyTemplate', () => {
  const bold = template('bold-creative');

  it('records the application, sets the theme colours and bumps the version', () => {
    const next = applyTemplate(defaultDesignSystem, bold, {}, at);
    expect(next.template).toEqual({
      application: { templateId: 'bold-creative', appliedAt: at, customizations: {} },
      version: 1,
    });
    expect(next.theme).toMatchObject({
      primaryColor: bold.theme.primaryColor,
      secondaryColor: bold.theme.secondaryColor,
      accentColor: bold.theme.accentColor,
      styleCategory: 'bold',
      mode: defaultDesignSystem.theme.mode,
    });
    expect(next.colors.neutral).toBe(bold.theme.neutralBase);
  });

  it('carries the global styles and component overrides into the design', () => {
    const next = applyTemplate(defaultDesignSystem, bold, {}, at);
    expect(next.radius.base).toBe(24);
    expect(next.shadows.level).toBe('strong');
    expect(next.motion.animationStyle).toBe('bold');
    expect(next.spacing.density).toBe('loose');
    expect(next.typography.density).toBe('spacious');
    expect(next.componentOverrides).toEqual(bold.componentOverrides);
  });

  it('lets customizations win over the template and stores them', () => {
    const customizations = {
      theme: { primaryColor: '#0EA5E9' },
      globalStyles: { spacing: 'tight' as const },
      componentOverrides: { cards: { background: 'solid' as const } },
    };
    const next = applyTemplate(defaultDesignSystem, bold, customizations, at);
    expect(next.theme.primaryColor).toBe('#0ea5e9');
    expect(next.theme.secondaryColor).toBe(bold.theme.secondaryColor);
    expect(next.spacing.density).toBe('tight');
    expect(next.componentOverrides?.cards).toEqual({ ...bold.componentOverrides.cards, background: 'solid' });
    expect(next.template.application?.customizations.theme?.primaryColor).toBe('#0ea5e9');
  });

  it('keeps the components and does not change its input', () => {
    const system = parseDesignSystem({ schemaVersion: 2, components: [{ id: 'c1', componentId: 'button' }] });
    const before = structuredClone(system);
    const next = applyTemplate(system, bold, {}, at);
    expect(next.components).toEqual(system.components);
    expect(system).toEqual(before);
  });

  it('produces a valid design system', () => {
    for (const t of builtInTemplates) {
      const next = applyTemplate(defaultDesignSystem, t, {}, at);
      expect(parseDesignSystem(next)).toEqual(next);
    }
  });

  it('counts every application', () => {
    const once = applyTemplate(defaultDesignSystem, bold, {}, at);
    const twice = applyTemplate(once, template('corporate-professional'), {}, at);
    expect(twice.template.version).toBe(2);
    expect(twice.template.application?.templateId).toBe('corporate-professional');
  });

  it('rejects bad customizations with a message naming the field', () => {
    const bad = { theme: { primaryColor: 'purple' } };
    expect(() => applyTemplate(defaultDesignSystem, bold, bad, at)).toThrow(KitsmithError);
    expect(() => applyTemplate(defaultDesignSystem, bold, bad, at)).toThrow(/theme\.primaryColor/);
  });
});

describe('clearTemplate', () => {
  it('removes the application record and the overrides, keeps the colours', () => {
    const applied = applyTemplate(defaultDesignSystem, template('modern-glassmorphism'), {}, at);
    const cleared = clearTemplate(applied);
    expect(cleared.template).toEqual({ application: null, version: 2 });
    expect(cleared.componentOverrides).toBeNull();
    expect(cleared.theme).toEqual(applied.theme);
  });

  it('returns the same document when nothing is applied', () => {
    expect(clearTemplate(defaultDesignSystem)).toBe(defaultDesignSystem);
  });
});

describe('cssLengthToPx', () => {
  it('reads px and rem', () => {
    expect(cssLengthToPx('12px')).toBe(12);
    expect(cssLengthToPx('0.75rem')).toBe(12);
    expect(cssLengthToPx('0')).toBe(0);
  });
});
