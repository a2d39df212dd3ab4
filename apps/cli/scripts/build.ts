// Bundles the CLI into dist/kitsmith.js with esbuild. Code that only some runs need (ink and
// react for a terminal, prettier for a user's own code style, core for anything beyond
// --help) sits behind dynamic imports and lands in dist/chunks/, so a run loads only what it uses.
import { chmodSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Plugin } from 'esbuild';

const cliDir = fileURLToPath(new URL('../', import.meta.url));
const outdir = `${cliDir}dist`;

/**
 * zod's `z` namespace carries the error messages of every locale (about 260 kB
 * minified, a fifth of what an export loads). Nothing here switches zod's
 * locale, so only English, its default, is bundled.
 */
const englishOnlyZod: Plugin = {
  name: 'english-only-zod',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(args.importer)
        ? { path: fileURLToPath(new URL('./zod-locales.ts', import.meta.url)) }
        : undefined,
    );
  },
};

/** How the CLI is bundled (also used by the test that checks what a plain run loads). */
export const bundleOptions = {
  absWorkingDir: cliDir,
  entryPoints: { kitsmith: 'src/kitsmith.ts' },
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  // Smaller code parses faster, and a cold start is mostly parsing.
  minify: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  // ink loads React DevTools only when DEV=true; it is not a dependency.
  external: ['react-devtools-core'],
  plugins: [englishOnlyZod],
  // Handlebars' builder without source maps is lighter to load and to run (see no-source-map.ts).
  alias: { 'source-map': fileURLToPath(new URL('./no-source-map.ts', import.meta.url)) },
  // CommonJS dependencies (commander) call require(); an ES module has none of its own.
  banner: {
    js: 'import { createRequire as __kitsmithRequire } from "node:module"; const require = __kitsmithRequire(import.meta.url);',
  },
  logLevel: 'warning',
} satisfies BuildOptions;

/** Builds dist/ from src/; returns the entry file's path. */
export async function buildCli(): Promise<string> {
  rmSync(outdir, { recursive: true, force: true });
  await build(bundleOptions);
  const entry = `${outdir}/kitsmith.js`;
  chmodSync(entry, 0o755);
  return entry;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildCli();
}
