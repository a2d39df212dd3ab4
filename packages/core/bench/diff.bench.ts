// Version history: diffDesigns of two designs that each place the full catalogue, next to resolving one
// design's tokens (which a diff does twice) measured in the same run. Every run takes a fresh primary
// colour, so no palette cache helps: what saving a version after an edit costs.
import { Bench } from 'tinybench';
import {
  applyTemplate,
  builtInTemplates,
  componentCatalogue,
  countChanges,
  defaultDesignSystem,
  designContentHash,
  diffDesigns,
  parseDesignSystem,
  resolveTokens,
  type DesignSystem,
} from '../src/index.ts';
import { medianMs, printTable } from './print-table.ts';

const catalogue = componentCatalogue.map((component, index) => ({ id: `c${index}`, componentId: component.id, props: {} }));
const before = parseDesignSystem({ schemaVersion: 2, components: catalogue });

/** `before` with a new primary colour and a designer's component edits: props, a name, one component moved. */
function edited(primaryColor: string): DesignSystem {
  const components = catalogue.map((component, index) =>
    index % 11 === 0 ? { ...component, customName: `Custom ${index}`, props: { label: `Label ${index}` } } : component,
  );
  const [first] = components.splice(3, 1);
  components.push(first!);
  return { ...before, theme: { ...before.theme, primaryColor }, components };
}
const colour = (i: number) => `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`;
const afters = Array.from({ length: 4096 }, (_, i) => edited(colour(i)));
const fresh = Array.from({ length: 4096 }, (_, i) => ({ ...before, theme: { ...before.theme, primaryColor: colour(i + 4096) } }));
const bold = builtInTemplates.find((template) => template.id === 'bold-creative');
if (!bold) throw new Error('bold-creative template missing');
// Everything differs: a template applied and the components in reverse order.
const templated = applyTemplate({ ...defaultDesignSystem, components: [...catalogue].reverse() }, bold, {}, '2026-01-01T00:00:00.000Z');
const componentsOnly = edited(before.theme.primaryColor);
let next = 0;
let nextFresh = 0;

const BASELINE = 'baseline: resolveTokens(new primary colour)';
const EDIT = `diffDesigns: new primary colour + component edits (${catalogue.length} components)`;
const bench = new Bench({ time: 1500, warmupTime: 300 });
bench
  .add(BASELINE, () => {
    resolveTokens(fresh[nextFresh++ % fresh.length]!);
  })
  .add(EDIT, () => {
    diffDesigns(before, afters[next++ % afters.length]!);
  })
  .add('diffDesigns: template applied, components reversed', () => {
    diffDesigns(before, templated);
  })
  .add('diffDesigns: component edits only (no token work)', () => {
    diffDesigns(before, componentsOnly);
  })
  .add('countChanges(diff)', () => {
    countChanges(diffDesigns(before, componentsOnly));
  })
  .add(`designContentHash(${catalogue.length} components)`, () => {
    designContentHash(templated);
  });

await bench.run();
console.log('\nVersion history (baseline: resolving one design’s tokens)');
printTable(bench, BASELINE);
console.log(`Diff of two full-catalogue designs: ${medianMs(bench, EDIT).toFixed(2)} ms median (target <= 5 ms)`);
