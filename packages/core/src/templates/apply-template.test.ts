import { describe, expect, it } from 'vitest';
import { findComponent } from '../catalogue/catalogue.ts';
import { KitsmithError } from '../errors.ts';
import { findFont, fontOfStack } from '../fonts/fonts.ts';
import { defaultDesignSystem, parseDesignSystem } from '../model/design-system.ts';
import { EXAMPLE_PAGE_IDS } from '../model/example-page.ts';
import { templateSchema } from '../model/template.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import { applyTemplate, clearTemplate, cssLengthToPx } from './apply-template.ts';
import { builtInTemplates, findTemplate, templateExamplePage } from './built-in.ts';

const at = '2026-11-21T10:00:00.000Z';

function template(id: string) {
  const found = findTemplate(id);
  if (!found) throw new Error(`missing template ${id}`);
  return found;
}

describe('builtInTemplates', () => {
  it('holds the three templates of the spec and nine more, each complete', () => {
    expect(builtInTemplates.map((t) => t.id).sort()).toEqual([
      'bold-creative',
      'brutalist-mono',
      'calm-fintech',
      'clinic-clean',
      'corporate-professional',
      'developer-dark',
      'editorial-serif',
      'luxury-atelier',
      'modern-glassmorphism',
      'organic-grove',
      'playful-learning',
      'retro-synth',
    ]);
    expect(template('modern-glassmorphism')).toMatchObject({ name: 'Modern Glassmorphism', category: 'modern' });
    expect(template('bold-creative')).toMatchObject({ name: 'Bold & Creative', category: 'bold' });
    expect(template('corporate-professional')).toMatchObject({ name: 'Corporate Professional', category: 'classic' });
  });

  it('each bring 6 to 10 catalogue components, catalogue fonts and an example page', () => {
    for (const t of builtInTemplates) {
      expect(t.components?.length, t.id).toBeGreaterThanOrEqual(6);
      expect(t.components?.length, t.id).toBeLessThanOrEqual(10);
      for (const placed of t.components ?? []) expect(findComponent(placed.componentId), `${t.id}: ${placed.componentId}`).toBeDefined();
      expect(findFont(t.typography?.headingFont ?? ''), t.id).toBeDefined();
      expect(findFont(t.typography?.bodyFont ?? ''), t.id).toBeDefined();
      expect(EXAMPLE_PAGE_IDS, t.id).toContain(t.examplePage);
    }
  });

  it('are of distinct character: no two share a name, a primary colour or a pair of fonts', () => {
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(builtInTemplates.map((t) => t.name))).toBe(builtInTemplates.length);
    expect(distinct(builtInTemplates.map((t) => t.theme.primaryColor))).toBe(builtInTemplates.length);
    expect(distinct(builtInTemplates.map((t) => `${t.typography?.headingFont}/${t.typography?.bodyFont}`))).toBe(builtInTemplates.length);
  });

  it('each pass every contrast check of the resolved design (WCAG AA), light and dark', () => {
    for (const t of builtInTemplates) {
      const { report } = resolveTokens(applyTemplate(defaultDesignSystem, t, {}, at));
      expect(report.length, t.id).toBeGreaterThan(0);
      const failing = report.filter((decision) => !decision.passes).map((d) => `${d.mode} ${d.foreground} on ${d.background}: ${d.ratio}`);
      expect(failing, t.id).toEqual([]);
    }
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

  it('adds its components to a design with none, numbered as the same input always numbers them', () => {
    const next = applyTemplate(defaultDesignSystem, bold, {}, at);
    expect(next.components.map((placed) => placed.componentId)).toEqual(bold.components?.map((placed) => placed.componentId));
    expect(next.components[0]).toEqual({ id: 'navbar-1', componentId: 'navbar', props: bold.components?.[0]?.props });
    expect(new Set(next.components.map((placed) => placed.id)).size).toBe(next.components.length);
    const twoStats = applyTemplate(defaultDesignSystem, template('corporate-professional'), {}, at).components.filter((placed) => placed.componentId === 'stat');
    expect(twoStats.map((placed) => placed.id)).toEqual(['stat-1', 'stat-2']);
    expect(twoStats[1]?.customName).toBe('Open tickets');
  });

  it('takes the ids of the components it adds from the caller when given', () => {
    const next = applyTemplate(defaultDesignSystem, bold, {}, at, { instanceId: (componentId, index) => `${componentId}-x${index}` });
    expect(next.components.map((placed) => placed.id).slice(0, 2)).toEqual(['navbar-x0', 'hero-x1']);
  });

  it('sets its fonts, scale and scheme', () => {
    const dark = template('developer-dark');
    const next = applyTemplate(defaultDesignSystem, dark, {}, at);
    expect(fontOfStack(next.typography.headingFamily)?.id).toBe('geist');
    expect(fontOfStack(next.typography.monoFamily)?.id).toBe('geist-mono');
    expect(next.typography.baseSize).toBe(dark.typography?.baseSize);
    expect(next.typography.scaleRatio).toBe(dark.typography?.scaleRatio);
    expect(next.theme.mode).toBe('dark');
    expect(next.theme.styleCategory).toBe('minimal');
    // A template that names no scheme leaves the design's.
    expect(applyTemplate({ ...defaultDesignSystem, theme: { ...defaultDesignSystem.theme, mode: 'auto' } }, bold, {}, at).theme.mode).toBe('auto');
  });

  it('names the example page the design opens on', () => {
    expect(templateExamplePage(applyTemplate(defaultDesignSystem, template('editorial-serif'), {}, at))).toBe('article');
    expect(templateExamplePage(defaultDesignSystem)).toBeUndefined();
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

describe('templateSchema', () => {
  const valid = () => structuredClone(template('calm-fintech')) as Record<string, unknown>;
  const problems = (data: unknown) => {
    const result = templateSchema.safeParse(data);
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it("accepts the spec's shape without the optional fields", () => {
    const { components, typography, examplePage, styleCategory, ...spec } = valid();
    expect([components, typography, examplePage, styleCategory].every((field) => field !== undefined)).toBe(true);
    expect(problems(spec)).toEqual([]);
  });

  it('refuses a component not in the catalogue, an unknown prop and a value its control refuses', () => {
    expect(problems({ ...valid(), components: [{ componentId: 'hologram' }] })).toEqual(['components.0.componentId: "hologram" is not a component of the catalogue']);
    expect(problems({ ...valid(), components: [{ componentId: 'button', props: { colour: 'red' } }] })).toEqual(['components.0.props.colour: Button has no prop "colour"']);
    expect(problems({ ...valid(), components: [{ componentId: 'button', props: { size: 'xl' } }] })[0]).toMatch(/^components\.0\.props\.size: "xl" is not a value/);
  });

  it('refuses a font not in the catalogue and a page that is not an example page', () => {
    expect(problems({ ...valid(), typography: { headingFont: 'comic-sans', bodyFont: 'inter' } })).toEqual(['typography.headingFont: "comic-sans" is not a font of the catalogue']);
    expect(problems({ ...valid(), examplePage: 'blog' })[0]).toMatch(/^examplePage: must be one of the example pages/);
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
