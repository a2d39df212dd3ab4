// Token resolution: medians against a structuredClone of the same design, measured in the same run. The
// high-contrast schemes resolve when first read, so a colour drag (one scheme) pays for light and dark only.
import { Bench } from 'tinybench';
import { applyTemplate, builtInTemplates, defaultDesignSystem, parseDesignSystem, resolveTokens } from '../src/index.ts';
import { printTable } from './print-table.ts';

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
  })
  // What a colour drag reads (the canvas repaints one scheme); the high-contrast schemes resolve only when read.
  .add('resolveTokens(new primary colour) + light', () => {
    void resolveTokens(fresh[next++ % fresh.length] ?? defaultDesignSystem).semantic.light;
  })
  // What an export or the contrast report reads: every scheme.
  .add('resolveTokens(new primary colour) + every scheme and the report', () => {
    void resolveTokens(fresh[next++ % fresh.length] ?? defaultDesignSystem).report;
  });

await bench.run();
console.log('\nresolveTokens');
printTable(bench, 'baseline: structuredClone(design)');
