// The generator: six candidates from three brand colours, beside resolveTokens of one design, measured in the same run.
// Target: all six in under 50 ms (median), so the Generate panel can regenerate while a colour is dragged.
import { Bench } from 'tinybench';
import { generateDesignSystem, resolveTokens } from '../src/index.ts';
import { medianMs, printTable } from './print-table.ts';

const TARGET_MS = 50;
const brand = ['#0f766e', '#f59e0b', '#1e293b'];
const [design] = generateDesignSystem({ brandColors: brand, count: 1 });
if (!design) throw new Error('no candidate generated');

// Fresh brand colours every run, so no palette or contrast cache helps: what each step of a colour drag costs.
const hex = (n: number) => `#${(n % 0xffffff).toString(16).padStart(6, '0')}`;
const fresh = Array.from({ length: 4096 }, (_, i) => [hex(i * 2654435761), hex(i * 40503 + 0x5a5a5a), hex(i * 97 + 0x202020)]);
let next = 0;
let seed = 0;

const bench = new Bench({ time: 3000, warmupTime: 500 });
bench
  .add('resolveTokens(one generated design)', () => {
    resolveTokens(design.design);
  })
  .add('generateDesignSystem(3 brand colours) x6, same colours', () => {
    generateDesignSystem({ brandColors: brand, seed: seed++ });
  })
  .add('generateDesignSystem(3 brand colours) x6, new colours', () => {
    generateDesignSystem({ brandColors: fresh[next++ % fresh.length] ?? brand });
  })
  .add('generateDesignSystem(1 brand colour) x6, new colour', () => {
    generateDesignSystem({ brandColors: [fresh[next++ % fresh.length]?.[0] ?? '#0f766e'] });
  });

await bench.run();
console.log('\ngenerateDesignSystem');
printTable(bench, 'resolveTokens(one generated design)');
for (const task of bench.tasks.filter((t) => t.name.startsWith('generate'))) {
  const median = medianMs(bench, task.name);
  console.log(`${task.name}: median ${median.toFixed(2)} ms, target < ${TARGET_MS} ms: ${median < TARGET_MS ? 'met' : 'MISSED'}`);
}
