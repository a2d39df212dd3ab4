// HTTP bench (issue 4, section 8): autocannon, 50 connections, against the real
// app on SQLite in a separate process, next to a bare Koa hello-world measured
// in the same run. Prints requests/s, p99 latency and the ratio to bare Koa,
// with the target, which is for the public read: 60 % or more of bare Koa, p99 < 20 ms.
// Issue 16: listing a project with 1,000 versions (the first page, newest first), p99 <= 20 ms.
// Issue 18: the project list >= 25 % of bare Koa with p99 < 50 ms, with 10 projects and with 10,000 in the database;
// the update (an editor's save of a whole design) >= 50 % of a bare Koa route inserting a row of the same size
// through knex into the same database. Noise: bare Koa and each scenario alternate, ROUNDS times in one run (a
// scenario with a baseline of its own also has a run of that on each side); each scenario run is divided by the mean
// of the baseline runs either side of it, and the median of those ratios is reported with its spread (min-max),
// beside the median requests/s and p99.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchServerReadySchema, CROWDED_PROJECTS, type BenchServerReady } from './bench-protocol.ts';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 4);
const WARMUP_S = 1;
/** Times each scenario and the baseline are measured, alternately. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Projects on the list page of the reading user (a realistic dashboard), in a small and in a crowded database. */
const LISTED_PROJECTS = 10;
const LIST_TARGET = { ratio: 0.25, p99Ms: 50 };
/** Versions of the project whose history is listed (issue 16). */
const VERSIONS = 1_000;
const PUBLIC_TARGET_RATIO = 0.6;
const UPDATE_TARGET_RATIO = 0.5;
/** The template the edited projects start from: a design with components, as an editor saves it. */
const EDITED_TEMPLATE = 'bold-creative';
const P99_TARGET_MS = 20;
/** Whatever happens, the bench stops by itself. */
const WATCHDOG_MS = 15 * 60_000;

interface Scenario {
  name: string;
  options: autocannon.Options;
  /** What the ratio is to: bare Koa unless given. */
  baseline?: Scenario;
  target?: { ratio?: number; p99Ms?: number };
}

interface Row {
  scenario: string;
  'requests/s': number | string;
  'p99 (ms)': number | string;
  'x baseline': number | string;
  'spread': string;
  'non-2xx': string;
  target: string;
  verdict: string;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function startBenchServer(): Promise<{ child: ChildProcess; ready: BenchServerReady }> {
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
    // BENCH_PROFILE=<dir> writes the server's CPU profile there (open it in Chrome's DevTools) for finding where time goes.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [])],
    env: { ...process.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => {
      const parsed = benchServerReadySchema.safeParse(message);
      if (parsed.success) resolve({ child, ready: parsed.data });
      else reject(new Error(`unexpected message from the bench server: ${JSON.stringify(message)}`));
    });
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
  });
}

interface ApiAnswer {
  status: number;
  body: { success?: boolean; data?: Record<string, unknown>; error?: { code?: string; message?: string } };
}

