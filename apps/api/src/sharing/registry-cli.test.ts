import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SHADCN_REGISTRY_NAMESPACE, SHADCN_TOKEN_VARIABLE, shadcnRegistryEntry } from '@kitsmith/contract';
import { registryItemSchema } from 'shadcn/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createProjectAs } from '../projects/test-factories.ts';
import { createTestApp, createUser, type TestApp } from '../test-support/test-app.ts';

const run = promisify(execFile);
const REPO = new URL('../../../../', import.meta.url).pathname;
const SHADCN = join(REPO, 'node_modules/shadcn/dist/index.js');
const VITE = join(REPO, 'node_modules/vite/bin/vite.js');
/** Inside the repository, so the app's `@import "tailwindcss"` and vite resolve to the installed ones. */
const TMP = new URL('../../.tmp/', import.meta.url).pathname;
/** A port nothing listens on: any request the CLI makes outside the registry URL goes there and fails. */
const CLOSED_PROXY = 'http://127.0.0.1:9';

/** Declarations of the first block opened by `selector` (`:root {`) in a CSS text, by property. */
function block(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No ${selector} block in:\n${css}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    body
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

const OFFLINE = {
  ...process.env,
  HTTP_PROXY: CLOSED_PROXY,
  HTTPS_PROXY: CLOSED_PROXY,
  http_proxy: CLOSED_PROXY,
  https_proxy: CLOSED_PROXY,
  NO_PROXY: '127.0.0.1',
  no_proxy: '127.0.0.1',
  REGISTRY_URL: `${CLOSED_PROXY}/r`,
  npm_config_offline: 'true',
  CI: '1',
};

const config = {
  schemaVersion: 2,
  theme: { primaryColor: '#0f766e', mode: 'light' },
  typography: { headingFamily: 'Georgia, serif', bodyFamily: 'system-ui, sans-serif', monoFamily: 'ui-monospace, monospace' },
  components: [],
};

/** Runs the shadcn CLI in an app, offline; fails on any sign that it reached beyond the local registry. */
async function shadcnAdd(app: string, target: string, env: Record<string, string | undefined> = {}): Promise<void> {
  const added = await run(process.execPath, [SHADCN, 'add', target, '--yes', '--overwrite', '-c', app], { cwd: app, env: { ...OFFLINE, ...env } });
  expect(`${added.stdout}${added.stderr}`).not.toMatch(/ui\.shadcn\.com|ECONNREFUSED|failed to fetch/i);
}

/**
 * The registry item applied by the real shadcn CLI, offline, to a Vite + Tailwind v4 app (fixtures/apps/shadcn-vite),
 * which then builds. The design's fonts are system stacks: a catalogue font would be a dependency the CLI installs
 * from npm (registry.test.ts checks those).
 */
describe('npx shadcn add <registry item URL> [sqlite]', () => {
  let testApp: TestApp;
  let server: Server;
  let origin: string;
  let root: string;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    server = createApp(testApp.deps).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    mkdirSync(TMP, { recursive: true });
    root = mkdtempSync(join(TMP, 'shadcn-'));
  });

  /** A copy of fixtures/apps/shadcn-vite (vite and @tailwindcss/vite resolve from the repository's node_modules, above it). */
  function copyApp(label: string): string {
    const dir = join(root, label);
    cpSync(join(REPO, 'fixtures/apps/shadcn-vite'), join(dir, 'app'), { recursive: true });
    return join(dir, 'app');
  }

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    await testApp.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes the project’s colours into :root, .dark and @theme inline, and the app builds', async () => {
    const owner = await createUser(testApp);
    const project = await createProjectAs(testApp, owner, { name: 'Teal Kit', config, is_public: true });
    const url = `${origin}/r/${project.id}.json`;
    const item = registryItemSchema.parse(await (await fetch(url)).json());
    expect(item.dependencies ?? []).toEqual([]);

    const app = copyApp('public');
    await shadcnAdd(app, url);

    const css = readFileSync(join(app, 'src/index.css'), 'utf8');
    const light = block(css, ':root');
    const dark = block(css, '.dark');
    const theme = block(css, '@theme inline');
    for (const [name, value] of Object.entries(item.cssVars?.light ?? {})) expect(light[`--${name}`], `--${name} in :root`).toBe(value);
    for (const [name, value] of Object.entries(item.cssVars?.dark ?? {})) expect(dark[`--${name}`], `--${name} in .dark`).toBe(value);
    for (const [name, value] of Object.entries(item.cssVars?.theme ?? {})) expect(theme[`--${name}`], `--${name} in @theme inline`).toBe(value);
    expect(light['--primary']).toMatch(/^oklch\(/);
    expect(dark['--primary']).not.toBe(light['--primary']);
    expect(css).toContain('@custom-variant dark');
    // The high-contrast colours, from the item's css: by the reader's setting, and by class.
    const highContrast = item.css?.['.high-contrast'] as Record<string, string>;
    expect(block(css.slice(css.indexOf('@media (prefers-contrast: more)')), ':root')['--primary']).toBe(highContrast['--primary']);
    expect(block(css, '.high-contrast')['--primary']).toBe(highContrast['--primary']);
    expect(highContrast['--primary']).not.toBe(light['--primary']);

    await run(process.execPath, [VITE, 'build', '--logLevel', 'error'], { cwd: app, env: OFFLINE });
    const assets = join(app, 'dist/assets');
    const built = readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    expect(built).toMatch(/\.bg-primary\{background-color:var\(--primary\)\}/);
    expect(built).toMatch(/--primary:oklch\(/);
  }, 120_000);

  it('adds a private project through the components.json registry entry the share menu shows, with a personal access token', async () => {
    const owner = await createUser(testApp);
    const project = await createProjectAs(testApp, owner, { name: 'Private Kit', config });
    const created = await testApp.request.post('/v1/tokens').set(owner.auth).send({ name: 'shadcn', scopes: ['read'] });
    const app = copyApp('private');
    const componentsJson = join(app, 'components.json');
    writeFileSync(componentsJson, JSON.stringify({ ...JSON.parse(readFileSync(componentsJson, 'utf8')), registries: shadcnRegistryEntry(origin) }, null, 2));
    const item = registryItemSchema.parse(
      (await testApp.request.get(`/r/${project.id}.json`).set({ Authorization: `Bearer ${created.body.data.token as string}` })).body,
    );

    await shadcnAdd(app, `${SHADCN_REGISTRY_NAMESPACE}/${project.id}`, { [SHADCN_TOKEN_VARIABLE]: created.body.data.token as string });
    expect(block(readFileSync(join(app, 'src/index.css'), 'utf8'), ':root')['--primary']).toBe(item.cssVars?.light?.primary);
    // Without the token, the CLI prints the API's answer: the 404 that does not say the project exists.
    const refused = await shadcnAdd(copyApp('no-token'), `${origin}/r/${project.id}.json`).then(
      () => 'added',
      (error: { stdout: string; stderr: string }) => `${error.stdout}${error.stderr}`,
    );
    expect(refused).toMatch(/\[NOT_FOUND\] No public project has this id/);
  }, 120_000);
});
