import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { designPathOf, loadProjectConfig, outDirOf, requireProjectConfig } from './project-config.ts';

describe('kitsmith.json', () => {
  const tempDir = useTempDirs();

  it('is found in the current folder or above, with defaults filled and paths relative to it', () => {
    const repo = tempDir();
    writeFileSync(join(repo, 'kitsmith.json'), JSON.stringify({ project: 'p1', formats: ['css'] }));
    const nested = join(repo, 'packages', 'ui');
    mkdirSync(nested, { recursive: true });
    const loaded = loadProjectConfig(nested);
    expect(loaded?.config).toEqual({ project: 'p1', design: 'design-system.json', formats: ['css'], outDir: 'design-system' });
    expect(designPathOf(nested, loaded)).toBe(join(repo, 'design-system.json'));
    expect(outDirOf(nested, loaded, undefined)).toBe(join(repo, 'design-system'));
    // --out is what the user typed, so relative to where they typed it.
    expect(outDirOf(nested, loaded, 'out')).toBe(join(nested, 'out'));
  });

  it('names each bad field', () => {
    const repo = tempDir();
    writeFileSync(join(repo, 'kitsmith.json'), JSON.stringify({ formats: ['css', 'flash'], outdir: 'x' }));
    expect(() => loadProjectConfig(repo)).toThrow(/formats\.1: unknown format "flash".*: Unrecognized key: "outdir"/);
  });

  it('says how to make one when it is missing', () => {
    expect(() => requireProjectConfig(tempDir())).toThrow(
      expect.objectContaining({ code: 'NO_CONFIG', suggestion: expect.stringContaining('kitsmith init') }),
    );
  });
});
