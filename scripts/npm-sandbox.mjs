// npm for the pack tests: packs a package and installs tarballs into a throwaway project the way a
// stranger would, with the npm registry as the only source (no workspace links) and a cache of its
// own under node_modules/.cache, so a second run downloads nothing it already has.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
export const packCacheDir = join(repoRoot, 'node_modules', '.cache', 'kitsmith-pack-tests');

/**
 * The environment without what `npm run` put there (npm_config_*, npm_package_*, and the
 * monorepo's node_modules/.bin folders on PATH, where `npx kitsmith` would find the workspace's
 * own CLI), with the test's own cache.
 */
export function sandboxEnv(extra = {}) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(name) && value !== undefined) env[name] = value;
  }
  const path = (env.PATH ?? '').split(delimiter).filter((entry) => !/node_modules[\\/]\.bin$/.test(entry));
  mkdirSync(packCacheDir, { recursive: true });
  return {
    ...env,
    PATH: path.join(delimiter),
    npm_config_cache: packCacheDir,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_loglevel: 'error',
    ...extra,
  };
}

/** Runs npm; returns its stdout and stderr, throws with both when it fails. */
export function npmRun(args, { cwd, env = {} } = {}) {
  const result = spawnSync('npm', args, { cwd, env: sandboxEnv(env), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error || result.status !== 0) {
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`);
  }
  return { stdout: result.stdout, stderr: result.stderr };
}

/** Runs npm; returns its stdout. */
export function npm(args, options) {
  return npmRun(args, options).stdout;
}

/**
 * npm's warnings in `stderr` about the package (what `npm publish` would complain about), without
 * those about the machine rather than the package: an unknown key in the user's .npmrc, and
 * `--dry-run` noting that a real publish needs a login (nothing is published from here).
 */
export function packageWarnings(stderr) {
  const aboutTheMachine = /Unknown (user|project|global|env) config|requires you to be logged in to .* \(dry-run\)/i;
  return stderr.split('\n').filter((line) => /^npm warn/i.test(line) && !aboutTheMachine.test(line));
}

/** Packs `dir` (its lifecycle scripts off: the caller built it already) into `destination`. */
export function pack(dir, destination) {
  const [result] = JSON.parse(npm(['pack', dir, '--json', '--ignore-scripts', '--pack-destination', destination], { cwd: destination }));
  return { tarball: join(destination, result.filename), files: result.files.map((file) => file.path).sort(), version: result.version, name: result.name };
}

/** An empty project in a new temporary folder. */
export function emptyProject(prefix, manifest = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'kitsmith-pack-test', private: true, ...manifest }, null, 2)}\n`);
  return dir;
}

/** Installs the tarballs (and their dependencies, from the registry) into `dir`. */
export function installTarballs(dir, tarballs, flags = []) {
  npm(['install', ...flags, ...tarballs], { cwd: dir });
}
