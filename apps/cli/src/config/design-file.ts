import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { KitsmithError, parseDesignSystem, type DesignSystem } from '@kitsmith/core';
import { usageError } from '../errors.ts';
import { writeTextFile } from '../generate/write-files.ts';

/** The design as stored in a repo: core's document, two-space JSON, one trailing newline. */
export function serializeDesign(system: DesignSystem): string {
  return `${JSON.stringify(system, null, 2)}\n`;
}

/** Reads and validates a design file (any schema version; core migrates it). */
export function readDesignFile(path: string, cwd: string): DesignSystem {
  const shown = relative(cwd, path) || path;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw usageError(
        'DESIGN_NOT_FOUND',
        `There is no design file at ${shown}.`,
        'Run `kitsmith pull` to fetch the project’s design.',
      );
    }
    throw error;
  }
  try {
    return parseDesignSystem(text);
  } catch (error) {
    if (error instanceof KitsmithError) {
      throw usageError(
        error.code,
        `${shown}: ${error.message}`,
        error.suggestion ?? 'Fix the file, or run `kitsmith pull` to replace it with the server’s design.',
      );
    }
    throw error;
  }
}

/** Writes the design; returns false when the file already held exactly this design. */
export function writeDesignFile(path: string, system: DesignSystem): boolean {
  return writeTextFile(path, serializeDesign(system));
}
