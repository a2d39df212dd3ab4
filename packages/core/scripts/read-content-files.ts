import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ContentFile } from './render-content-module.ts';

export const templatesDir = new URL('../../../templates/', import.meta.url).pathname;
export const contentModulePath = new URL('../src/generated/content.ts', import.meta.url).pathname;
export const templatesModulePath = new URL('../src/generated/templates.js', import.meta.url).pathname;

/** Every authored file under templates/ except its README. */
export function readContentFiles(dir = templatesDir): ContentFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'README.md' && !entry.name.startsWith('.'))
    .map((entry) => {
      const absolute = join(entry.parentPath, entry.name);
      return { path: relative(dir, absolute).split('\\').join('/'), contents: readFileSync(absolute, 'utf8') };
    });
}
