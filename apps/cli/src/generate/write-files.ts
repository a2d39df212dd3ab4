import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, sep } from 'node:path';
import type { GeneratedFile } from '@kitsmith/core';
import { CliError, EXIT_CODES } from '../errors.ts';

export type FileStatus = 'added' | 'changed' | 'unchanged';

/** A generated file next to what is on disk at its place. */
export interface FileChange {
  /** Relative to the output folder, with forward slashes (as core names it). */
  path: string;
  status: FileStatus;
  contents: string;
  /** What the file holds on disk now (undefined when it does not exist). */
  previous: string | undefined;
}

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** `outDir` + a generated path, refusing any path that would land outside `outDir` (a zip from elsewhere could try). */
export function resolveInside(outDir: string, path: string): string {
  const relativePath = normalize(path);
  if (isAbsolute(relativePath) || relativePath === '..' || relativePath.startsWith(`..${sep}`)) {
    throw new CliError('UNSAFE_PATH', `Refusing to write "${path}": it is outside the output folder.`, {
      suggestion: 'The export holds a file path that is not safe to write; report this to the Kitsmith team.',
      exitCode: EXIT_CODES.server,
    });
  }
  return join(outDir, relativePath);
}

/** Compares each generated file with the file at its place under `outDir`. */
export function planChanges(files: readonly GeneratedFile[], outDir: string): FileChange[] {
  return files.map((file) => {
    const previous = readIfExists(resolveInside(outDir, file.path));
    const status: FileStatus = previous === undefined ? 'added' : previous === file.contents ? 'unchanged' : 'changed';
    return { path: file.path, status, contents: file.contents, previous };
  });
}

/** Writes a text file (creating its folders) unless it already holds `contents`; true when it wrote. */
export function writeTextFile(path: string, contents: string): boolean {
  if (readIfExists(path) === contents) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, contents);
  return true;
}

/** Writes the added and changed files; unchanged ones are left alone (their modification times too). */
export function applyChanges(changes: readonly FileChange[], outDir: string): void {
  for (const change of changes) {
    if (change.status === 'unchanged') continue;
    const path = resolveInside(outDir, change.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, change.contents);
  }
}
