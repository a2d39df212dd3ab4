// Builds the API into dist/ with esbuild: src/server.ts (the server, what an operator or a
// container runs: `node apps/api/dist/server.js`) and src/start.ts (`npm start`: the web
// app's build check, then the same server) share their code through one chunk. Workspace
// packages (@kitsmith/*) and pure-JS dependencies are bundled; native or dynamically loaded
// ones stay in node_modules (EXTERNAL). dist/build-stamp.json records the sources it was
// built from, so `npm start` rebuilds only when they changed (`ensureBuilt`).
//
//   node scripts/build.mjs            build (always)
//   node scripts/build.mjs --if-stale build only when the stamp no longer matches the sources
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = join(apiDir, '..', '..');
export const distDir = join(apiDir, 'dist');
const stampFile = join(distDir, 'build-stamp.json');

/**
 * Loaded from node_modules at run time, not bundled: better-sqlite3 is native, pg has an
 * optional native binding, pino starts its transports as worker threads from its own files.
 * knex is bundled (its dialects are plain requires; loading its ~150 files one by one cost
 * more than compiling them in the bundle), so the drivers of the databases we do not use,
 * which its dialects require only when one is chosen, stay outside and unresolved.
 * iconv-lite (the body parser's decoder) stays outside too: its encoding tables, nearly
 * half a megabyte, are read on the first request body instead of compiled at every start.
 * @resvg/resvg-js is native (a .node addon per platform), satori loads its layout engine's
 * WebAssembly and subset-font HarfBuzz's (and wawoff2's) from their packages' files: all three
 * draw the public page's social image and stay outside as they are.
 */
export const EXTERNAL = [
  'better-sqlite3', 'pg', 'pg-native', 'pino', 'mysql', 'mysql2', 'oracledb', 'tedious', 'sqlite3', 'pg-query-stream', 'mariadb', 'iconv-lite',
  '@resvg/resvg-js', 'satori', 'subset-font',
];

/** What the bundle is made of: the API's sources, the workspace packages it bundles, the lockfile (dependency versions) and this script. */
const INPUTS = ['apps/api/src', 'apps/api/package.json', 'apps/api/scripts/build.mjs', 'packages', 'package-lock.json'];
const NOT_INPUTS = new Set(['node_modules', 'dist', '.turbo', 'coverage']);
const isTest = (name) => /\.test\.tsx?$/.test(name);

function collect(path, into) {
  if (!existsSync(path)) return;
  const stats = statSync(path);
  if (stats.isFile()) {
    into.push(`${relative(repoRoot, path)}\0${stats.size}\0${stats.mtimeMs}`);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (NOT_INPUTS.has(entry.name) || entry.name.startsWith('.') || isTest(entry.name)) continue;
    collect(join(path, entry.name), into);
  }
}

/** A hash of every input's path, size and modification time: it changes when any source does. */
export function sourceStamp() {
  const entries = [];
  for (const input of INPUTS) collect(join(repoRoot, input), entries);
  return createHash('sha256').update(entries.sort().join('\n')).update(process.version).digest('hex');
}

/** Why the build is out of date, or undefined when dist/ matches the sources. */
export function staleness() {
  if (!existsSync(join(distDir, 'server.js')) || !existsSync(stampFile)) return 'apps/api/dist is missing';
  let built;
  try {
    built = JSON.parse(readFileSync(stampFile, 'utf8')).sources;
  } catch {
    return 'its build stamp is unreadable';
  }
  return built === sourceStamp() ? undefined : 'its sources changed since the last build';
}

/**
 * The bundle replaces db/migration-modules.ts (which lists db/migrations/ on disk at run
 * time) with static imports of the same files, so the migrations travel inside dist/.
 */
