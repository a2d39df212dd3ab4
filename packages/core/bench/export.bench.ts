// Export: all formats for the full catalogue, per format, and the one file a code
// panel regenerates, next to style-dictionary's own build of the same tokens
// (css variables, javascript and typescript declarations) measured in the same run;
// and the shadcn export of one design, from resolution to globals.css.
import StyleDictionary from 'style-dictionary';
import type { DesignTokens } from 'style-dictionary/types';
import { Bench } from 'tinybench';
import {
  EXPORT_FORMATS,
  createExportContext,
  defaultDesignSystem,
  exportDesignSystem,
  parseDesignSystem,
  resolveTokens,
  runExporter,
  tokensCss,
} from '../src/index.ts';
import { medianMs, printTable } from './print-table.ts';

const context = createExportContext(defaultDesignSystem, { components: 'all' });
const dtcg = Object.fromEntries(
  runExporter('dtcg', context).map((file) => [file.path, JSON.parse(file.contents) as DesignTokens]),
);
const lightTokens: DesignTokens = {
  ...dtcg['dtcg/primitives.tokens.json'],
  ...dtcg['dtcg/light.tokens.json'],
  ...dtcg['dtcg/components.tokens.json'],
};
const STYLE_DICTIONARY = 'style-dictionary: css + javascript + typescript declarations';

// A new primary colour each time, as a colour-picker drag sends them.
const colours = Array.from({ length: 1024 }, (_, i) =>
  parseDesignSystem({ schemaVersion: 2, theme: { primaryColor: `#${((i * 40503) % 0xffffff).toString(16).padStart(6, '0')}` } }),
);
let next = 0;

const bench = new Bench({ time: 2000, warmupTime: 500 });
bench.add(STYLE_DICTIONARY, async () => {
  const sd = new StyleDictionary({
    tokens: lightTokens,
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'disabled' },
    platforms: {
      css: { transformGroup: 'css', files: [{ destination: 'variables.css', format: 'css/variables' }] },
      js: { transformGroup: 'js', files: [{ destination: 'tokens.js', format: 'javascript/es6' }] },
      ts: { transformGroup: 'js', files: [{ destination: 'tokens.d.ts', format: 'typescript/es6-declarations' }] },
    },
  });
  await sd.formatAllPlatforms();
});
bench.add('kitsmith: all formats, full catalogue', async () => {
  await exportDesignSystem(defaultDesignSystem, { formats: [...EXPORT_FORMATS], components: 'all' });
});
for (const format of EXPORT_FORMATS) {
  bench.add(`kitsmith: ${format}`, () => {
    runExporter(format, context);
  });
}
bench.add('shadcn: globals.css of one design (resolution included)', () => {
  const system = colours[next++ % colours.length] ?? defaultDesignSystem;
  runExporter('shadcn', createExportContext(system));
});
bench.add('code panel: css/tokens.css after a colour change', () => {
  const system = colours[next++ % colours.length] ?? defaultDesignSystem;
  tokensCss(resolveTokens(system), system.theme.mode, '');
});

await bench.run();
console.log('\nExport (baseline: style-dictionary building the same tokens)');
printTable(bench, STYLE_DICTIONARY);
const ratio = medianMs(bench, 'kitsmith: all formats, full catalogue') / medianMs(bench, STYLE_DICTIONARY);
const panel = medianMs(bench, 'code panel: css/tokens.css after a colour change');
console.log(`All formats / style-dictionary: ${ratio.toFixed(2)} (target <= 1.0)`);
console.log(`Code panel file: ${panel.toFixed(2)} ms (target <= 5 ms)`);
const shadcn = medianMs(bench, 'shadcn: globals.css of one design (resolution included)');
console.log(`shadcn export of one design: ${shadcn.toFixed(2)} ms (target < 5 ms)`);
