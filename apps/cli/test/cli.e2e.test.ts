// End to end: the real API (SQLite in a temp dir) and the built CLI as child processes, without a
// terminal, as in CI. The steps follow one repository through its life and run in order.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from './support/account.ts';
import { freePort, startApiServer, type ApiServer } from './support/api-server.ts';
import { runKitsmith } from './support/run-kitsmith.ts';

/** Every file under `dir`, relative to it, with its contents. */
function readTree(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return files;
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe('kitsmith end to end [sqlite]', () => {
  let server: ApiServer;
  let account: TestAccount;
  let repo: string;
  let configDir: string;
  const kitsmith = (args: string[], env: Record<string, string> = {}) =>
    runKitsmith(args, { cwd: repo, env: { KITSMITH_CONFIG_DIR: configDir, ...env } });

  beforeAll(async () => {
    server = await startApiServer();
    account = await createAccount(server.apiUrl);
    repo = mkdtempSync(join(tmpdir(), 'kitsmith-cli-repo-'));
    configDir = mkdtempSync(join(tmpdir(), 'kitsmith-cli-config-'));
  });

  afterAll(async () => {
    await server?.stop();
    for (const dir of [repo, configDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('logs in with a personal access token, keeps it 0600 and never prints it', async () => {
    const login = await kitsmith(['login', '--api-url', server.apiUrl], { KITSMITH_TOKEN: account.token });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(`Signed in to ${server.apiUrl} as ${account.email}`);
    expect(login.stdout + login.stderr).not.toContain(account.token);
    expect(statSync(join(configDir, 'credentials.json')).mode & 0o777).toBe(0o600);

    const whoami = await kitsmith(['whoami', '--json']);
    expect(whoami.code, whoami.stderr).toBe(0);
    expect(JSON.parse(whoami.stdout)).toMatchObject({
      apiUrl: server.apiUrl,
      credential: 'token',
      user: { email: account.email },
    });
    expect(whoami.stdout).not.toContain(account.token);
  });

  it('lists projects, creates kitsmith.json and pulls the design', async () => {
    const projects = await kitsmith(['projects']);
    expect(projects.code, projects.stderr).toBe(0);
    expect(projects.stdout).toMatch(new RegExp(`${account.projectId}\\s+${account.projectName}\\s+owner`));

    const init = await kitsmith(['init', '--project', account.projectId, '--format', 'css,tailwind,typescript,react,dtcg']);
    expect(init.code, init.stderr).toBe(0);
    expect(readJson(join(repo, 'kitsmith.json'))).toEqual({
      project: account.projectId,
      design: 'design-system.json',
      formats: ['css', 'tailwind', 'typescript', 'react', 'dtcg'],
      outDir: 'design-system',
    });

    const pull = await kitsmith(['pull']);
    expect(pull.code, pull.stderr).toBe(0);
    expect(pull.stdout).toContain(`Pulled ${account.projectName} (revision 1) into design-system.json`);
    const onServer = await account.client.projects.get(account.projectId);
    expect(readJson(join(repo, 'design-system.json'))).toEqual(onServer.config);
    expect(readJson(join(repo, 'kitsmith.json'))).toMatchObject({ name: account.projectName, revision: onServer.revision });
  });

  it('exports offline, then writes nothing when nothing changed', async () => {
    const first = await kitsmith(['export']);
    expect(first.code, first.stderr).toBe(0);
    const files = readTree(join(repo, 'design-system'));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'css/tokens.css',
        'tailwind/theme.css',
        'typescript/tokens.ts',
        'react/Button.tsx',
        'dtcg/light.tokens.json',
      ]),
    );
    expect(first.stdout).toContain(`Wrote ${Object.keys(files).length} files to design-system/`);
    expect(files['css/tokens.css']).toContain('--palette-primary-700: #0f766e;');

    const tokensCss = join(repo, 'design-system', 'css', 'tokens.css');
    const writtenAt = statSync(tokensCss).mtimeMs;
    const second = await kitsmith(['export']);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('design-system/ is up to date');
    expect(statSync(tokensCss).mtimeMs).toBe(writtenAt);
  });

  it('passes the check while files, design and server agree', async () => {
    const check = await kitsmith(['check']);
    expect(check.stderr).toBe(
      'Generating css, tailwind, typescript, react, dtcg to compare...\n' +
        `Fetching project ${account.projectId} from ${server.apiUrl}...\n`,
    );
    expect(check.code, check.stderr).toBe(0);
    expect(check.stdout).toContain('Check passed.');
    expect(check.stdout).toContain(`the local design matches project ${account.projectId}`);
  });

  it('fails the check with exit 1 and the diff once the design is edited', async () => {
    const designPath = join(repo, 'design-system.json');
    const design = readJson(designPath) as { theme: { primaryColor: string } };
    design.theme.primaryColor = '#1d4ed8';
    writeFileSync(designPath, `${JSON.stringify(design, null, 2)}\n`);

    const check = await kitsmith(['check']);
    expect(check.code, check.stderr).toBe(1);
    expect(check.stdout).toMatch(/Generated files: \d+ of \d+ in design-system\/ differ/);
    expect(check.stdout).toContain('--- a/css/tokens.css');
    expect(check.stdout).toContain('-  --palette-primary-700: #0f766e;');
    expect(check.stdout).toMatch(/^Primary colour\s+#0f766e → #1d4ed8$/m);
    expect(check.stdout).toContain('Check failed.');
    expect(check.stdout).toBe(stripVTControlCharacters(check.stdout));

    const json = await kitsmith(['check', '--json']);
    expect(json.code, json.stderr).toBe(1);
    const result = JSON.parse(json.stdout) as {
      ok: boolean;
      files: { differences: { path: string }[] };
      server: { same: boolean };
    };
    expect(result.ok).toBe(false);
    expect(result.files.differences.map((file) => file.path)).toContain('css/tokens.css');
    expect(result.server.same).toBe(false);
    expect(json.stderr).toBe('');

    const diff = await kitsmith(['diff']);
    expect(diff.code, diff.stderr).toBe(1);
    expect(diff.stdout).toMatch(/: 1 colour \(suggested bump: patch\)\.$/m);
    expect(diff.stdout).toMatch(/^Primary colour\s+#0f766e → #1d4ed8$/m);
    expect(diff.stdout).toMatch(/^Colour tokens: \d+ changed$/m);
    // Schemes in words beside the path, as the editor's history shows them (none when every scheme changed alike), never as ids.
    expect(diff.stdout).toMatch(/^palette\.primary\.700\s+#0f766e → #1d4ed8$/m);
    expect(diff.stdout).not.toMatch(/^\S+\s+(all|both|high-contrast|high-contrast-light|high-contrast-dark)\s+\S+ → /m);
    expect(diff.stdout).toMatch(/^ {2}\.\.\. \d+ more \(--json lists them all\)$/m);
  });

  it('applies a template and exports again, then pushes it so the check passes', async () => {
    const apply = await kitsmith(['apply', 'bold-creative']);
    expect(apply.code, apply.stderr).toBe(0);
    expect(apply.stdout).toContain('Applied Bold & Creative to design-system.json.');
    const design = readJson(join(repo, 'design-system.json')) as { template: { application: { templateId: string } } };
    expect(design.template.application.templateId).toBe('bold-creative');

    const exported = await kitsmith(['export']);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toMatch(/changed\s+css\/tokens\.css/);
    expect((await kitsmith(['check', '--offline'])).code).toBe(0);

    // The server still has the old design until the push.
    expect((await kitsmith(['check'])).code).toBe(1);
    const push = await kitsmith(['apply', 'bold-creative', '--push']);
    expect(push.code, push.stderr).toBe(0);
    expect(push.stdout).toContain(`Saved to project ${account.projectId} as revision 2.`);
    expect((await kitsmith(['export'])).code).toBe(0);
    const check = await kitsmith(['check']);
    expect(check.stdout).toContain('Check passed.');
    expect(check.code, check.stderr).toBe(0);
  });

  it('refuses to push over a change made on the server since the pull', async () => {
    const current = await account.client.projects.get(account.projectId);
    await account.client.projects.update(account.projectId, { description: 'edited in the web app', revision: current.revision });
    const push = await kitsmith(['apply', 'corporate-professional', '--push']);
    expect(push.code, push.stderr).toBe(4);
    expect(push.stderr).toContain('The project changed on the server since you pulled revision 2');
    expect(push.stderr).not.toMatch(/\n\s+at /);
    expect((await kitsmith(['pull'])).code).toBe(0);
  });

  it('lists versions, diffs them, pulls one and checks against the pin', async () => {
    const saved = await account.client.versions.create(account.projectId, { message: 'Bold release' });
    const current = await account.client.projects.get(account.projectId);
    await account.client.projects.update(account.projectId, {
      config: { ...current.config, theme: { ...current.config.theme, primaryColor: '#be123c' } },
      revision: current.revision,
    });

    const versions = await kitsmith(['versions']);
    expect(versions.code, versions.stderr).toBe(0);
    expect(versions.stdout).toMatch(
      new RegExp(`^${saved.version.replaceAll('.', '\\.')}\\s+manual\\s+.*Grace Hopper\\s+Bold release`, 'm'),
    );

    const diff = await kitsmith(['diff', '--from', saved.version, '--json']);
    expect(diff.code, diff.stderr).toBe(1);
    const result = JSON.parse(diff.stdout) as { same: boolean; diff: { settings: { path: string; afterText: string }[] } };
    expect(result.diff.settings).toContainEqual(expect.objectContaining({ path: 'theme.primaryColor', afterText: '#be123c' }));

    const pull = await kitsmith(['pull', '--version', saved.version]);
    expect(pull.code, pull.stderr).toBe(0);
    expect(readJson(join(repo, 'kitsmith.json'))).toMatchObject({ version: saved.version });
    expect((await kitsmith(['export'])).code).toBe(0);
    const check = await kitsmith(['check']);
    expect(check.stdout).toContain(`matches version ${saved.version} of project ${account.projectId}, pinned in kitsmith.json`);
    expect(check.code, check.stderr).toBe(0);

    expect((await kitsmith(['pull'])).code).toBe(0);
    expect(readJson(join(repo, 'kitsmith.json'))).not.toHaveProperty('version');
  });

  it('exports on the server (--remote) the same files as offline', async () => {
    // Formats and components of the free plan, which the server exports for this account.
    const choice = ['--format', 'css,dtcg', '--components', 'button,card', '--scheme-switch', 'light-dark'];
    const remote = await kitsmith(['export', '--remote', ...choice, '--out', 'remote-export']);
    expect(remote.code, remote.stderr).toBe(0);
    const local = await kitsmith(['export', ...choice, '--out', 'local-export']);
    expect(local.code, local.stderr).toBe(0);
    const files = readTree(join(repo, 'remote-export'));
    expect(Object.keys(files)).toContain('css/components.css');
    expect(files['css/tokens.css']).toContain('light-dark(');
    expect(files).toEqual(readTree(join(repo, 'local-export')));
  });

  it('ends with the documented exit codes and says what to do next', async () => {
    const usage = await kitsmith(['export', '--format', 'css,nope']);
    expect(usage.code, usage.stderr).toBe(2);
    expect(usage.stderr).toContain('--format: unknown format "nope"');

    const refused = await kitsmith(['whoami'], { KITSMITH_TOKEN: 'ks_pat_not-a-real-token' });
    expect(refused.code, refused.stderr).toBe(3);
    expect(refused.stderr).toContain('refused KITSMITH_TOKEN');

    const unreachable = await kitsmith(['whoami', '--api-url', `http://127.0.0.1:${await freePort()}`], {
      KITSMITH_TOKEN: account.token,
    });
    expect(unreachable.code, unreachable.stderr).toBe(4);
    expect(unreachable.stderr).toContain('Could not reach the Kitsmith API');

    const logout = await kitsmith(['logout']);
    expect(logout.code, logout.stderr).toBe(0);
    const signedOut = await kitsmith(['whoami']);
    expect(signedOut.code, signedOut.stderr).toBe(3);
    expect(signedOut.stderr).toContain('Run `kitsmith login` or set KITSMITH_TOKEN');
  });
});

describe('kitsmith generate end to end (offline)', () => {
  let repo: string;
  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'kitsmith-cli-generate-'));
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const kitsmith = (args: string[]) => runKitsmith(args, { cwd: repo, env: { KITSMITH_CONFIG_DIR: join(repo, '.config') } });

  it('lists candidates without an account, writes the picked one, and its export passes the check at the chosen target', async () => {
    const flags = ['generate', '--brand', '#0b3d2e', '--brand', '#f59e0b', '--mood', 'editorial', '--contrast', 'APCA-60'];
    const listed = await kitsmith([...flags, '--json']);
    expect(listed.code, listed.stderr).toBe(0);
    const { candidates } = JSON.parse(listed.stdout) as { candidates: { number: number; design: unknown }[] };
    expect(candidates).toHaveLength(6);

    const init = await kitsmith(['init', '--format', 'css,tailwind']);
    expect(init.code, init.stderr).toBe(0);
    const picked = await kitsmith([...flags, '--pick', '4']);
    expect(picked.code, picked.stderr).toBe(0);
    expect(picked.stdout).toContain('Wrote candidate 4 to design-system.json');
    expect(readJson(join(repo, 'design-system.json'))).toEqual(candidates[3]?.design);

    const exported = await kitsmith(['export']);
    expect(exported.code, exported.stderr).toBe(0);
    const check = await kitsmith(['check', '--offline']);
    expect(check.code, check.stdout + check.stderr).toBe(0);
    expect(check.stdout).toContain('colour pairs (text on backgrounds, chart colours on the page) reach their targets');
  });
});
