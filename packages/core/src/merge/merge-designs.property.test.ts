import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentCatalogue } from '../catalogue/catalogue.ts';
import { defaultDesignSystem, designSystemSchema, type DesignComponent, type DesignSystem } from '../model/design-system.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { builtInTemplates } from '../templates/built-in.ts';
import { randomDesign } from '../test-support/sample-designs.ts';
import { designSettings, readSetting } from './design-settings.ts';
import { mergeDesigns, mergeNamedDesigns } from './merge-designs.ts';

// Edits as the editor makes them, resolved against the base design: each names what it touches,
// so two lists of edits can be made disjoint.
type Edit =
  | { kind: 'setting'; index: number }
  | { kind: 'prop'; index: number; prop: string; value: string | number | boolean }
  | { kind: 'rename'; index: number; name: string }
  | { kind: 'remove'; index: number }
  | { kind: 'add'; componentId: string }
  | { kind: 'move'; index: number; to: number }
  | { kind: 'template'; index: number };

const componentIds = componentCatalogue.map((component) => component.id);
const randomComponents = fc
  .array(
    fc.record({
      componentId: fc.constantFrom(...componentIds),
      props: fc.dictionary(fc.constantFrom('label', 'variant', 'size', 'title', 'x'), fc.oneof(fc.string({ maxLength: 8 }), fc.boolean(), fc.integer())),
      customName: fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: undefined }),
    }),
    { maxLength: 6 },
  )
  .map((list): DesignComponent[] =>
    list.map((component, index) => ({
      id: `c${index}`,
      componentId: component.componentId,
      props: component.props,
      ...(component.customName === undefined ? {} : { customName: component.customName }),
    })),
  );
const randomBase = fc
  .record({ design: randomDesign, components: randomComponents, template: fc.option(fc.constantFrom(...builtInTemplates), { nil: undefined }) })
  .map(({ design, components, template }) => {
    const withComponents = { ...design, components };
    return template ? applyTemplate(withComponents, template, {}, '2024-01-01T00:00:00.000Z') : withComponents;
  });

const contentEdit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('setting' as const), index: fc.nat({ max: designSettings.length - 1 }) }),
  fc.record({
    kind: fc.constant('prop' as const),
    index: fc.nat(),
    prop: fc.constantFrom('label', 'variant', 'size', 'y'),
    value: fc.oneof(fc.string({ maxLength: 8 }), fc.boolean(), fc.integer()),
  }),
  fc.record({ kind: fc.constant('rename' as const), index: fc.nat(), name: fc.string({ minLength: 1, maxLength: 12 }) }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('add' as const), componentId: fc.constantFrom(...componentIds) }),
);
const moveEdit: fc.Arbitrary<Edit> = fc.record({ kind: fc.constant('move' as const), index: fc.nat(), to: fc.nat() });
const anyEdit: fc.Arbitrary<Edit> = fc.oneof(
  { arbitrary: contentEdit, weight: 5 },
  { arbitrary: moveEdit, weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('template' as const), index: fc.nat({ max: builtInTemplates.length - 1 }) }), weight: 1 },
);

/** What an edit touches in `base`: a setting, a component, or the order. */
function touches(base: DesignSystem, edit: Edit): string {
  const target = base.components[edit.kind === 'setting' || edit.kind === 'add' || edit.kind === 'template' ? 0 : edit.index % Math.max(1, base.components.length)];
  switch (edit.kind) {
    case 'setting':
      return designSettings[edit.index]!.key;
    case 'add':
      return 'nothing';
    case 'move':
      return 'order';
    case 'template':
      return 'template';
    default:
      return `component:${target?.id}`;
  }
}

