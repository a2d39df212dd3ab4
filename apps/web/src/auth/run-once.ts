/**
 * One call per key for the life of the page. A mailed link's token is
 * single-use, and React StrictMode runs effects twice (and may remount), so
 * the second run must reuse the first call's outcome rather than spend the
 * token again.
 */
const runs = new Map<string, Promise<unknown>>();

export function runOnce<T>(key: string, call: () => Promise<T>): Promise<T> {
  let run = runs.get(key) as Promise<T> | undefined;
  if (!run) {
    run = call();
    runs.set(key, run);
  }
  return run;
}
