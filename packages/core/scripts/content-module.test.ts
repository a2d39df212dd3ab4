import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentModulePath, readContentFiles, templatesModulePath } from './read-content-files.ts';
import { renderContentModule, renderTemplatesModule } from './render-content-module.ts';

describe('generated content module', () => {
  it('is current with templates/ (run `npm run generate` if this fails)', () => {
    expect(readFileSync(contentModulePath, 'utf8')).toBe(renderContentModule(readContentFiles()));
  });

  it('has every catalogue template precompiled, current with templates/', () => {
    expect(readFileSync(templatesModulePath, 'utf8')).toBe(renderTemplatesModule(readContentFiles()));
  });
});
