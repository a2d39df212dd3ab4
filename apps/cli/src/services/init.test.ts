import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testEnvironment } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { init } from './init.ts';

describe('init', () => {
  const tempDir = useTempDirs();

  it('writes kitsmith.json with the given values and the defaults', () => {
    const repo = tempDir();
    const result = init(testEnvironment(repo, tempDir()), {
      project: 'p1',
      formats: ['css', 'react'],
      components: ['button'],
      force: false,
    });
    expect(result.path).toBe('kitsmith.json');
    expect(JSON.parse(readFileSync(join(repo, 'kitsmith.json'), 'utf8'))).toEqual({
      project: 'p1',
      design: 'design-system.json',
      formats: ['css', 'react'],
      outDir: 'design-system',
      components: ['button'],
    });
  });

  it('keeps an existing kitsmith.json unless forced', () => {
    const repo = tempDir();
    writeFileSync(join(repo, 'kitsmith.json'), '{}');
    const environment = testEnvironment(repo, tempDir());
    expect(() => init(environment, { formats: ['css'], force: false })).toThrow(
      expect.objectContaining({ code: 'CONFIG_EXISTS', suggestion: 'Edit it, or pass --force to replace it.' }),
    );
    init(environment, { formats: ['scss'], outDir: 'styles', force: true });
    expect(JSON.parse(readFileSync(join(repo, 'kitsmith.json'), 'utf8'))).toMatchObject({ formats: ['scss'], outDir: 'styles' });
  });

  it('refuses components the catalogue does not have', () => {
    expect(() =>
      init(testEnvironment(tempDir(), tempDir()), { formats: ['react'], components: ['button', 'hologram'], force: false }),
    ).toThrow('--components: no component called "hologram" in the catalogue.');
  });
});
