import type { Bench } from 'tinybench';

/** Median of a finished task, in milliseconds. */
export function medianMs(bench: Bench, name: string): number {
  const result = bench.getTask(name)?.result;
  if (!result || !('latency' in result)) throw new Error(`bench task "${name}" did not complete`);
  return result.latency.p50;
}

/** Prints every task's median and its ratio to the baseline task measured in the same run. */
export function printTable(bench: Bench, baseline: string): void {
  const base = medianMs(bench, baseline);
  console.table(
    bench.tasks.map((task) => ({
      task: task.name,
      'median (ms)': Number(medianMs(bench, task.name).toFixed(3)),
      'x baseline': Number((medianMs(bench, task.name) / base).toFixed(2)),
      samples: task.result && 'latency' in task.result ? task.result.latency.samplesCount : 0,
    })),
  );
}