/** Applies edits in turn; settings take their value from `source` (another valid design). */
function applyEdits(base: DesignSystem, edits: Edit[], source: DesignSystem, side: string): DesignSystem {
  let design = base;
  edits.forEach((edit, step) => {
    const target = base.components[(edit.kind === 'setting' || edit.kind === 'add' || edit.kind === 'template' ? 0 : edit.index) % Math.max(1, base.components.length)];
    const at = target ? design.components.findIndex((component) => component.id === target.id) : -1;
    const replace = (component: DesignComponent) => ({ ...design, components: design.components.map((each, index) => (index === at ? component : each)) });
    switch (edit.kind) {
      case 'setting': {
        const setting = designSettings[edit.index]!;
        design = { ...design, [setting.section]: { ...design[setting.section], [setting.field]: readSetting(source, setting) } };
        break;
      }
      case 'template':
        design = applyTemplate(design, builtInTemplates[edit.index]!, {}, `2024-02-0${(step % 9) + 1}T00:00:00.000Z`);
        break;
      case 'add':
        design = { ...design, components: [...design.components, { id: `${side}${step}`, componentId: edit.componentId, props: {} }] };
        break;
      case 'prop':
        if (at >= 0) design = replace({ ...design.components[at]!, props: { ...design.components[at]!.props, [edit.prop]: edit.value } });
        break;
      case 'rename':
        if (at >= 0) design = replace({ ...design.components[at]!, customName: edit.name });
        break;
      case 'remove':
        if (at >= 0) design = { ...design, components: design.components.filter((_, index) => index !== at) };
        break;
      case 'move':
        if (at >= 0) {
          const components = design.components.slice();
          const [moved] = components.splice(at, 1);
          components.splice(edit.to % (components.length + 1), 0, moved!);
          design = { ...design, components };
        }
        break;
    }
  });
  return design;
}

const valid = (design: DesignSystem) => designSystemSchema.safeParse(design).success;
const editsOf = (arbitrary: fc.Arbitrary<Edit>) => fc.array(arbitrary, { maxLength: 8 });
const scenario = fc.record({ base: randomBase, source: randomDesign, mine: editsOf(anyEdit), theirs: editsOf(anyEdit) });

