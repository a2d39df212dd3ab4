// The libraries as a stranger gets them: core, contract and client built and staged
// (scripts/release-stage.mjs), packed once each, installed from their tarballs into an empty project
// with the npm registry as the only source for everything else, then used there from TypeScript
// (`tsc --noEmit` against the published declarations) and from plain Node. Also checks that
// `npm publish --dry-run` of each staged package is clean. Lives here because client needs the other two.
import { execFile } from 'node:child_process';
import { cpSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyProject, installTarballs, npmRun, pack, packageWarnings, repoRoot, type PackResult } from '../../../scripts/npm-sandbox.mjs';
import { libraryWorkspaces, stageLibrary } from '../../../scripts/release-stage.mjs';

const run = promisify(execFile);
const fixtureDir = fileURLToPath(new URL('./fixture/', import.meta.url));
const fixtureDesign = join(repoRoot, 'fixtures', 'designs', 'custom.json');
const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const versionOf = (dir: string) => (JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) as { version: string }).version;

describe('@kitsmith/core and @kitsmith/client packed and installed into an empty project', () => {
  const staged = new Map<string, string>();
  const packed = new Map<string, PackResult>();
  let workDir: string;
  let project: string;

  beforeAll(() => {
    workDir = mkdtempSync(join(tmpdir(), 'kitsmith-lib-pack-'));
    return (async () => {
      // In dependency order: contract's declarations are built against core's, client's against both.
      for (const dir of libraryWorkspaces) staged.set(dir, await stageLibrary(dir));
      for (const [dir, stage] of staged) packed.set(dir, pack(stage, workDir));
      project = emptyProject('kitsmith-lib-pack-project-', { type: 'module' });
      installTarballs(project, [...packed.values()].map((result) => result.tarball));
      for (const file of readdirSync(fixtureDir)) cpSync(join(fixtureDir, file), join(project, file));
      cpSync(fixtureDesign, join(project, 'design.json'));
    })();
  }, 300_000);

  afterAll(() => {
    for (const dir of [workDir, project]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('packs built ESM, declarations, README and LICENSE, with exports into dist/ and no application dependency', () => {
    for (const [dir, result] of packed) {
      expect(result.version).toBe(versionOf(dir));
      expect(result.files.filter((file) => !file.startsWith('dist/'))).toEqual(['LICENSE', 'README.md', 'package.json']);
      expect(result.files).toEqual(expect.arrayContaining(['dist/index.js', 'dist/index.d.ts']));
      expect(result.files.filter((file) => file.endsWith('.test.d.ts') || /\.(ts|tsx)$/.test(file.replace(/\.d\.ts$/, '')))).toEqual([]);
      const manifest = JSON.parse(readFileSync(join(project, 'node_modules', result.name, 'package.json'), 'utf8')) as {
        private?: boolean;
        exports: Record<string, unknown>;
        dependencies?: Record<string, string>;
      };
      expect(manifest.private).toBeUndefined();
      expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' });
      expect(Object.keys(manifest.dependencies ?? {}).filter((name) => /^@kitsmith\/(api|web|cli)$/.test(name))).toEqual([]);
    }
  });

  it('installs every @kitsmith package from its tarball (no link into this repository)', () => {
    expect(readdirSync(join(project, 'node_modules', '@kitsmith')).sort()).toEqual(['client', 'contract', 'core']);
    for (const name of ['client', 'contract', 'core']) {
      expect(lstatSync(join(project, 'node_modules', '@kitsmith', name)).isSymbolicLink()).toBe(false);
    }
  });

  it('typechecks a TypeScript project that uses them (tsc --noEmit, NodeNext, declarations checked)', async () => {
    const result = await run(process.execPath, [tsc, '-p', join(project, 'tsconfig.json')], { cwd: project }).catch(
      (error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? 'tsc failed' }),
    );
    expect(result.stdout + result.stderr).toBe('');
  });

  it('runs from plain Node: core exports every format, the client sends the token and surfaces the server error', async () => {
    const requests: { url: string | undefined; headers: IncomingHttpHeaders }[] = [];
    const server: Server = createServer((request, response) => {
      requests.push({ url: request.url, headers: request.headers });
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, error: { code: 'FORBIDDEN', message: 'This token may not list projects.' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { stdout } = await run(process.execPath, ['use-libraries.mjs', 'design.json', `http://127.0.0.1:${port}/v1`], { cwd: project });
      const result = JSON.parse(stdout) as { paths: string[]; clientError: { status: number; code: string; message: string } };
      expect(result.paths).toEqual(expect.arrayContaining(['css/tokens.css', 'tailwind/tailwind.config.cjs', 'dtcg/light.tokens.json', 'vue/index.ts', 'html/index.html', 'package.json']));
      expect(result.clientError).toEqual({ status: 403, code: 'FORBIDDEN', message: 'This token may not list projects.' });
      expect(requests).toHaveLength(1);
      expect(requests[0]!.url).toBe('/v1/projects');
      expect(requests[0]!.headers.authorization).toBe('Bearer ks_pat_fixture');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('npm publish --dry-run of each staged package is clean (no warning)', () => {
    for (const stage of staged.values()) {
      const { stdout, stderr } = npmRun(['publish', stage, '--dry-run', '--ignore-scripts', '--loglevel', 'notice'], { cwd: stage });
      expect(stdout + stderr).toContain('+ @kitsmith/');
      expect(packageWarnings(stderr)).toEqual([]);
    }
  });
});
