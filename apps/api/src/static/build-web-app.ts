import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { z } from 'zod';

const webPackageSchema = z.object({
  name: z.string(),
  scripts: z.record(z.string(), z.string()).optional(),
});

/**
 * Folders that are outputs, tests or tooling, never sources of the web bundle (screenshots: `npm run screenshots -w
 * @kitsmith/web`), and test files beside the code: editing a test does not make `npm start` rebuild the app.
 */
const NOT_SOURCES = new Set(['node_modules', 'dist', '.turbo', 'coverage', 'test-results', '.tmp', 'screenshots', 'test', 'test-support', 'bench', 'scripts']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** The newest modification time of any file under `path` (0 when it does not exist). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name) || (entry.isFile() && TEST_FILE.test(entry.name))) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

export type WebBuildPlan =
  | { action: 'skip'; reason: string }
  | { action: 'build'; reason: string; workspace: string };

/**
 * Whether `npm start` should build apps/web: only when it exists, has a build
 * script, and its dist is missing or older than its sources (its own files,
 * and the core, client and templates it bundles).
 */
export function planWebBuild(repoRoot: string): WebBuildPlan {
  const webDir = join(repoRoot, 'apps', 'web');
  const packageFile = join(webDir, 'package.json');
  if (!existsSync(packageFile)) return { action: 'skip', reason: 'there is no apps/web yet' };
  const parsed = webPackageSchema.safeParse(JSON.parse(readFileSync(packageFile, 'utf8')));
  if (!parsed.success || !parsed.data.scripts?.build) return { action: 'skip', reason: 'apps/web has no build script' };
  const workspace = parsed.data.name;
  const builtIndex = join(webDir, 'dist', 'index.html');
  if (!existsSync(builtIndex)) return { action: 'build', reason: 'apps/web/dist is missing', workspace };
  const sources = Math.max(
    newestMtime(webDir),
    ...['packages/core/src', 'packages/client/src', 'templates'].map((dir) => newestMtime(join(repoRoot, dir))),
  );
  if (sources > statSync(builtIndex).mtimeMs) return { action: 'build', reason: 'its sources changed since the last build', workspace };
  return { action: 'skip', reason: 'apps/web/dist is up to date' };
}

/** Runs the web app's own build script through npm (installs nothing); throws when it fails or vite is not installed. */
export function buildWebApp(repoRoot: string, workspace: string): void {
  try {
    createRequire(join(repoRoot, 'apps', 'web', 'package.json')).resolve('vite');
  } catch {
    throw new Error(
      'The web app needs building, and vite, which builds it, is not installed (npm install --omit=dev leaves out the build tools). ' +
        'Run `npm install` (with the dev dependencies) and `npm start` again; to run on the production dependencies only, build first ' +
        '(`npm run build`), then `npm prune --omit=dev`, as the Dockerfile does.',
    );
  }
  // Under `npm start`, npm_execpath is the npm that runs us: reuse it rather than whatever `npm` is on PATH.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli && /\.c?js$/.test(npmCli)
    ? [process.execPath, [npmCli, 'run', 'build', '--workspace', workspace]]
    : [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '--workspace', workspace]];
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.error) throw new Error(`Could not run the web build: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`The web build (npm run build --workspace ${workspace}) failed with exit code ${result.status}.`);
}