async function call(ready: BenchServerReady, method: string, path: string, auth: string, body?: unknown): Promise<ApiAnswer> {
  const response = await fetch(`${ready.apiUrl}${path}`, {
    method,
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer['body'] };
}

/** A project through the API; undefined (with the reason) when the projects routes are not there. */
async function createProject(
  ready: BenchServerReady,
  auth: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: string; revision: number } | string> {
  const answer = await call(ready, 'POST', '/v1/projects', auth, { name, description: 'A bench project', ...extra });
  const { id, revision } = answer.body.data ?? {};
  if (answer.status === 201 && typeof id === 'string' && typeof revision === 'number') return { id, revision };
  return `POST /v1/projects answered ${answer.status} ${answer.body.error?.message ?? ''}`.trim();
}

/** A project with VERSIONS named versions, each after a change of its primary colour; its id, or why it could not be made. */
async function projectWithVersions(ready: BenchServerReady, auth: string): Promise<{ id: string } | string> {
  const project = await createProject(ready, auth, 'History');
  if (typeof project === 'string') return project;
  const read = await call(ready, 'GET', `/v1/projects/${project.id}`, auth);
  const config = read.body.data?.config as { theme: Record<string, unknown> } | undefined;
  if (!config) return `GET /v1/projects/:id answered ${read.status}`;
  for (let i = 0; i < VERSIONS; i += 1) {
    const primaryColor = `#${(i * 2654435761 % 0xffffff).toString(16).padStart(6, '0')}`;
    const changed = await call(ready, 'PUT', `/v1/projects/${project.id}`, auth, { config: { ...config, theme: { ...config.theme, primaryColor } } });
    if (changed.status !== 200) return `PUT /v1/projects/:id answered ${changed.status}`;
    const saved = await call(ready, 'POST', `/v1/projects/${project.id}/versions`, auth, { message: `Version ${i + 1}` });
    if (saved.status !== 201) return `POST /v1/projects/:id/versions answered ${saved.status} ${saved.body.error?.message ?? ''}`.trim();
  }
  const listed = await call(ready, 'GET', `/v1/projects/${project.id}/versions?page_size=1`, auth);
  const total = listed.body.data?.total;
  // The first change also kept the design before it as an automatic checkpoint.
  if (typeof total !== 'number' || total < VERSIONS) return `the history holds ${String(total)} versions, not ${VERSIONS}`;
  return { id: project.id };
}

/** Builds the scenarios; the ones the API cannot serve yet come back as skip reasons. */
async function scenarios(ready: BenchServerReady): Promise<{ runnable: Scenario[]; skipped: { name: string; reason: string }[] }> {
  const names = {
    publicRead: 'GET /v1/projects/:id/public',
    list: `GET /v1/projects (signed in, ${LISTED_PROJECTS} projects)`,
    crowdedList: `GET /v1/projects (signed in, ${LISTED_PROJECTS} of ${CROWDED_PROJECTS + LISTED_PROJECTS} projects)`,
    put: `PUT /v1/projects/:id (a ${EDITED_TEMPLATE} design saved, revision per request)`,
    bareInsert: 'bare Koa + knex insert of a row of the same size',
    versions: `GET /v1/projects/:id/versions (${VERSIONS} versions, first page)`,
  };
  const skipped: { name: string; reason: string }[] = [];
  // The app's middleware stack alone (request id, log line, security headers, CORS, timeout, body parser, router):
  // the ceiling for every /v1 route, so the rows below can be read as "stack" plus "handler".
  const runnable: Scenario[] = [{ name: 'GET /v1/health (middleware only)', options: { url: `${ready.apiUrl}/v1/health` } }];

  const listed: string[] = [];
  for (let i = 0; i < LISTED_PROJECTS; i += 1) {
    const project = await createProject(ready, ready.readerAuth, `Listed ${i + 1}`);
    if (typeof project === 'string') {
      for (const name of Object.values(names)) skipped.push({ name, reason: project });
      return { runnable, skipped };
    }
    listed.push(project.id);
  }

  const publicId = listed[0] ?? '';
  const shared = await call(ready, 'POST', `/v1/projects/${publicId}/share`, ready.readerAuth, { is_public: true });
  const publicCheck = await fetch(`${ready.apiUrl}/v1/projects/${publicId}/public`);
  if (shared.status === 200 && publicCheck.status === 200) {
    runnable.push({ name: names.publicRead, options: { url: `${ready.apiUrl}/v1/projects/${publicId}/public` }, target: { ratio: PUBLIC_TARGET_RATIO, p99Ms: P99_TARGET_MS } });
  } else {
    skipped.push({ name: names.publicRead, reason: `sharing answered ${shared.status}, the public page ${publicCheck.status}` });
  }

  runnable.push({
    name: names.list,
    options: { url: `${ready.apiUrl}/v1/projects`, headers: { authorization: ready.readerAuth } },
    target: LIST_TARGET,
  });

  const crowdedReady = { ...ready, apiUrl: ready.crowdedApiUrl };
  let crowdedProblem: string | undefined;
  for (let i = 0; i < LISTED_PROJECTS && !crowdedProblem; i += 1) {
    const project = await createProject(crowdedReady, ready.crowdedReaderAuth, `Listed ${i + 1}`);
    if (typeof project === 'string') crowdedProblem = project;
  }
  if (crowdedProblem) skipped.push({ name: names.crowdedList, reason: crowdedProblem });
  else {
    runnable.push({
      name: names.crowdedList,
      options: { url: `${ready.crowdedApiUrl}/v1/projects`, headers: { authorization: ready.crowdedReaderAuth } },
      target: LIST_TARGET,
    });
  }

  const history = await projectWithVersions(ready, ready.readerAuth);
  if (typeof history === 'string') skipped.push({ name: names.versions, reason: history });
  else {
    runnable.push({
      name: names.versions,
      options: { url: `${ready.apiUrl}/v1/projects/${history.id}/versions`, headers: { authorization: ready.readerAuth } },
      target: { p99Ms: P99_TARGET_MS },
    });
  }

  // One project per connection, so every PUT carries the revision its connection last saw and none is stale;
  // the warm-up and each measured run get their own, so an edit cut off by a run's end changes nothing.
  const owned: { id: string; revision: number }[] = [];
  for (let i = 0; i < (1 + ROUNDS) * CONNECTIONS; i += 1) {
    const project = await createProject(ready, ready.writerAuth, `Edited ${i + 1}`, { template_id: EDITED_TEMPLATE });
    if (typeof project === 'string') throw new Error(project);
    owned.push(project);
  }
  const edited = await call(ready, 'GET', `/v1/projects/${owned[0]?.id ?? ''}`, ready.writerAuth);
  const design = edited.body.data?.config as { theme: Record<string, unknown> } | undefined;
  if (!design) throw new Error(`GET /v1/projects/:id answered ${edited.status}`);
  /** The editor's save: the whole design, its primary colour changed, and the revision it was based on. */
  const saveBody = (edit: number, revision: number) => {
    const primaryColor = `#${((edit * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`;
    return JSON.stringify({ config: { ...design, theme: { ...design.theme, primaryColor } }, revision });
  };
  const bareInsert: Scenario = {
    name: names.bareInsert,
    options: { url: ready.bareInsertUrl, method: 'POST', headers: { 'content-type': 'application/json' }, body: saveBody(1, 1) },
  };
  let nextProject = 0;
  runnable.push({
    name: names.put,
    baseline: bareInsert,
    target: { ratio: UPDATE_TARGET_RATIO },
    options: {
      url: ready.apiUrl,
      // autocannon resets a request's context on every loop, so each connection keeps its project in a closure.
      setupClient: (client) => {
        const project = owned[nextProject++ % owned.length] ?? { id: 'none', revision: 1 };
        let edits = 0;
        client.setRequests([
          {
            method: 'PUT',
            path: `/v1/projects/${project.id}`,
            headers: { authorization: ready.writerAuth, 'content-type': 'application/json' },
            setupRequest: (request) => {
              edits += 1;
              return { ...request, body: saveBody(edits, project.revision) };
            },
            // 200: the new revision; 409: the current one (as an editor would merge), so one conflict never repeats.
            onResponse: (status, body) => {
              try {
                const answer = JSON.parse(body) as { data?: { revision?: unknown }; error?: { details?: { current?: { revision?: unknown } } } };
                const revision = status === 200 ? answer.data?.revision : answer.error?.details?.current?.revision;
                if (typeof revision === 'number') project.revision = revision;
              } catch {
                // not JSON: counted as a non-2xx by autocannon
              }
            },
          },
        ]);
      },
    },
  });
  return { runnable, skipped };
}

/** Non-2xx answers and connection errors, by status: `0`, or e.g. `57 (409: 50, errors: 7)`. */
function failures(result: autocannon.Result): string {
  const byStatus = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}: ${count ?? 0}`);
  if (result.errors > 0) byStatus.push(`errors: ${result.errors}`);
  const total = result.non2xx + result.errors;
  return total === 0 ? '0' : `${total} (${byStatus.join(', ')})`;
}

/** A scenario's measured runs, each with the mean of the baseline runs either side of it. */
interface Measured {
  results: autocannon.Result[];
  ratios: number[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const round2 = (value: number) => Number(value.toFixed(2));

function verdict(scenario: Scenario, ratio: number, p99: number, failed: boolean): string {
  if (!scenario.target) return '';
  const problems: string[] = [];
  if (scenario.target.ratio !== undefined && ratio < scenario.target.ratio) problems.push('ratio');
  if (scenario.target.p99Ms !== undefined && p99 >= scenario.target.p99Ms) problems.push('p99');
  if (failed) problems.push('errors');
  return problems.length === 0 ? 'met' : `MISSED (${problems.join(', ')})`;
}

function targetText(scenario: Scenario): string {
  if (!scenario.target) return '(for reference)';
  const baseline = scenario.baseline?.name ?? 'bare Koa';
  const parts = scenario.target.ratio === undefined ? [] : [`>= ${scenario.target.ratio * 100}% of ${baseline}`];
  return [...parts, ...(scenario.target.p99Ms === undefined ? [] : [`p99 < ${scenario.target.p99Ms} ms`])].join(', ');
}

/** Failures summed over a scenario's runs, in the words of `failures`. */
function allFailures(results: autocannon.Result[]): string {
  const texts = results.map(failures).filter((text) => text !== '0');
  return texts.length === 0 ? '0' : texts.join(' + ');
}

/** A baseline's row: its median requests/s and p99 and the spread of its rates. */
function baselineRow(name: string, runs: autocannon.Result[], target: string): Row {
  const rates = runs.map((result) => result.requests.average);
  return {
    scenario: name,
    'requests/s': Math.round(median(rates)),
    'p99 (ms)': median(runs.map((result) => result.latency.p99)),
    'x baseline': 1,
    spread: `${Math.round(Math.min(...rates))}-${Math.round(Math.max(...rates))} req/s`,
    'non-2xx': allFailures(runs),
    target,
    verdict: '',
  };
}

async function main(): Promise<void> {
  const { child, ready } = await startBenchServer();
  try {
    const bareScenario: Scenario = { name: 'bare Koa hello-world (baseline)', options: { url: ready.bareUrl } };
    const all = await scenarios(ready);
    // BENCH_ONLY=list (a part of a scenario's name) measures just the scenarios it names, for a quick A/B.
    const only = process.env.BENCH_ONLY?.toLowerCase();
    const runnable = only ? all.runnable.filter((scenario) => scenario.name.toLowerCase().includes(only)) : all.runnable;
    const { skipped } = all;
    const baselineRuns: autocannon.Result[] = [];
    const measured = new Map<Scenario, Measured & { baselineRuns: autocannon.Result[] }>(
      runnable.map((scenario) => [scenario, { results: [], ratios: [], baselineRuns: [] }]),
    );
    const warmUps = [bareScenario, ...runnable.flatMap((scenario) => (scenario.baseline ? [scenario.baseline, scenario] : [scenario]))];
    for (const scenario of warmUps) await run({ ...scenario.options, duration: WARMUP_S });
    // B S1 B S2 B ... Sn B, ROUNDS times: every scenario run has a baseline run on each side; one with a baseline of
    // its own also has a run of that on each side (B O S O B), which its ratio is to.
    let before = await run({ ...bareScenario.options, duration: DURATION_S });
    baselineRuns.push(before);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const scenario of runnable) {
        const entry = measured.get(scenario);
        const ownBefore = scenario.baseline ? await run({ ...scenario.baseline.options, duration: DURATION_S }) : undefined;
        const result = await run({ ...scenario.options, duration: DURATION_S });
        const ownAfter = scenario.baseline ? await run({ ...scenario.baseline.options, duration: DURATION_S }) : undefined;
        const after = await run({ ...bareScenario.options, duration: DURATION_S });
        baselineRuns.push(after);
        const [left, right] = ownBefore && ownAfter ? [ownBefore, ownAfter] : [before, after];
        if (ownBefore && ownAfter) entry?.baselineRuns.push(ownBefore, ownAfter);
        entry?.results.push(result);
        entry?.ratios.push(result.requests.average / ((left.requests.average + right.requests.average) / 2));
        before = after;
      }
    }
    const rows: Row[] = [baselineRow(bareScenario.name, baselineRuns, 'baseline')];
    for (const [scenario, { results, ratios, baselineRuns: ownRuns }] of measured) {
      if (scenario.baseline) rows.push(baselineRow(scenario.baseline.name, ownRuns, 'baseline of the next row'));
      const ratio = median(ratios);
      const p99 = median(results.map((result) => result.latency.p99));
      const failed = results.some((result) => result.non2xx > 0 || result.errors > 0);
      rows.push({
        scenario: scenario.name,
        'requests/s': Math.round(median(results.map((result) => result.requests.average))),
        'p99 (ms)': p99,
        'x baseline': round2(ratio),
        spread: `${round2(Math.min(...ratios))}-${round2(Math.max(...ratios))}`,
        'non-2xx': allFailures(results),
        target: targetText(scenario),
        verdict: verdict(scenario, ratio, p99, failed),
      });
    }
    for (const { name, reason } of skipped) {
      rows.push({ scenario: name, 'requests/s': '-', 'p99 (ms)': '-', 'x baseline': '-', spread: '-', 'non-2xx': '-', target: '', verdict: `skipped: ${reason}` });
    }
    console.log(
      `\nHTTP: autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s per scenario, each beside bare Koa runs (or its own baseline) ` +
        `(after ${WARMUP_S} s of warm-up each); medians, and the spread of the ratios; API on SQLite, logging at ${ready.logLevel} to /dev/null`,
    );
    console.table(rows);
  } finally {
    child.disconnect();
  }
}

const watchdog = setTimeout(() => {
  console.error(`The HTTP bench did not finish within ${WATCHDOG_MS / 1000} s; stopping.`);
  process.exit(1);
}, WATCHDOG_MS).unref();

main().then(
  () => clearTimeout(watchdog),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