describe('mergeDesigns, for random designs and edits', () => {
  it('merge(base, x, base) is x and merge(base, base, y) is y, without questions', () => {
    fc.assert(
      fc.property(scenario, ({ base, source, mine }) => {
        const x = applyEdits(base, mine, source, 'm');
        const onlyMine = mergeDesigns(base, x, base);
        expect(onlyMine.conflicts).toEqual([]);
        expect(onlyMine.merged).toEqual(x);
        const onlyTheirs = mergeDesigns(base, base, x);
        expect(onlyTheirs.conflicts).toEqual([]);
        expect(onlyTheirs.merged).toEqual(x);
      }),
      { numRuns: 400 },
    );
  });

  it('merge(base, x, x) is x without questions, with or without the base', () => {
    fc.assert(
      fc.property(scenario, ({ base, source, mine }) => {
        const x = applyEdits(base, mine, source, 'm');
        const copy = structuredClone(x);
        for (const from of [base, undefined]) {
          const { merged, conflicts } = mergeDesigns(from, x, copy);
          expect(conflicts).toEqual([]);
          expect(merged).toEqual(x);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('combines edits of different settings and components without asking', () => {
    fc.assert(
      fc.property(
        fc.record({ base: randomBase, source: randomDesign, mine: editsOf(contentEdit), theirs: editsOf(contentEdit), mover: fc.option(fc.constantFrom('mine', 'theirs'), { nil: undefined }), moves: editsOf(moveEdit) }),
        ({ base, source, mine, theirs, mover, moves }) => {
          const mineTouches = new Set(mine.map((edit) => touches(base, edit)));
          const disjoint = theirs.filter((edit) => touches(base, edit) === 'nothing' || !mineTouches.has(touches(base, edit)));
          const mineEdits = mover === 'mine' ? [...mine, ...moves] : mine;
          const theirsEdits = mover === 'theirs' ? [...disjoint, ...moves] : disjoint;
          const x = applyEdits(base, mineEdits, source, 'm');
          const y = applyEdits(base, theirsEdits, source, 't');
          const { merged, conflicts } = mergeDesigns(base, x, y);
          expect(conflicts).toEqual([]);
          expect(valid(merged)).toBe(true);

          // Every setting holds the value of the side that changed it.
          for (const setting of designSettings) {
            const changed = readSetting(y, setting) !== readSetting(base, setting) ? y : x;
            expect(readSetting(merged, setting)).toEqual(readSetting(changed, setting));
          }
          // Components: each side's additions and removals, each component as the side that touched it left it.
          const byId = (design: DesignSystem) => new Map(design.components.map((component) => [component.id, component]));
          const [baseById, xById, yById] = [byId(base), byId(x), byId(y)];
          const expected = new Set([...xById.keys(), ...yById.keys()].filter((id) => !baseById.has(id) || (xById.has(id) && yById.has(id))));
          expect(new Set(merged.components.map((component) => component.id))).toEqual(expected);
          for (const component of merged.components) {
            const original = baseById.get(component.id);
            const fromX = xById.get(component.id);
            expect(component).toEqual(original && fromX && JSON.stringify(fromX) === JSON.stringify(original) ? (yById.get(component.id) ?? fromX) : fromX ?? yById.get(component.id));
          }
          // The order: that of the side that moved components, among the components it has.
          const leader = mover === 'theirs' ? y : x;
          const leaderIds = leader.components.map((component) => component.id).filter((id) => expected.has(id));
          expect(merged.components.map((component) => component.id).filter((id) => leaderIds.includes(id))).toEqual(leaderIds);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('always gives a valid design, whatever the edits and choices, and asks about each field once', () => {
    fc.assert(
      fc.property(scenario, fc.boolean(), fc.boolean(), ({ base, source, mine, theirs }, knownBase, takeTheirs) => {
        const x = { name: 'Mine', design: applyEdits(base, mine, source, 'm') };
        const y = { name: 'Theirs', design: applyEdits(base, theirs, randomSource(source), 't') };
        const from = knownBase ? { name: 'Base', design: base } : undefined;
        const first = mergeNamedDesigns(from, x, y);
        expect(new Set(first.conflicts.map((conflict) => conflict.key)).size).toBe(first.conflicts.length);
        const choices = Object.fromEntries(first.conflicts.map((conflict) => [conflict.key, takeTheirs ? ('theirs' as const) : ('mine' as const)]));
        const { merged, conflicts } = mergeNamedDesigns(from, x, y, choices);
        expect(conflicts.map((conflict) => conflict.key)).toEqual(first.conflicts.map((conflict) => conflict.key));
        expect(valid(merged.design)).toBe(true);
        expect(merged.name).toBe(takeTheirs ? 'Theirs' : 'Mine');
        // Without a base every difference was a question, so the chosen side comes back whole (the template counter takes the larger).
        const counted = (named: typeof x) => ({ ...named, design: { ...named.design, template: { ...named.design.template, version: merged.design.template.version } } });
        if (!knownBase) expect(merged).toEqual(counted(takeTheirs ? y : x));
        expect(merged.design.template.version).toBe(Math.max(x.design.template.version, y.design.template.version));
      }),
      { numRuns: 400 },
    );
  });

  it('covers every field of the design: a field added to the model must be merged, not taken from mine', () => {
    // Each section's fields are settings; the other top-level parts have their own merge in mergeConfig.
    const mergedElsewhere = ['schemaVersion', 'components', 'componentOverrides', 'template', 'contrastTarget', 'colorOverrides'];
    const sections = Object.keys(designSystemSchema.shape).filter((key) => !mergedElsewhere.includes(key));
    const settingKeys = new Set(designSettings.map((setting) => setting.key));
    // Every field the section's schema names, optional ones (absent from the default design) included.
    const shapeOf = (section: string) => {
      const schema = designSystemSchema.shape[section as keyof typeof designSystemSchema.shape];
      return 'unwrap' in schema ? (schema.unwrap() as { shape: object }).shape : {};
    };
    const fields = sections.flatMap((section) =>
      [...new Set([...Object.keys(defaultDesignSystem[section as keyof DesignSystem] as object), ...Object.keys(shapeOf(section))])].map((field) => `${section}.${field}`),
    );
    expect(fields).toContain('typography.fluidMinScaleRatio');
    expect(fields.filter((key) => !settingKeys.has(key))).toEqual([]);
  });

  it('knows every setting applyTemplate sets', () => {
    fc.assert(
      fc.property(randomBase, fc.constantFrom(...builtInTemplates), (base, template) => {
        const applied = applyTemplate(base, template, {}, '2024-03-01T00:00:00.000Z');
        for (const setting of designSettings.filter((each) => !each.fromTemplate)) {
          expect(readSetting(applied, setting)).toEqual(readSetting(base, setting));
        }
      }),
      { numRuns: 100 },
    );
  });
});

/** Another design's settings for the other side, so both sides often change the same setting differently. */
const randomSource = (source: DesignSystem): DesignSystem => ({ ...source, theme: { ...source.theme, primaryColor: '#000000' } });
