// What the built server loads before its first dynamic import: a health check's needs only.
// esbuild splits chunks by reachability, so one value imported from @kitsmith/contract or core
// on the start path would put all of core and every route schema back into start-up.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOptions } from '../../scripts/build.mjs';

/** The chunks the output loads before any dynamic import() runs. */
function staticOutputs(metafile: Metafile, output: string): string[] {
  const outputs = new Set<string>();
  const visit = (path: string) => {
    if (outputs.has(path)) return;
    outputs.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(output);
  return [...outputs];
}

/** Every source the output loads before any dynamic import() runs. */
const staticInputs = (metafile: Metafile, output: string): string[] =>
  staticOutputs(metafile, output).flatMap((path) => Object.keys(metafile.outputs[path]?.inputs ?? {}));

/** The packages left in node_modules (EXTERNAL) that the output imports before any dynamic import() runs. */
const staticExternals = (metafile: Metafile, output: string): string[] =>
  staticOutputs(metafile, output).flatMap((path) =>
    (metafile.outputs[path]?.imports ?? []).filter((imported) => imported.external && imported.kind !== 'dynamic-import').map((imported) => imported.path),
  );

describe('the built server at start-up', () => {
  let metafile: Metafile;
  beforeAll(async () => {
    const options = buildOptions(join(tmpdir(), 'kitsmith-api-bundle-test'));
    metafile = (await build({ ...options, write: false, metafile: true, sourcemap: false, logLevel: 'silent' })).metafile ?? {
      inputs: {},
      outputs: {},
    };
  });

  it('loads Koa, knex and the migrations, and no contract, core, area routes, Creem SDK or mailer', () => {
    const server = Object.keys(metafile.outputs).find((path) => path.endsWith('/server.js'));
    if (!server) throw new Error('the bundle has no server.js');
    const loaded = staticInputs(metafile, server);
    expect(loaded.some((input) => input.includes('node_modules/koa/'))).toBe(true);
    expect(loaded.some((input) => input.includes('node_modules/knex/'))).toBe(true);
    expect(loaded.some((input) => input.includes('src/db/migrations/'))).toBe(true);
    const packages = /packages\/(contract|core)\/|node_modules\/(creem|nodemailer|ioredis|ai|prettier|handlebars)\//;
    const areas = /src\/(routes\.ts|(?!health\/)[a-z]+\/routes\.ts|billing\/runtime\.ts)/;
    const deferred = loaded.filter((input) => packages.test(input) || areas.test(input));
    expect(deferred).toEqual([]);
    // The social image's libraries (a native addon and three WebAssembly modules) load on the first image asked for.
    const externals = staticExternals(metafile, server);
    expect(externals).toContain('pino');
    expect(externals.filter((name) => /^(satori|@resvg\/resvg-js|subset-font)(\/|$)/.test(name))).toEqual([]);
  });
});
