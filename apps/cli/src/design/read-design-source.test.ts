import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { diffDesigns, exportDesignSystem, parseDesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { fixtureDesign } from '../test-support/test-api.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { readDesignSource } from './read-design-source.ts';

describe('readDesignSource', () => {
  const tempDir = useTempDirs();

  it('reads a design file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'design.json'), JSON.stringify(fixtureDesign()));
    expect(readDesignSource(join(dir, 'design.json'), dir)).toEqual(parseDesignSystem(fixtureDesign()));
  });

  it('reads exported W3C tokens (a dtcg/ folder) back into the same tokens', async () => {
    const dir = tempDir();
    const design = parseDesignSystem(fixtureDesign());
    mkdirSync(join(dir, 'dtcg'));
    for (const file of await exportDesignSystem(design, { formats: ['dtcg'] }))
      writeFileSync(join(dir, file.path), file.contents);
    expect(diffDesigns(design, readDesignSource(join(dir, 'dtcg'), dir)).tokens).toEqual([]);
  });

  it('says what is wrong with the path or its contents', () => {
    const dir = tempDir();
    expect(() => readDesignSource(join(dir, 'nope.json'), dir)).toThrow('There is no file or folder at nope.json.');
    writeFileSync(join(dir, 'broken.json'), '{');
    expect(() => readDesignSource(join(dir, 'broken.json'), dir)).toThrow(/^broken\.json is not valid JSON/);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ schemaVersion: 2, typography: { baseSize: 2 } }));
    expect(() => readDesignSource(join(dir, 'bad.json'), dir)).toThrow(
      'bad.json: Invalid design system: typography.baseSize: must be at least 10 (px)',
    );
  });
});
