import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/** Fresh temporary folders, removed after each test. */
export function useTempDirs(): (label?: string) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (label = 'kitsmith-cli-') => {
    const dir = mkdtempSync(join(tmpdir(), label));
    made.push(dir);
    return dir;
  };
}
