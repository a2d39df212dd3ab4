// The CLI as a stranger gets it: packed (`npm pack`, once per run), installed from the tarball into
// an empty folder with the npm registry as the only source, then run from there: --help through
// npx, --version, init, an offline export of every format, check, and the README's GitHub Actions
// job against the real API. dist/ is built by the suite's global setup (test/build-once.ts).
import { execFile } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { EXPORT_FORMATS } from '@kitsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyProject, installTarballs, npmRun, pack, packageWarnings, sandboxEnv, type PackResult } from '../../../scripts/npm-sandbox.mjs';
import { createAccount, type TestAccount } from './support/account.ts';
import { startApiServer, type ApiServer } from './support/api-server.ts';

const run = promisify(execFile);
const cliDir = fileURLToPath(new URL('../', import.meta.url));
const readmeJob = readFileSync(join(cliDir, 'README.md'), 'utf8');
const actionsScript = join(cliDir, 'test', 'github-actions.sh');
const fixtureDesign = fileURLToPath(new URL('../../../fixtures/designs/custom.json', import.meta.url));
const cliVersion = (JSON.parse(readFileSync(join(cliDir, 'package.json'), 'utf8')) as { version: string }).version;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe('the packed CLI installed into an empty project', () => {
  let packed: PackResult;
  let workDir: string;
  let project: string;
  let configDir: string;
  let server: ApiServer;
  let account: TestAccount;

  /** A command in the project, with nothing of this repository's environment that changes kitsmith. */
  async function inProject(command: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
    const base = sandboxEnv({ KITSMITH_CONFIG_DIR: configDir });
    for (const name of Object.keys(base)) if (name.startsWith('KITSMITH_') && name !== 'KITSMITH_CONFIG_DIR') delete base[name];
    delete base.NO_COLOR;
    delete base.FORCE_COLOR;
    try {
      const { stdout, stderr } = await run(command, args, { cwd: project, env: { ...base, ...env }, encoding: 'utf8' });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: unknown; stdout?: string; stderr?: string };
      if (typeof failed.code !== 'number') throw error;
      return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  }
  const kitsmith = (args: string[], env: Record<string, string> = {}) =>
    inProject(join(project, 'node_modules', '.bin', 'kitsmith'), args, env);

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'kitsmith-cli-pack-'));
    configDir = mkdtempSync(join(tmpdir(), 'kitsmith-cli-pack-config-'));
    packed = pack(cliDir, workDir);
    project = emptyProject('kitsmith-cli-pack-repo-', { devDependencies: { '@kitsmith/cli': `file:${packed.tarball}` } });
    installTarballs(project, []);
    server = await startApiServer();
    account = await createAccount(server.apiUrl);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    for (const dir of [workDir, project, configDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('packs only the bundle, its launcher, README, LICENSE and a manifest without workspace dependencies', () => {
    const outsideDist = packed.files.filter((file) => !file.startsWith('dist/'));
    expect(outsideDist).toEqual(['LICENSE', 'README.md', 'bin/kitsmith.js', 'package.json']);
    expect(packed.files).toContain('dist/kitsmith.js');
    expect(packed.files.filter((file) => file.endsWith('.map') || file.endsWith('.ts'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', '@kitsmith', 'cli', 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.private).toBeUndefined();
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.version).toBe(cliVersion);
  });

  it('installed from the registry alone: no other @kitsmith package and no link into this repository', () => {
    expect(readdirSync(join(project, 'node_modules', '@kitsmith'))).toEqual(['cli']);
    expect(lstatSync(join(project, 'node_modules', '@kitsmith', 'cli')).isSymbolicLink()).toBe(false);
    const lock = JSON.parse(readFileSync(join(project, 'package-lock.json'), 'utf8')) as { packages: Record<string, { link?: boolean }> };
    expect(Object.values(lock.packages).filter((entry) => entry.link)).toEqual([]);
  });

  it('answers --help through npx and --version with the package version', async () => {
    const help = await inProject('npx', ['kitsmith', '--help']);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('Usage: kitsmith');
    for (const command of ['login', 'pull', 'export', 'check', 'diff']) expect(help.stdout).toContain(command);

    const version = await kitsmith(['--version']);
    expect(version.code, version.stderr).toBe(0);
    expect(version.stdout.trim()).toBe(cliVersion);
  });

  it('inits, exports every format offline and checks clean', async () => {
    const init = await kitsmith(['init', '--format', EXPORT_FORMATS.join(','), '--out', 'design-system']);
    expect(init.code, init.stderr).toBe(0);
    cpSync(fixtureDesign, join(project, 'design-system.json'));

    // An API address nothing listens on: the offline commands must not need one.
    const offline = { KITSMITH_API_URL: 'http://127.0.0.1:9/v1' };
    const exported = await kitsmith(['export'], offline);
    expect(exported.code, exported.stderr).toBe(0);
    // Each format writes into its own folder, except the npm package, whose manifest sits at the root.
    for (const format of EXPORT_FORMATS) {
      const folder = join(project, 'design-system', format);
      if (format === 'package') expect(existsSync(join(project, 'design-system', 'package.json')), 'package.json').toBe(true);
      else expect(existsSync(folder) && readdirSync(folder).length, `${format}/ has files`).toBeTruthy();
    }
    const check = await kitsmith(['check', '--offline'], offline);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });

  it('npm publish --dry-run is clean (no warning)', () => {
    const { stdout, stderr } = npmRun(['publish', '--dry-run', '--ignore-scripts', '--loglevel', 'notice'], { cwd: cliDir });
    expect(stdout + stderr).toContain(`+ @kitsmith/cli@${cliVersion}`);
    expect(packageWarnings(stderr)).toEqual([]);
  });

  it("the README's GitHub Actions steps are the script's", () => {
    const job = /```yaml\n([\s\S]*?)```/.exec(readmeJob)?.[1] ?? '';
    const readmeRuns = [...job.matchAll(/^\s*(?:- )?run: (.+)$/gm)].map((match) => match[1]!.replace(/\s+#.*$/, '').trim());
    const scriptRuns = readFileSync(actionsScript, 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#') && !line.startsWith('set '));
    expect(readmeRuns.length).toBeGreaterThan(0);
    expect(scriptRuns).toEqual(readmeRuns);
  });

  it("runs the README's GitHub Actions job against the real API: passes when in sync, fails on drift", async () => {
    const job = { KITSMITH_TOKEN: account.token, KITSMITH_API_URL: server.apiUrl };
    const pull = await kitsmith(['pull', account.projectId], job);
    expect(pull.code, pull.stderr).toBe(0);
    expect((await kitsmith(['export'], job)).code).toBe(0);

    const green = await inProject('bash', [actionsScript], job);
    expect(green.code, green.stdout + green.stderr).toBe(0);
    // npm ci replaced node_modules from the lockfile: still the tarball, still no link.
    expect(lstatSync(join(project, 'node_modules', '@kitsmith', 'cli')).isSymbolicLink()).toBe(false);

    const tokens = join(project, 'design-system', 'css', 'tokens.css');
    writeFileSync(tokens, `${readFileSync(tokens, 'utf8')}\n/* edited by hand */\n`);
    const red = await inProject('bash', [actionsScript], job);
    expect(red.code).toBe(1);
    expect(red.stdout + red.stderr).toContain('tokens.css');
  });
});