const bundledMigrations = {
  name: 'bundled-migrations',
  setup(build) {
    build.onLoad({ filter: /[\\/]db[\\/]migration-modules\.ts$/ }, () => {
      const directory = join(apiDir, 'src', 'db', 'migrations');
      const names = readdirSync(directory).filter((name) => /^\d{3}-[a-z0-9-]+\.ts$/.test(name)).sort();
      const imports = names.map((name, index) => `import * as m${index} from ${JSON.stringify(`./migrations/${name}`)};`);
      const table = names.map((name, index) => `  ${JSON.stringify(name)}: m${index},`);
      return {
        loader: 'ts',
        resolveDir: join(apiDir, 'src', 'db'),
        contents: [
          ...imports,
          `const modules = {\n${table.join('\n')}\n};`,
          'export const MIGRATION_FILE = /^\\d{3}-[a-z0-9-]+\\.ts$/;',
          'export async function migrationNames() { return Object.keys(modules); }',
          'export async function loadMigration(name) {',
          '  const migration = modules[name];',
          '  if (!migration) throw new Error(`No migration named ${name} in this build`);',
          '  return migration;',
          '}',
        ].join('\n'),
      };
    });
  },
};

/**
 * zod's `z` namespace carries the error messages of every locale; the API never switches
 * zod's locale, so only English, its default, is bundled (as the CLI does).
 */
const englishOnlyZod = {
  name: 'english-only-zod',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(args.importer) ? { path: 'zod-english-locale', namespace: 'kitsmith' } : undefined,
    );
    build.onLoad({ filter: /^zod-english-locale$/, namespace: 'kitsmith' }, () => ({
      contents: "export { default as en } from 'zod/v4/locales/en.js';",
      resolveDir: apiDir,
      loader: 'js',
    }));
  },
};

/**
 * JSON files (mime-db's table of every media type, half a megabyte, which Koa loads at start) as
 * `JSON.parse('…')` instead of esbuild's object literal: V8 reads a JSON string several times
 * faster than it compiles the same data as JavaScript, as `require` of the .json file would.
 */
const jsonAsParse = {
  name: 'json-as-parse',
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, (args) => ({
      contents: `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8'))))});`,
      loader: 'js',
    }));
  },
};

/** esbuild's options for dist/ written to `outdir` (also used by the test of what start-up loads). */
export const buildOptions = (outdir) => ({
  absWorkingDir: apiDir,
  entryPoints: { server: 'src/server.ts', start: 'src/start.ts' },
  outdir,
  // Chunks beside the entries: code that resolves paths from import.meta.url (the web
  // app's dist, the repository root) sits at the same depth as src/ does.
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  plugins: [bundledMigrations, englishOnlyZod, jsonAsParse],
  // Less code to parse at start; names kept, since logs report errors by their class name.
  minify: true,
  keepNames: true,
  // CommonJS dependencies (koa and its middleware) call require(); an ES module has none of its own.
  banner: { js: 'import { createRequire as __kitsmithRequire } from "node:module"; const require = __kitsmithRequire(import.meta.url);' },
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});

/** Builds dist/ from the sources (into a fresh folder, swapped in when complete) and writes its stamp. */
export async function buildApi() {
  const { build, stop } = await import('esbuild');
  const stamp = sourceStamp();
  const outdir = `${distDir}.building-${process.pid}`;
  rmSync(outdir, { recursive: true, force: true });
  try {
    await build(buildOptions(outdir));
    writeFileSync(join(outdir, 'build-stamp.json'), `${JSON.stringify({ sources: stamp, builtAt: new Date().toISOString() })}\n`);
    // Another process built the same sources meanwhile (the test lines run side by side, and each builds the server
    // it starts when stale): keep its dist, which a server may be running from.
    if (staleness() === undefined && JSON.parse(readFileSync(stampFile, 'utf8')).sources === stamp) return;
    rmSync(distDir, { recursive: true, force: true });
    renameSync(outdir, distDir);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
    // esbuild's service process would otherwise live as long as this one.
    await stop();
  }
}

/** Builds when dist/ is missing or stale; says what it does. Returns whether it built. */
export async function ensureBuilt(log = console.log) {
  const reason = staleness();
  if (!reason) return false;
  log(`Building the API (${reason})…`);
  const started = Date.now();
  await buildApi();
  log(`Built the API into apps/api/dist in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    if (process.argv.includes('--if-stale')) await ensureBuilt();
    else await buildApi();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
