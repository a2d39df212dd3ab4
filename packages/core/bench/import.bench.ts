// Import: a 9,000-token W3C DTCG file with references (generated here, the same every run) read by
// importDesign, next to style-dictionary building CSS variables from the same file in the same run.
// Rounds alternate between the two (and which goes first) so neither gets a warmer machine; medians compared.
import StyleDictionary from 'style-dictionary';
import type { DesignTokens } from 'style-dictionary/types';
import { importDesign } from '../src/index.ts';

const TOKENS = 9000;
const ROUNDS = 7;

/** A deterministic pseudo-random number in [0, 1): the file is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/** Objects with a `$value`, counted over the document. */
function countTokens(node: unknown): number {
  if (typeof node !== 'object' || node === null) return 0;
  if ('$value' in node) return 1;
  return Object.values(node).reduce((sum: number, child) => sum + countTokens(child), 0);
}

/** A design-system-shaped DTCG document: colour scales, semantic aliases, type, space, radius, durations. */
function generateTokens(count: number): { document: DesignTokens; count: number } {
  const random = seeded(19);
  const hex = () => `#${Math.floor(random() * 0xffffff).toString(16).padStart(6, '0')}`;
  const steps = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];
  const scale: Record<string, unknown> = {};
  const semantic: Record<string, unknown> = {};
  const space: Record<string, unknown> = {};
  const component: Record<string, unknown> = {};
  let made = 0;
  for (let hue = 0; made < count * 0.4; hue++) {
    scale[`hue${hue}`] = Object.fromEntries(steps.map((step) => [step, { $value: hex() }]));
    made += steps.length;
  }
  const hues = Object.keys(scale);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)] as T;
  for (let i = 0; made < count * 0.7; i++, made++) semantic[`role${i}`] = { $value: `{color.scale.${pick(hues)}.${pick(steps)}}` };
  for (let i = 0; made < count * 0.8; i++, made++) space[`s${i}`] = { $value: `${(i % 64) * 0.25}rem` };
  const spaces = Object.keys(space);
  const roles = Object.keys(semantic);
  for (let i = 0; made < count - 20; i++, made += 3) {
    component[`c${i}`] = {
      padding: { $type: 'dimension', $value: `{space.${pick(spaces)}}` },
      background: { $type: 'color', $value: `{color.semantic.${pick(roles)}}` },
      radius: { $type: 'dimension', $value: `${Math.floor(random() * 16)}px` },
    };
  }
  const document = {
    color: {
      $type: 'color',
      scale,
      semantic,
      primary: { $value: '{color.scale.hue0.600}' },
      secondary: { $value: '{color.scale.hue1.500}' },
      accent: { $value: '{color.scale.hue2.500}' },
      neutral: { $value: '{color.scale.hue3.500}' },
      success: { $value: '#16a34a' },
      warning: { $value: '#d97706' },
      danger: { $value: '#dc2626' },
      info: { $value: '#0284c7' },
    },
    space: { $type: 'dimension', ...space },
    font: {
      family: { $type: 'fontFamily', body: { $value: ['Inter', 'sans-serif'] }, mono: { $value: ['JetBrains Mono', 'monospace'] } },
      size: { $type: 'dimension', sm: { $value: '0.875rem' }, base: { $value: '1rem' }, lg: { $value: '1.25rem' } },
    },
    radius: { $type: 'dimension', sm: { $value: '4px' }, md: { $value: '8px' }, lg: { $value: '12px' } },
    duration: { $type: 'duration', fast: { $value: '150ms' }, normal: { $value: '300ms' } },
    shared: { component },
  };
  return { document: document as DesignTokens, count: countTokens(document) };
}

const { document, count } = generateTokens(TOKENS);
const text = JSON.stringify(document);

async function styleDictionary(): Promise<void> {
  const sd = new StyleDictionary({
    tokens: structuredClone(document),
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'disabled' },
    platforms: { css: { transformGroup: 'css', files: [{ destination: 'variables.css', format: 'css/variables' }] } },
  });
  await sd.formatAllPlatforms();
}

function kitsmith(): void {
  importDesign({ text, filename: 'tokens.json' });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function time(run: () => unknown): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const reported = importDesign({ text }).report;
const accounted = new Set(reported.mapped.map((m) => m.path)).size + reported.unmapped.length;
if (accounted !== count) throw new Error(`the import accounted for ${accounted} tokens of ${count}`);

const times = { kitsmith: [] as number[], styleDictionary: [] as number[] };
await styleDictionary();
kitsmith();
for (let round = 0; round < ROUNDS; round++) {
  if (round % 2 === 0) {
    times.styleDictionary.push(await time(styleDictionary));
    times.kitsmith.push(await time(kitsmith));
  } else {
    times.kitsmith.push(await time(kitsmith));
    times.styleDictionary.push(await time(styleDictionary));
  }
}

const ours = median(times.kitsmith);
const theirs = median(times.styleDictionary);
console.log(`\nImport of a ${count}-token DTCG file (${(text.length / 1e6).toFixed(2)} MB), median of ${ROUNDS} alternating rounds`);
console.table([
  { task: 'kitsmith: importDesign', 'median (ms)': Number(ours.toFixed(1)) },
  { task: 'style-dictionary: css/variables build', 'median (ms)': Number(theirs.toFixed(1)) },
]);
console.log(`importDesign / style-dictionary: ${(ours / theirs).toFixed(2)} (target <= 0.5)`);
