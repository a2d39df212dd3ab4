// Cold starts of the built CLI (issue 8): `kitsmith --version` and an offline `kitsmith export` of
// every format, each a new node process timed from spawn to exit, next to `node -e 0` measured in
// the same run. Runs are interleaved, so a machine busy with something else slows all three alike.
// Target: the export takes at most 4x node's bare start. Build first (`npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXPORT_FORMATS } from '@kitsmith/core';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const EXPORT_TARGET_RATIO = 4;

const bundle = fileURLToPath(new URL('../dist/kitsmith.js', import.meta.url));
const fixture = fileURLToPath(new URL('../../../fixtures/designs/custom.json', import.meta.url));

if (!existsSync(bundle)) {
  console.error('dist/kitsmith.js is missing: run `npm run build -w apps/cli` first.');
  process.exit(1);
}

/**
 * The fixture design with its components at their default props: a user's own
 * texts make core format the HTML page with prettier, which is the slow path
 * the issue keeps out of the ordinary export.
 */
function benchDesign(): string {
  const design = JSON.parse(readFileSync(fixture, 'utf8')) as { components: { props: object }[] };
  return JSON.stringify({ ...design, components: design.components.map((component) => ({ ...component, props: {} })) });
}

const repo = mkdtempSync(join(tmpdir(), 'kitsmith-bench-'));
writeFileSync(join(repo, 'design-system.json'), benchDesign());

interface Task {
  name: string;
  args: (run: number) => string[];
}

const NODE = 'node -e 0';
const VERSION = 'kitsmith --version';
const EXPORT = `kitsmith export (offline, ${EXPORT_FORMATS.length} formats)`;
const tasks: Task[] = [
  { name: NODE, args: () => ['-e', '0'] },
  { name: VERSION, args: () => [bundle, '--version'] },
  // A fresh output folder each run: every file is written, the slowest case.
  { name: EXPORT, args: (run) => [bundle, 'export', '--format', EXPORT_FORMATS.join(','), '--out', `out-${run}`] },
];

/** Milliseconds from spawn to exit of one process. */
function time(args: string[]): number {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, args, { cwd: repo, stdio: ['ignore', 'ignore', 'pipe'] });
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr.toString()}`);
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

try {
  // One untimed round first, so every run reads its files from the page cache alike.
  for (const task of tasks) time(task.args(-1));
  const samples = new Map<string, number[]>(tasks.map((task) => [task.name, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const task of tasks) samples.get(task.name)?.push(time(task.args(run)));
  }
  const medians = new Map([...samples].map(([name, values]) => [name, median(values)]));
  const base = medians.get(NODE) ?? Number.NaN;
  console.log(`\nCLI cold start (baseline: node -e 0; ${RUNS} runs each, interleaved)`);
  console.table(
    tasks.map((task) => ({
      task: task.name,
      'median (ms)': Number((medians.get(task.name) ?? 0).toFixed(1)),
      'x baseline': Number(((medians.get(task.name) ?? 0) / base).toFixed(2)),
      samples: samples.get(task.name)?.length ?? 0,
    })),
  );
  const exportRatio = (medians.get(EXPORT) ?? 0) / base;
  const versionRatio = (medians.get(VERSION) ?? 0) / base;
  console.log(`--version / node -e 0: ${versionRatio.toFixed(2)}`);
  console.log(
    `Export / node -e 0: ${exportRatio.toFixed(2)} (target <= ${EXPORT_TARGET_RATIO}) ${exportRatio <= EXPORT_TARGET_RATIO ? 'PASS' : 'FAIL'}`,
  );
} finally {
  rmSync(repo, { recursive: true, force: true });
}
