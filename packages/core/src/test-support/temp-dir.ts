import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { GeneratedFile } from '../export/types.ts';

const tmpRoot = new URL('../../.tmp/', import.meta.url).pathname;

/**
 * Writes files under packages/core/.tmp/ (inside the package, so their imports
 * of react, vue or tailwindcss resolve to the installed ones) and returns the
 * folder and a cleanup function.
 */
export function writeTempFiles(files: readonly GeneratedFile[], label: string): { dir: string; cleanup: () => void } {
  mkdirSync(tmpRoot, { recursive: true });
  const dir = mkdtempSync(join(tmpRoot, `${label}-`));
  for (const file of files) {
    const path = join(dir, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.contents);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
