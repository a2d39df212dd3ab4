import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '../scripts/build.ts';

const srcDir = fileURLToPath(new URL('./', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(srcDir, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Static imports only: src/ui/create-ui.ts loads the ink printer with import(), in a terminal only. */
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');

/** Every source file the bundle loads before any dynamic import() runs, starting from `output`. */
function staticInputs(metafile: Metafile, output: string): Set<string> {
  const outputs = new Set<string>();
  const visit = (path: string) => {
    if (outputs.has(path)) return;
    outputs.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  visit(output);
  return new Set([...outputs].flatMap((path) => Object.keys(metafile.outputs[path]?.inputs ?? {})));
}

describe('layering and bundle', () => {
  it('keeps ink and react out of everything but src/ui/ink', () => {
    const offenders = ['commands', 'services', 'api', 'config', 'generate', 'design', 'ui']
      .flatMap(sourceFiles)
      .filter((file) => !file.includes(`${join('ui', 'ink')}`))
      .flatMap((file) =>
        importsOf(file)
          .filter((name) => /^(ink|react)(\/|$)|\/ink\//.test(name))
          .map((name) => `${relative(srcDir, file)} imports ${name}`),
      );
    expect(offenders).toEqual([]);
  });

  let metafile: Metafile;
  beforeAll(async () => {
    metafile = (await build({ ...bundleOptions, write: false, metafile: true, logLevel: 'silent' })).metafile;
  });

  it('loads no ink, react, prettier or generation engine before a command asks for them', () => {
    const entry = Object.keys(metafile.outputs).find((path) => path.endsWith('dist/kitsmith.js'));
    if (!entry) throw new Error('the bundle has no dist/kitsmith.js');
    const loaded = [...staticInputs(metafile, entry)];
    expect(loaded.some((input) => input.includes('node_modules/commander/'))).toBe(true);
    // Core's list of formats (export/types.ts) is a constant the options are checked against; the rest waits.
    const heavy = loaded.filter(
      (input) =>
        /node_modules\/(ink|react|react-reconciler|prettier|handlebars|colorjs\.io)\/|packages\/core\/src\/(generated|catalogue|tokens|export)\//.test(
          input,
        ) && !input.endsWith('packages/core/src/export/types.ts'),
    );
    expect(heavy).toEqual([]);
  });

  it('bundles only what runs: zod’s English messages, handlebars without source-map', () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.filter((input) => /zod\/v4\/locales\//.test(input)).map((input) => input.replace(/.*locales\//, ''))).toEqual([
      'en.js',
    ]);
    expect(inputs.filter((input) => input.includes('node_modules/source-map/'))).toEqual([]);
  });
});
