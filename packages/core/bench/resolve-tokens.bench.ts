// `npm run bench`: median time of the core's hot paths, as a ratio against a
// baseline (structuredClone of the same design) measured in the same run, so
// the numbers compare across machines.
import { Bench } from 'tinybench';
import { applyTemplate, builtInTemplates, defaultDesignSystem, parseDesignSystem, resolveTokens } from '../src/index.ts';

const bold = builtInTemplates.find((template) => template.id === 'bold-creative');
if (!bold) throw new Error('bold-creative template missing');
const templated = applyTemplate(defaultDesignSystem, bold, {}, '2026-01-01T00:00:00.000Z');

// A fresh brand colour every run, so no cache helps: what a colour-picker drag costs.
const fresh = Array.from({ length: 4096 }, (_, i) =>
  parseDesignSystem({ schemaVersion: 2, theme: { primaryColor: `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}` } }),
);
let next = 0;

const bench = new Bench({ time: 1500, warmupTime: 300 });
bench
  .add('baseline: structuredClone(design)', () => {
    structuredClone(defaultDesignSystem);
  })
  .add('parseDesignSystem(default)', () => {
    parseDesignSystem(defaultDesignSystem);
  })
  .add('resolveTokens(default)', () => {
    resolveTokens(defaultDesignSystem);
  })
  .add('resolveTokens(bold-creative)', () => {
    resolveTokens(templated);
  })
  .add('resolveTokens(new primary colour)', () => {
    resolveTokens(fresh[next++ % fresh.length] ?? defaultDesignSystem);
  });

await bench.run();

const median = (index: number): number => {
  const result = bench.tasks[index]?.result;
  if (!result || !('latency' in result)) throw new Error(`bench task ${index} did not complete`);
  return result.latency.p50;
};
const baseline = median(0);
console.table(
  bench.tasks.map((task, index) => ({
    task: task.name,
    'median (µs)': Number((median(index) * 1000).toFixed(2)),
    'x baseline': Number((median(index) / baseline).toFixed(1)),
    samples: task.result && 'latency' in task.result ? task.result.latency.samplesCount : 0,
  })),
);
