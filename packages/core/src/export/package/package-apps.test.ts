import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDesignSystem } from '../../model/design-system.ts';
import { writeTempFiles } from '../../test-support/temp-dir.ts';
import { resolveAlias, tokensForScheme } from '../../tokens/flatten.ts';
import { createExportContext, exportDesignSystem } from '../export-design-system.ts';
import { packageTarball } from './package-readme.ts';

const run = promisify(execFile);
const APPS_DIR = new URL('../../../../../fixtures/apps/', import.meta.url).pathname;
const NAME = 'acme-ui';
const VITE = new URL('../../../../../node_modules/vite/bin/vite.js', import.meta.url).pathname;

/** The built app's CSS and JavaScript, each as one string. */
function builtAssets(app: string): { css: string; js: string } {
  const assets = join(app, 'dist/assets');
  const read = (extension: string) =>
    readdirSync(assets)
      .filter((file) => file.endsWith(extension))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
  return { css: read('.css'), js: read('.js') };
}

/**
 * The exported package in real apps, installed the way its README says: packed once (`npm pack`
 * runs its build), the tarball installed into each fixture app from npm's cache, each app built with Vite.
 * Everything else an app imports (vite, react, vue, tailwindcss) resolves from the repository's
 * node_modules, above the temporary folder, so nothing is downloaded. Apps: fixtures/apps.
 */
describe.concurrent('the exported package in apps', () => {
  let root: string;
  let cleanup = () => {};
  let tarball: string;
  const context = createExportContext(defaultDesignSystem, { name: NAME, components: ['button'] });
  const light = tokensForScheme(context.tokens, 'light');
  const primaryToken = light.get('color.primary');
  if (!primaryToken) throw new Error('The design has no color.primary');
  const primary = String(resolveAlias(light, primaryToken.$value));

  beforeAll(async () => {
    const files = await exportDesignSystem(defaultDesignSystem, { formats: ['package'], components: ['button'], name: NAME });
    ({ dir: root, cleanup } = writeTempFiles(
      files.map((file) => ({ ...file, path: `${NAME}/${file.path}` })),
      'package-apps',
    ));
    // The README's three steps. Its build tools (typescript, react and their types) come from npm's cache, which the
    // repository's own install filled; --prefer-offline asks the registry only for metadata the cache lacks.
    await run('npm', ['install', '--prefix', `./${NAME}`, '--prefer-offline', '--no-audit', '--no-fund', '--silent'], { cwd: root });
    await run('npm', ['pack', `./${NAME}`, '--silent'], { cwd: root });
    tarball = join(root, packageTarball(context));
    expect(existsSync(tarball), 'npm pack made the tarball the README names').toBe(true);
  }, 180_000);

  afterAll(() => cleanup());

  /** Copies a fixture app, installs the tarball in it and builds it with `vite build`, from its own folder as a user would. */
  async function installAndBuild(fixture: string): Promise<{ css: string; js: string }> {
    const app = join(root, fixture);
    cpSync(join(APPS_DIR, fixture), app, { recursive: true });
    cpSync(tarball, join(app, packageTarball(context)));
    // --prefer-offline: the font packages' tarballs come from npm's cache (the repository installs them), and their
    // metadata from the registry when the cache has none (`npm ci` stores tarballs only).
    await run('npm', ['install', `./${packageTarball(context)}`, '--prefer-offline', '--no-audit', '--no-fund', '--silent'], { cwd: app });
    expect(JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))).toMatchObject({ dependencies: { [NAME]: `file:${packageTarball(context)}` } });
    await run(process.execPath, [VITE, 'build', '--logLevel', 'error'], { cwd: app });
    return builtAssets(app);
  }

  it('builds in Vite + React: the compiled components and tokens, and the CSS', async () => {
    const { css, js } = await installAndBuild('vite-react');
    expect(js).toContain('ks-button');
    expect(primary).toMatch(/^#[0-9a-f]{6}$/);
    expect(js).toContain(primary);
    expect(css).toContain('--primary:');
    expect(css).toContain('.ks-button');
  }, 60_000);

  it('builds in Vite + Vue: the single-file components from source', async () => {
    const { css, js } = await installAndBuild('vite-vue');
    expect(js).toContain('ks-button');
    expect(css).toContain('.ks-button');
  }, 60_000);

  it('gives Tailwind CSS v3 its preset through require(): the design’s colour utilities are built', async () => {
    const { css } = await installAndBuild('tailwind-v3');
    expect(css).toMatch(/\.bg-primary\{background-color:var\(--primary\)\}/);
    expect(css).toMatch(/\.text-primary-foreground\{color:var\(--primary-foreground\)\}/);
    expect(css).toContain('--primary:');
  }, 60_000);

  it('gives Tailwind CSS v4 its theme file: the design’s colour utilities are built', async () => {
    const { css } = await installAndBuild('tailwind-v4');
    expect(css).toMatch(/\.bg-primary\{background-color:var\(--primary\)\}/);
    expect(css).toMatch(/\.text-primary-foreground\{color:var\(--primary-foreground\)\}/);
    expect(css).toContain(`--palette-primary-500:`);
  }, 60_000);
});
