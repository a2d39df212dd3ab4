import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { applyChanges, planChanges, resolveInside } from './write-files.ts';

describe('writing generated files', () => {
  const tempDir = useTempDirs();

  it('tells added, changed and unchanged files apart and writes only the first two', () => {
    const out = tempDir();
    mkdirSync(join(out, 'css'));
    writeFileSync(join(out, 'css', 'tokens.css'), ':root {}\n');
    writeFileSync(join(out, 'css', 'components.css'), 'old\n');
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(join(out, 'css', 'tokens.css'), past, past);

    const changes = planChanges(
      [
        { path: 'css/tokens.css', contents: ':root {}\n' },
        { path: 'css/components.css', contents: 'new\n' },
        { path: 'react/Button.tsx', contents: 'export {};\n' },
      ],
      out,
    );
    expect(changes.map(({ path, status, previous }) => ({ path, status, previous }))).toEqual([
      { path: 'css/tokens.css', status: 'unchanged', previous: ':root {}\n' },
      { path: 'css/components.css', status: 'changed', previous: 'old\n' },
      { path: 'react/Button.tsx', status: 'added', previous: undefined },
    ]);

    applyChanges(changes, out);
    expect(readFileSync(join(out, 'css', 'components.css'), 'utf8')).toBe('new\n');
    expect(readFileSync(join(out, 'react', 'Button.tsx'), 'utf8')).toBe('export {};\n');
    expect(statSync(join(out, 'css', 'tokens.css')).mtime).toEqual(past);
  });

  it('refuses a path that would land outside the output folder', () => {
    expect(resolveInside('/repo/out', 'css/tokens.css')).toBe(join('/repo/out', 'css/tokens.css'));
    expect(() => resolveInside('/repo/out', '../.bashrc')).toThrow(expect.objectContaining({ code: 'UNSAFE_PATH' }));
    expect(() => resolveInside('/repo/out', 'css/../../x')).toThrow(expect.objectContaining({ code: 'UNSAFE_PATH' }));
    expect(() => resolveInside('/repo/out', '/etc/passwd')).toThrow(expect.objectContaining({ code: 'UNSAFE_PATH' }));
  });
});
