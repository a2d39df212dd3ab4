import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { importDesign } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.ts';
import { captureIo } from '../test-support/capture-io.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';

const tokens = JSON.stringify({
  color: { primary: { $type: 'color', $value: '#0f766e' }, brandy: { $type: 'color', $value: '#123456' } },
  font: { family: { body: { $type: 'fontFamily', $value: 'Inter' } } },
});

describe('kitsmith import without a terminal', () => {
  const tempDir = useTempDirs();

  async function run(argv: string[], repo: string, stdin?: string) {
    const io = captureIo();
    const withStdin = stdin === undefined ? io : { ...io, stdin: Object.assign(Readable.from([stdin]), { isTTY: false }) };
    const code = await runCli(['import', ...argv], { io: withStdin, env: { KITSMITH_CONFIG_DIR: tempDir() }, cwd: repo });
    return { code, stdout: io.out(), stderr: io.err() };
  }

  it('imports a file into the design file offline and shows what mapped, what did not and the contrast', async () => {
    const repo = tempDir();
    writeFileSync(join(repo, 'tokens.json'), tokens);
    const { code, stdout, stderr } = await run(['tokens.json'], repo);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const { system } = importDesign({ text: tokens, filename: 'tokens.json' });
    expect(JSON.parse(readFileSync(join(repo, 'design-system.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(system)));
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('Imported dtcg from tokens.json into design-system.json.');
    expect(lines[1]).toContain('primary #0f766e');
    expect(lines).toContain('Mapped: 3 tokens to design settings.');
    expect(lines.some((text) => /^color\.primary\s+theme\.primaryColor$/.test(text))).toBe(true);
    expect(lines).toContain('Not mapped: 1 token.');
    expect(lines.some((text) => /^color\.brandy\s+not a colour role/.test(text))).toBe(true);
    expect(lines.some((text) => text.startsWith('Contrast: '))).toBe(true);
    expect(lines.at(-1)).toBe('Next: `kitsmith export` regenerates the files.');

    const again = await run(['tokens.json'], repo);
    expect(again.stdout.split('\n')[0]).toBe('design-system.json already holds the design dtcg from tokens.json gives.');
  });

  it('imports a shadcn globals.css over the design file, keeping its components', async () => {
    const repo = tempDir();
    const design = readFileSync(new URL('../../../../fixtures/designs/custom.json', import.meta.url), 'utf8');
    writeFileSync(join(repo, 'design-system.json'), design);
    writeFileSync(join(repo, 'globals.css'), readFileSync(new URL('../../../../fixtures/import/shadcn-v3-globals.css', import.meta.url), 'utf8'));
    const { code, stdout } = await run(['globals.css'], repo);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('Imported shadcn-css from globals.css into design-system.json.');
    const written = JSON.parse(readFileSync(join(repo, 'design-system.json'), 'utf8'));
    expect(written.theme.primaryColor).toBe('#0f172a');
    expect(written.components).toEqual(JSON.parse(design).components);
  });

  it('with --dry-run writes nothing; --json prints the report, the design and the contrast', async () => {
    const repo = tempDir();
    writeFileSync(join(repo, 'tokens.json'), tokens);
    const { code, stdout } = await run(['tokens.json', '--dry-run', '--json'], repo);
    expect(code).toBe(0);
    expect(existsSync(join(repo, 'design-system.json'))).toBe(false);
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({ source: 'tokens.json', written: null, report: { format: 'dtcg' }, design: { theme: { primaryColor: '#0f766e' } } });
    expect(result.report.unmapped).toEqual([{ path: 'color.brandy', reason: expect.stringContaining('not a colour role') }]);
    expect(result.contrast.pairs).toBeGreaterThan(0);
  });

  it('reads standard input with -', async () => {
    const repo = tempDir();
    const { code, stdout } = await run(['-', '--dry-run'], repo, tokens);
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('Preview of dtcg from standard input (--dry-run: nothing written).');
  });

  it.each([
    [['missing.json'], 'Error: There is no file missing.json.'],
    [['tokens.json', '--format', 'sketch'], 'Error: --format: unknown format "sketch" (formats: kitsmith, dtcg, figma,'],
    [['broken.json'], 'Error: broken.json: The JSON is not valid at line 1, column 41 (is the file cut short?)'],
    [['globals.css'], 'Error: globals.css: The CSS declares no custom properties'],
  ])('refuses %j with a usage error naming what was wrong', async (argv, message) => {
    const repo = tempDir();
    writeFileSync(join(repo, 'tokens.json'), tokens);
    writeFileSync(join(repo, 'broken.json'), tokens.slice(0, 40));
    writeFileSync(join(repo, 'globals.css'), ':root { color: red }');
    const { code, stdout, stderr } = await run(argv, repo);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toContain(message);
    expect(existsSync(join(repo, 'design-system.json'))).toBe(false);
  });
});
