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

  it('zips and unzips to the same files, byte for byte', async () => {
    const files = await exportDesignSystem(defaultDesignSystem, { formats: ['css', 'react'], components: ['button'] });
    const zip = zipFiles(files, 'design-system');
    const back = Object.entries(unzipSync(zip)).map(([path, bytes]) => ({ path, contents: strFromU8(bytes) }));
    expect(back).toEqual(files.map((file) => ({ path: `design-system/${file.path}`, contents: file.contents })));
    expect(zipFiles(files, 'design-system')).toEqual(zip);
  });
});
