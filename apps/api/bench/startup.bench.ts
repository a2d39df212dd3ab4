// The built server as a process, next to a bare Koa server started the same way in the same
// run (`node <file>`): cold start (spawn to the first 200 from /v1/health), RSS once idle,
// and RSS after 10,000 mixed requests. Targets: start within 2x bare Koa's, idle RSS at most
// 2x. Runs alternate the two several times; the table shows medians and their spread.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../src/platform/spawn-server.ts';

const apiDir = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 5);
const LOAD_REQUESTS = 10_000;
const IDLE_SETTLE_MS = 1_500;
const WATCHDOG_MS = 10 * 60 * 1000;

interface Target {
  name: string;
  /** What is run, from the repository root. */
  args: string[];
  env: Record<string, string>;
  /** Sets up what the mixed load needs (an account, a project) and answers its requests. */
  load: (url: string) => Promise<autocannon.Request[]>;
}

interface Measure {
  startMs: number;
  idleRssMb: number;
  loadedRssMb: number;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`no VmRSS for process ${pid}`);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function firstOk(url: string, child: ChildProcess, started: bigint): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}) before answering`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return Number(process.hrtime.bigint() - started) / 1e6;
    } catch {
      // not listening yet
    }
    if (Number(process.hrtime.bigint() - started) > 60e9) throw new Error(`${url}: no 200 within 60 s`);
    await sleep(2);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

async function measure(target: Target): Promise<Measure> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, target.args, { cwd: repoRoot, env: { PATH: process.env.PATH ?? '', ...target.env, PORT: String(port) }, stdio: 'ignore' });
  try {
    const startMs = await firstOk(`${base}/v1/health`, child, started);
    await sleep(IDLE_SETTLE_MS);
    const idleRssMb = rssMb(child.pid ?? 0);
    const requests = await target.load(base);
    const result = await autocannon({ url: base, connections: 10, amount: LOAD_REQUESTS, requests });
    const failed = result.non2xx + result.errors;
    if (failed > 0) throw new Error(`${target.name}: ${failed} of ${LOAD_REQUESTS} requests failed under load`);
    const loadedRssMb = rssMb(child.pid ?? 0);
    return { startMs, idleRssMb, loadedRssMb };
  } finally {
    await stop(child);
  }
}

async function json(response: Response): Promise<{ data: Record<string, unknown> }> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: Record<string, unknown> };
}

/** A user and a public project on this instance, then a mix of anonymous, signed-in reads and writes. */
async function apiLoad(base: string): Promise<autocannon.Request[]> {
  const email = `startup-bench-${Date.now()}@bench.local`;
  const session = await json(await fetch(`${base}/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password 1234', full_name: 'Startup Bench' }),
  }));
  const auth = { authorization: `Bearer ${String(session.data.access_token)}`, 'content-type': 'application/json' };
  const project = await json(await fetch(`${base}/v1/projects`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Bench', is_public: true }) }));
  const id = String(project.data.id);
  let edits = 0;
  return [
    { method: 'GET', path: '/v1/health' },
    { method: 'GET', path: `/v1/projects/${id}/public` },
    { method: 'GET', path: '/v1/projects', headers: auth },
    { method: 'GET', path: `/v1/projects/${id}`, headers: auth },
    { method: 'GET', path: '/v1/templates' },
    { method: 'PUT', path: `/v1/projects/${id}`, headers: auth, setupRequest: (request) => ({ ...request, body: JSON.stringify({ description: `edit ${(edits += 1)}` }) }) },
  ];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) throw new Error('no measurements');
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
};
const round = (value: number) => Math.round(value * 10) / 10;
const spread = (values: number[]) => `${round(Math.min(...values))}-${round(Math.max(...values))}`;

async function main(): Promise<void> {
  const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: apiDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the API build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'kitsmith-startup-bench-'));
  try {
    const bare: Target = { name: 'bare Koa', args: ['apps/api/bench/bare-koa.mjs'], env: {}, load: async () => [{ method: 'GET', path: '/v1/health' }] };
    const api: Target = {
      name: 'Kitsmith API',
      args: ['apps/api/dist/server.js'],
      // As in production (NODE_ENV, info logs), on SQLite; the logs go nowhere, as to a collector.
      env: { NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: dataDir, JWT_SECRET: 'startup-bench-secret-startup-bench-secret', WEB_DIST_DIR: join(dataDir, 'no-web') },
      load: apiLoad,
    };
    // One untimed start of each: the database is created and migrated, the files are in the page cache.
    const firstStart = await measure(api);
    await measure(bare);
    const results = new Map<Target, Measure[]>([[bare, []], [api, []]]);
    for (let run = 0; run < RUNS; run += 1) {
      for (const target of run % 2 === 0 ? [bare, api] : [api, bare]) results.get(target)?.push(await measure(target));
    }
    const of = (target: Target, key: keyof Measure) => (results.get(target) ?? []).map((entry) => entry[key]);
    const ratio = (key: keyof Measure): number => median(of(api, key)) / median(of(bare, key));
    const rows = (['startMs', 'idleRssMb', 'loadedRssMb'] as const).map((key) => {
      const target = key === 'loadedRssMb' ? undefined : 2;
      return {
        measure: { startMs: 'cold start to first 200 (ms)', idleRssMb: 'idle RSS (MB)', loadedRssMb: `RSS after ${LOAD_REQUESTS} mixed requests (MB)` }[key],
        'bare Koa': `${round(median(of(bare, key)))} (${spread(of(bare, key))})`,
        'Kitsmith API': `${round(median(of(api, key)))} (${spread(of(api, key))})`,
        'x bare Koa': Number(ratio(key).toFixed(2)),
        target: target === undefined ? '(for reference)' : `<= ${target}x`,
        verdict: target === undefined ? '' : ratio(key) <= target ? 'met' : 'MISSED',
      };
    });
    console.log(`\nStartup and memory: built server (node apps/api/dist/server.js, SQLite) and bare Koa, each started ${RUNS} times, alternating; medians (min-max). The first, untimed start (creating and migrating the database) took ${Math.round(firstStart.startMs)} ms.`);
    console.table(rows);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error(`The startup bench did not finish within ${WATCHDOG_MS / 1000} s; stopping.`);
  process.exit(1);
}, WATCHDOG_MS).unref();

main().then(
  () => clearTimeout(watchdog),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
