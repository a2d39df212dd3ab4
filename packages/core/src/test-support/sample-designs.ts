import fc from 'fast-check';
import { componentCatalogue } from '../catalogue/catalogue.ts';
import type { ComponentDefinition, ConfigurableProp, PropValue } from '../model/component.ts';
import { defaultDesignSystem, parseDesignSystem, type DesignComponent, type DesignSystem } from '../model/design-system.ts';
import {
  buttonAnimationSchema,
  buttonSizeSchema,
  buttonVariantSchema,
  cardBackgroundSchema,
  cardBorderSchema,
  focusStyleSchema,
  paddingScaleSchema,
  type ComponentOverrides,
} from '../model/template.ts';
import { shadowLevelSchema } from '../model/primitives.ts';
import { DESIGN_LIMITS } from '../model/design-options.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { builtInTemplates } from '../templates/built-in.ts';

/** Test support for the token exporters: the default design and each built-in template applied to it. */
export const sampleDesigns: readonly (readonly [string, DesignSystem])[] = [
  ['default', defaultDesignSystem],
  ...builtInTemplates.map(
    (template) => [template.id, applyTemplate(defaultDesignSystem, template, {}, '2024-01-01T00:00:00.000Z')] as const,
  ),
];

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

const family = fc.oneof(
  fc.constantFrom('Inter', 'system-ui', 'serif', 'Georgia', 'Helvetica Neue', "'Open Sans'", '"Source Serif 4"'),
  fc.stringMatching(/^[A-Z][a-z]{2,24}$/).map((name) => `'${name} Display'`),
);

/** Link props take what the model keeps: relative paths, anchors and web addresses. */
const link = fc.oneof(fc.constantFrom('/pricing', '#top', 'docs/start', '?plan=pro', ''), fc.webUrl({ withQueryParameters: true, withFragments: true }));

/** A value the prop's own control accepts: its options, its range on its step, its length, a safe link. */
function propValue(prop: ConfigurableProp): fc.Arbitrary<PropValue> {
  switch (prop.control) {
    case 'select':
      return fc.constantFrom(...prop.options.map((option) => option.value));
    case 'boolean':
      return fc.boolean();
    case 'color':
      return hex;
    case 'number': {
      const steps = Math.floor((prop.max - prop.min) / prop.step + 1e-9);
      return fc.integer({ min: 0, max: steps }).map((step) => Number((prop.min + step * prop.step).toFixed(6)));
    }
    case 'text':
      return prop.format === 'url' ? link : fc.string({ unit: 'grapheme', maxLength: prop.maxLength ?? 120 });
  }
}

/** A catalogue component with some of its props set (the rest keep their defaults) and maybe a name of its own. */
const placedComponent = (definition: ComponentDefinition) =>
  fc.record(
    {
      componentId: fc.constant(definition.id),
      props: fc.record(Object.fromEntries(definition.configurableProps.map((prop) => [prop.name, propValue(prop)])), { requiredKeys: [] }),
      customName: fc.string({ minLength: 1, maxLength: 120 }),
    },
    { requiredKeys: ['componentId', 'props'] },
  );

/** Up to eight components from anywhere in the catalogue, repeats included, each with its own props. */
export const randomComponents: fc.Arbitrary<DesignComponent[]> = fc
  .array(fc.constantFrom(...componentCatalogue).chain(placedComponent), { maxLength: 8 })
  .map((components) =>
    components.map(({ props, ...component }, index) => ({
      id: `c${index}`,
      ...component,
      props: Object.fromEntries(Object.entries(props).filter((entry): entry is [string, PropValue] => entry[1] !== undefined)),
    })),
  );

const length = fc.oneof(fc.constant('0'), fc.integer({ min: 0, max: 48 }).map((n) => `${n}px`), fc.integer({ min: 0, max: 30 }).map((n) => `${n / 10}rem`));
const shadowLevel = fc.constantFrom(...shadowLevelSchema.options);

/** How a template styles buttons, form fields and cards: what the component tokens are made of. */
export const randomComponentOverrides: fc.Arbitrary<ComponentOverrides> = fc.record({
  buttons: fc.record({
    defaultVariant: fc.constantFrom(...buttonVariantSchema.options),
    defaultSize: fc.constantFrom(...buttonSizeSchema.options),
    gradient: fc.boolean(),
    animation: fc.constantFrom(...buttonAnimationSchema.options),
    borderRadius: length,
    shadow: shadowLevel,
    padding: fc.constantFrom(...paddingScaleSchema.options),
  }),
  forms: fc.record({ borderRadius: length, shadow: shadowLevel, focusStyle: fc.constantFrom(...focusStyleSchema.options) }),
  cards: fc.record({
    borderRadius: length,
    shadow: shadowLevel,
    border: fc.constantFrom(...cardBorderSchema.options),
    background: fc.constantFrom(...cardBackgroundSchema.options),
  }),
});

/**
 * Random designs: any colours, font stacks (some too long for one line), scales, schemes, shadows and
 * motion; placed components with their props; component styling of its own, or none, or a built-in
 * template's (applied over the rest, as the editor applies one).
 */
export const randomDesign: fc.Arbitrary<DesignSystem> = fc
  .record({
    theme: fc.record({
      mode: fc.constantFrom('light', 'dark', 'auto'),
      primaryColor: hex,
      secondaryColor: hex,
      accentColor: hex,
      animations: fc.boolean(),
    }),
    colors: fc.record({ neutral: hex, success: hex, warning: hex, danger: hex, info: hex }),
    typography: fc.record({
      headingFamily: fc.array(family, { minLength: 1, maxLength: 6 }).map((list) => list.join(', ')),
      bodyFamily: fc.array(family, { minLength: 1, maxLength: 6 }).map((list) => list.join(', ')),
      monoFamily: fc.array(family, { minLength: 1, maxLength: 6 }).map((list) => list.join(', ')),
      baseSize: fc.integer({ min: 10, max: 32 }),
      scaleRatio: fc.double({ min: 1.05, max: 2, noNaN: true }),
      density: fc.constantFrom('compact', 'normal', 'spacious'),
      // Fluid type: each of the design's own, or left to be derived.
      fluidMinViewport: fc.integer(DESIGN_LIMITS.fluidMinViewport),
      fluidMaxViewport: fc.integer(DESIGN_LIMITS.fluidMaxViewport),
      fluidMinScaleRatio: fc.double({ ...DESIGN_LIMITS.scaleRatio, noNaN: true }),
    }, { requiredKeys: ['headingFamily', 'bodyFamily', 'monoFamily', 'baseSize', 'scaleRatio', 'density'] }),
    spacing: fc.record({
      baseUnit: fc.double({ min: 1, max: 32, noNaN: true }),
      density: fc.constantFrom('tight', 'normal', 'loose'),
    }),
    radius: fc.record({ base: fc.double({ min: 0, max: 64, noNaN: true }) }),
    shadows: fc.record({ level: fc.constantFrom('none', 'subtle', 'medium', 'strong') }),
    motion: fc.record({ animationStyle: fc.constantFrom('subtle', 'moderate', 'bold') }),
    components: randomComponents,
    componentOverrides: fc.option(randomComponentOverrides, { nil: null }),
    template: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...builtInTemplates) }),
  })
  .map(({ template, ...input }) => {
    const design = parseDesignSystem({ schemaVersion: 2, ...input });
    return template ? applyTemplate(design, template, {}, '2024-01-01T00:00:00.000Z') : design;
  });
