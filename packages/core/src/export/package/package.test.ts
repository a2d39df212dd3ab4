import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { defaultDesignSystem } from '../../model/design-system.ts';
import { writeTempFiles } from '../../test-support/temp-dir.ts';
import { exportDesignSystem } from '../export-design-system.ts';
import { zipFiles } from '../zip-files.ts';

function typeErrors(dir: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(`${dir}/tsconfig.json`, { noEmit: true }, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json did not parse');
  const program = ts.createProgram(config.fileNames, config.options);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName.slice(dir.length) ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('package export', () => {
  it('is a complete npm package whose TypeScript and React type-check under strict and build', async () => {
    const files = await exportDesignSystem(defaultDesignSystem, { formats: ['package'], components: 'all', name: 'Acme UI' });
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['package.json', 'README.md', 'tsconfig.json', 'index.ts', 'css/tokens.css']));
    expect(JSON.parse(files.find((file) => file.path === 'package.json')?.contents ?? '{}')).toMatchObject({
      name: 'acme-ui',
      main: './dist/index.js',
    });
    const { dir, cleanup } = writeTempFiles(files, 'package');
    try {
      expect(typeErrors(dir)).toEqual([]);
      execFileSync('npm', ['run', 'build', '--silent'], { cwd: dir, stdio: 'pipe' });
      for (const built of ['dist/index.js', 'dist/index.d.ts', 'dist/react/Button.js', 'dist/typescript/token-names.d.ts']) {
        expect(existsSync(`${dir}/${built}`), built).toBe(true);
      }
    } finally {
      cleanup();
    }
  }, 120_000);

  it('is versioned as the project’s release and ships its changelog', async () => {
    const changelog = '# Changelog\n\n## [1.2.0] - 2026-11-26\n\nTeal brand.';
    const files = await exportDesignSystem(defaultDesignSystem, { formats: ['package'], components: ['button'], release: { version: '1.2.0', changelog } });
    const manifest = JSON.parse(files.find((file) => file.path === 'package.json')?.contents ?? '{}') as { version: string; files: string[] };
    expect(manifest.version).toBe('1.2.0');
    expect(manifest.files).toContain('CHANGELOG.md');
    expect(files.find((file) => file.path === 'CHANGELOG.md')?.contents).toBe(`${changelog}\n`);
  });

  it('without a release, or with a blank changelog, has version 0.1.0 or no CHANGELOG.md', async () => {
    const plain = await exportDesignSystem(defaultDesignSystem, { formats: ['package'], components: ['button'] });
    expect(JSON.parse(plain.find((file) => file.path === 'package.json')?.contents ?? '{}')).toMatchObject({ version: '0.1.0' });
    const blank = await exportDesignSystem(defaultDesignSystem, { formats: ['package'], components: ['button'], release: { version: '2.0.0', changelog: ' \n' } });
    const manifest = JSON.parse(blank.find((file) => file.path === 'package.json')?.contents ?? '{}') as { version: string; files: string[] };
    expect(manifest.version).toBe('2.0.0');
    expect(manifest.files).not.toContain('CHANGELOG.md');
    expect(blank.map((file) => file.path)).not.toContain('CHANGELOG.md');
    for (const files of [plain, blank]) expect(files.map((file) => file.path)).not.toContain('CHANGELOG.md');
  });

  it('refuses a release version that is not semver, saying so', async () => {
    await expect(exportDesignSystem(defaultDesignSystem, { formats: ['package'], release: { version: 'v1' } })).rejects.toThrow(/"v1" is not a semantic version/);
  });

  it('zips and unzips to the same files, byte for byte', async () => {
    const files = await exportDesignSystem(defaultDesignSystem, { formats: ['css', 'react'], components: ['button'] });
    const zip = zipFiles(files, 'design-system');
    const back = Object.entries(unzipSync(zip)).map(([path, bytes]) => ({ path, contents: strFromU8(bytes) }));
    expect(back).toEqual(files.map((file) => ({ path: `design-system/${file.path}`, contents: file.contents })));
    expect(zipFiles(files, 'design-system')).toEqual(zip);
  });
});
