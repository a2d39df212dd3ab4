import fc from 'fast-check';
import { defaultDesignSystem, parseDesignSystem, type DesignSystem } from '../model/design-system.ts';
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

/** Random designs: any colours, font stacks (some too long for one line), scales, schemes, shadows and motion. */
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
    }),
    spacing: fc.record({
      baseUnit: fc.double({ min: 1, max: 32, noNaN: true }),
      density: fc.constantFrom('tight', 'normal', 'loose'),
    }),
    radius: fc.record({ base: fc.double({ min: 0, max: 64, noNaN: true }) }),
    shadows: fc.record({ level: fc.constantFrom('none', 'subtle', 'medium', 'strong') }),
    motion: fc.record({ animationStyle: fc.constantFrom('subtle', 'moderate', 'bold') }),
  })
  .map((input) => parseDesignSystem({ schemaVersion: 2, ...input }));
