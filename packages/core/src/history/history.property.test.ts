import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERRIDE_SCHEMES } from '../model/color-overrides.ts';
import type { DesignComponent, DesignSystem } from '../model/design-system.ts';
import { randomDesign } from '../test-support/sample-designs.ts';
import { applyDiff } from './apply-diff.ts';
import { suggestBump } from './bump.ts';
import { designContentHash } from './content-hash.ts';
import { countChanges } from './count-changes.ts';
import { diffDesigns, isEmptyDiff } from './diff-designs.ts';
import { designDiffSchema } from './diff-schema.ts';
import { diffTokenValues, type SchemeValues } from './diff-tokens.ts';

/** Edits to a design's components as the editor makes them: some removed, the rest shuffled, renamed and re-propped, some added. */
const editedComponents = (components: readonly DesignComponent[]) =>
  fc
    .record({
      keep: fc.array(fc.boolean(), { minLength: components.length, maxLength: components.length }),
      order: fc.shuffledSubarray([...components.keys()], { minLength: components.length, maxLength: components.length }),
      names: fc.array(fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: undefined }), { minLength: components.length, maxLength: components.length }),
      labels: fc.array(fc.option(fc.string({ maxLength: 8 }), { nil: undefined }), { minLength: components.length, maxLength: components.length }),
      added: fc.array(fc.constantFrom('button', 'card', 'tabs', 'badge'), { maxLength: 3 }),
    })
    .map(({ keep, order, names, labels, added }): DesignComponent[] => [
      ...order
        .filter((index) => keep[index])
        .map((index) => {
          const { customName: _name, ...component } = structuredClone(components[index]!);
          const name = names[index];
          const label = labels[index];
          return {
            ...component,
            ...(name === undefined ? {} : { customName: name }),
            props: label === undefined ? component.props : { ...component.props, label },
          };
        }),
      ...added.map((componentId, index) => ({ id: `new${index}`, componentId, props: {} })),
    ]);

/** Two designs: unrelated ones (ids may be shared by other components), or the second edited from the first. */
const pair: fc.Arbitrary<[DesignSystem, DesignSystem]> = fc.oneof(
  fc.tuple(randomDesign, randomDesign),
  fc.tuple(randomDesign, randomDesign).chain(([a, settingsFrom]) =>
    fc.tuple(
      fc.constant(a),
      editedComponents(a.components).chain((components) =>
        fc.constantFrom<DesignSystem>({ ...a, components }, { ...settingsFrom, components }, { ...a, components, theme: settingsFrom.theme }),
      ),
    ),
  ),
);

describe('diffDesigns, for random designs', () => {
  it('diff(a, a) is empty, also against a copy', () => {
    fc.assert(
      fc.property(randomDesign, (a) => {
        expect(isEmptyDiff(diffDesigns(a, a))).toBe(true);
        expect(isEmptyDiff(diffDesigns(a, structuredClone(a), { before: { name: 'x' }, after: { name: 'x' } }))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('applying diff(a, b) to a yields b', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        expect(applyDiff(a, diffDesigns(a, b))).toEqual(b);
      }),
      { numRuns: 200 },
    );
  });

  it('is empty exactly when the designs hold the same data, and the content hash agrees', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const empty = isEmptyDiff(diffDesigns(a, b));
        expect(empty).toBe(designContentHash(a) === designContentHash(b));
        expect(countChanges(diffDesigns(a, b)).total === 0).toBe(empty);
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic and answers the contract’s schema', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const diff = diffDesigns(a, b);
        expect(diffDesigns(structuredClone(a), structuredClone(b))).toEqual(diff);
        expect(designDiffSchema.parse(JSON.parse(JSON.stringify(diff)))).toEqual(JSON.parse(JSON.stringify(diff)));
      }),
      { numRuns: 100 },
    );
  });

  it('never suggests less than major when a component is removed or renamed', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const diff = diffDesigns(a, b);
        const afterIds = new Map(b.components.map((component) => [component.id, component]));
        const lost = a.components.some((component) => {
          const now = afterIds.get(component.id);
          return !now || now.componentId !== component.componentId || now.customName !== component.customName;
        });
        if (lost) expect(suggestBump(diff)).toBe('major');
        else if (b.components.length > a.components.length) expect(suggestBump(diff)).toBe('minor');
      }),
      { numRuns: 200 },
    );
  });

  it('never suggests less than major when a token is removed', () => {
    const paths = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 });
    const values = fc.record({ light: paths, dark: paths, hcLight: paths, hcDark: paths }).map(
      ({ light, dark, hcLight, hcDark }): SchemeValues => ({
        light: new Map(light.map((path) => [path, { type: 'color', value: `#${path}${path}0000` }])),
        dark: new Map(dark.map((path) => [path, { type: 'color', value: `#0000${path}${path}` }])),
        'high-contrast-light': new Map(hcLight.map((path) => [path, { type: 'color', value: `#${path}${path}0000` }])),
        'high-contrast-dark': new Map(hcDark.map((path) => [path, { type: 'color', value: `#00${path}${path}00` }])),
      }),
    );
    fc.assert(
      fc.property(values, values, (was, is) => {
        const tokens = diffTokenValues(was, is);
        const removed = OVERRIDE_SCHEMES.some((scheme) => [...was[scheme].keys()].some((path) => !is[scheme].has(path)));
        const bump = suggestBump({ tokens, settings: [], components: [], componentOrder: null, template: null, metadata: [] });
        if (removed) expect(bump).toBe('major');
        else expect(bump).not.toBe('major');
      }),
    );
  });
});
