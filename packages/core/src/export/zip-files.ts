import { strToU8, zipSync, type Zippable } from 'fflate';
import type { GeneratedFile } from './types.ts';

/** A fixed timestamp, so the same files always zip to the same bytes. */
const MTIME = new Date('2026-01-01T00:00:00Z');

/** The files as a zip archive, under an optional top folder. Pure: the caller saves or sends the bytes. */
export function zipFiles(files: readonly GeneratedFile[], folder?: string): Uint8Array {
  const prefix = folder ? `${folder.replace(/\/+$/, '')}/` : '';
  const entries: Zippable = {};
  for (const file of files) entries[`${prefix}${file.path}`] = [strToU8(file.contents), { mtime: MTIME }];
  return zipSync(entries, { level: 6 });
}
