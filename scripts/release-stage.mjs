// Builds a library workspace (packages/core, contract, client) and stages what npm publishes in
// its `.pack/` folder: dist/ (ESM bundled by esbuild, .d.ts by tsc), README, LICENSE and a manifest
// whose `exports` point at dist/. The workspace's own package.json keeps pointing at src/*.ts, so
// the monorepo (tsx, vite, vitest, tsc) keeps consuming the source with no build step and no custom
// resolve condition; and it stays `"private": true`, so npm refuses to publish the source by mistake.
//
//   node scripts/release-stage.mjs packages/core [packages/contract ...]   prints each staged folder
//   npm pack packages/core/.pack   |   npm publish packages/core/.pack
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

/** The workspaces published as libraries, in dependency order. */
export const libraryWorkspaces = ['packages/core', 'packages/contract', 'packages/client'];

/** Names of workspaces that are applications: a library must never depend on one. */
const applications = ['@kitsmith/api', '@kitsmith/web', '@kitsmith/cli'];

/** The manifest npm publishes, made from the workspace's (which points at src/ and is private). */
export function publishedManifest(workspace) {
  const forbidden = Object.keys({ ...workspace.dependencies, ...workspace.peerDependencies }).filter((name) =>
    applications.includes(name),
  );
  if (forbidden.length > 0) throw new Error(`${workspace.name} depends on an application: ${forbidden.join(', ')}`);
  return {
    name: workspace.name,
    version: workspace.version,
    description: workspace.description,
    license: workspace.license,
    keywords: workspace.keywords,
    repository: workspace.repository,
    engines: workspace.engines,
    type: 'module',
    sideEffects: workspace.sideEffects ?? false,
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
      './package.json': './package.json',
    },
    files: ['dist/'],
    dependencies: workspace.dependencies,
    publishConfig: { access: 'public' },
  };
}

/** Builds `dir`'s dist/ (relative to the repository, or absolute) and writes its `.pack/` folder; returns the folder. */
export async function stageLibrary(dir) {
  const workspaceDir = resolve(repoRoot, dir);
  const workspace = JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8'));
  const manifest = publishedManifest(workspace);
  // tsconfig.build.json resolves other @kitsmith packages to their dist/ declarations: stage those first.
  for (const name of Object.keys(workspace.dependencies ?? {}).filter((dependency) => dependency.startsWith('@kitsmith/'))) {
    const declarations = join(repoRoot, 'packages', name.slice('@kitsmith/'.length), 'dist', 'index.d.ts');
    if (!existsSync(declarations)) {
      throw new Error(`${workspace.name} needs ${name} staged first: run \`npm run release:stage\` (stages ${libraryWorkspaces.join(', ')} in order).`);
    }
  }
  const dist = join(workspaceDir, 'dist');
  rmSync(dist, { recursive: true, force: true });
  // One ES module; every package import (zod, prettier, @kitsmith/contract...) stays an import.
  await build({
    absWorkingDir: workspaceDir,
    entryPoints: ['src/index.ts'],
    outfile: join(dist, 'index.js'),
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Declarations of src/ without tests; other @kitsmith packages resolve to their staged dist/.
  execFileSync(process.execPath, [tsc, '-p', join(workspaceDir, 'tsconfig.build.json')], { stdio: 'inherit' });
  const staged = join(workspaceDir, '.pack');
  rmSync(staged, { recursive: true, force: true });
  mkdirSync(staged);
  cpSync(dist, join(staged, 'dist'), { recursive: true });
  for (const file of ['README.md', 'LICENSE']) {
    if (!existsSync(join(workspaceDir, file))) throw new Error(`${workspace.name} has no ${file}`);
    cpSync(join(workspaceDir, file), join(staged, file));
  }
  writeFileSync(join(staged, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return staged;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error(`Usage: node scripts/release-stage.mjs <workspace>...  (libraries: ${libraryWorkspaces.join(', ')})`);
    process.exit(2);
  }
  try {
    for (const dir of dirs) console.log(await stageLibrary(resolve(process.cwd(), dir)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
