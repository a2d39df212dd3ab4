import type { GeneratedFile } from '@kitsmith/core';
import { strFromU8, unzipSync } from 'fflate';

/**
 * The files of an export zip. The API puts every file under one folder named
 * after the project; that folder is dropped so paths match a local export.
 */
export function unzipFiles(bytes: Uint8Array): GeneratedFile[] {
  const entries = Object.entries(unzipSync(bytes)).filter(([name]) => !name.endsWith('/'));
  const tops = new Set(entries.map(([name]) => name.split('/')[0]));
  const [top] = tops;
  const sharedFolder = tops.size === 1 && entries.every(([name]) => name.includes('/')) ? `${top}/` : '';
  return entries.map(([name, data]) => ({ path: name.slice(sharedFolder.length), contents: strFromU8(data) }));
}
