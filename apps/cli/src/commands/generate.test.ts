import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { runCli } from '../run-cli.ts';
import type { GenerateResult } from '../services/generate.ts';
import { captureIo } from '../test-support/capture-io.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { formatBlocks } from '../ui/plain-format.ts';
import { generateBlocks, pickCommand } from './generate.ts';

describe('kitsmith generate without a terminal', () => {
  const tempDir = useTempDirs();

  async function run(argv: string[], cwd = tempDir()) {
    const io = captureIo();
    const code = await runCli(['generate', ...argv], { io, env: { KITSMITH_CONFIG_DIR: tempDir() }, cwd });
    return { code, stdout: io.out(), stderr: io.err() };
  }

  it.each([
    [['--brand', 'teal'], `--brand: "teal" is not a colour; give a 6-digit hex colour such as '#0f766e' (quoted, or without the #).`],
    [['--brand', '#0f766e', '--brand', '#f59e0b', '--brand', '#1e3a5f', '--brand', '#b91c1c'], '--brand: give at most 3 brand colours (primary, secondary, accent).'],
    [['--brand', '#0f766e', '--mood', 'cosy'], '--mood: unknown mood "cosy" (moods: calm, playful, corporate, editorial, technical, luxurious, minimal, bold, brutalist, glassmorphism).'],
    [['--brand', '#0f766e', '--contrast', 'AAAA'], '--contrast: unknown contrast target "AAAA" (contrast targets: AA, AAA, APCA-60, APCA-75).'],
    [['--brand', '#0f766e', '--density', 'airy'], '--density: unknown density "airy" (densities: compact, normal, spacious).'],
    [['--brand', '#0f766e', '--count', '9'], '--count: must be at most 8.'],
    [['--brand', '#0f766e', '--seed', '-1'], '--seed: must be a whole number.'],
    [['--brand', '#0f766e', '--pick', '0'], '--pick: must be at least 1.'],
    [['--brand', '#0f766e', '--describe', '  '], '--describe: must not be empty.'],
    [[], 'Missing --brand: brand colour (hex, such as #0f766e).'],
  ])('refuses %j with a usage error naming the flag', async (argv, message) => {
    const { code, stdout, stderr } = await run(argv);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe(`Error: ${message}`);
  });

  it('lists the candidates with their colours as hex and fonts, and how to write one', async () => {
    const { code, stdout } = await run(['--brand', '0F766E', '--mood', 'calm', '--contrast', 'apca-60', '--count', '3']);
    expect(code).toBe(0);
    const candidates = generateDesignSystem({ brandColors: ['#0f766e'], mood: 'calm', contrast: 'APCA-60', count: 3 });
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(3 * 3 + 1);
    candidates.forEach((candidate, index) => {
      const { theme, colors } = candidate.design;
      expect(lines[index * 3]).toBe(`${index + 1}. ${candidate.rationale}`);
      expect(lines[index * 3 + 1]).toBe(
        `   primary ${theme.primaryColor}  secondary ${theme.secondaryColor}  accent ${theme.accentColor}  neutral ${colors.neutral}`,
      );
      expect(lines[index * 3 + 2]).toContain(`fonts: ${candidate.fonts.heading} (headings)`);
    });
    expect(lines.at(-1)).toBe(
      "Write one to the design file: kitsmith generate --brand '#0f766e' --mood calm --contrast APCA-60 --count 3 --pick <n>",
    );
  });

  it('lists candidates as JSON for CI: rationale, colours, fonts and the design', async () => {
    const { code, stdout, stderr } = await run(['--brand', '#0f766e', '--brand', '#f59e0b', '--seed', '7', '--json']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const result = JSON.parse(stdout) as GenerateResult;
    const expected = generateDesignSystem({ brandColors: ['#0f766e', '#f59e0b'], seed: 7 });
    expect(result).toMatchObject({ source: 'local', ai: null, picked: null });
    expect(result.candidates).toHaveLength(expected.length);
    expect(result.candidates[0]).toEqual({
      number: 1,
      rationale: expected[0]?.rationale,
      colors: { primary: '#0f766e', secondary: '#f59e0b', accent: expected[0]?.design.theme.accentColor, neutral: expected[0]?.design.colors.neutral },
      fonts: { heading: expected[0]?.fonts.heading, body: expected[0]?.fonts.body, mono: expected[0]?.fonts.mono },
      design: expected[0]?.design,
    });
  });

  it('writes the picked candidate to the design file', async () => {
    const repo = tempDir();
    const { code, stdout } = await run(['--brand', '#0f766e', '--mood', 'editorial', '--pick', '2'], repo);
    expect(code).toBe(0);
    const picked = generateDesignSystem({ brandColors: ['#0f766e'], mood: 'editorial' })[1];
    expect(JSON.parse(readFileSync(join(repo, 'design-system.json'), 'utf8'))).toEqual(picked?.design);
    expect(stdout.split('\n')[0]).toBe(`Wrote candidate 2 to design-system.json: ${picked?.rationale}.`);
    expect(stdout).toContain('Next: `kitsmith init` chooses formats and folders');
  });

  it('explains an unreachable target with the shade and the targets to use instead, as JSON too', async () => {
    const plain = await run(['--brand', '#0f766e', '--contrast', 'AAA']);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain('Error: No text reaches WCAG AAA (7:1) on a brand colour kept exactly as its fill: primary #0f766e reaches');
    expect(plain.stderr).toMatch(/Use the nearest shade that reaches AAA \(--brand '#[0-9a-f]{6}' instead of '#0f766e'\), or a target your brand colours meet \(--contrast AA/);

    const json = await run(['--brand', '#0f766e', '--contrast', 'AAA', '--json']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toMatchObject({ error: { code: 'CONTRAST_TARGET_UNREACHABLE' } });
  });
});

describe('generate output', () => {
  const input = { brandColors: ['#0b3d2e'], count: 2 };
  const candidates = generateDesignSystem(input).map((candidate, index) => ({
    number: index + 1,
    rationale: candidate.rationale,
    colors: {
      primary: candidate.design.theme.primaryColor,
      secondary: candidate.design.theme.secondaryColor,
      accent: candidate.design.theme.accentColor,
      neutral: candidate.design.colors.neutral,
    },
    fonts: { heading: 'Inter', body: 'Inter', mono: null },
    design: candidate.design,
  }));
  const notice = 'Brand descriptions need an AI model, and none is connected to this server.';

  it('shows the server’s notice as a warning and, when core reproduces them, how to pick offline', () => {
    const result: GenerateResult = {
      source: 'api',
      candidates,
      ai: { status: 'unavailable', notice, suggestion: null },
      reproduce: input,
      picked: null,
    };
    const lines = formatBlocks(generateBlocks(result, { input, description: 'a calm fintech' }));
    expect(lines[0]).toBe(`warning: ${notice}`);
    expect(lines[3]).toBe('   fonts: Inter (headings), Inter (body)');
    expect(lines.slice(-2)).toEqual([
      "Write one to the design file: kitsmith generate --brand '#0b3d2e' --count 2 --pick <n>",
      '(The same candidates offline: your flags with the model’s suggestions; no model is asked.)',
    ]);
  });

  it('repeats the description when the server’s candidates cannot be reproduced offline', () => {
    const result: GenerateResult = { source: 'api', candidates, ai: { status: 'used', notice: null, suggestion: null }, reproduce: null, picked: null };
    expect(formatBlocks(generateBlocks(result, { input, description: "a retiree's fintech" })).slice(-2)).toEqual([
      `Write one to the design file: kitsmith generate --brand '#0b3d2e' --count 2 --describe 'a retiree'\\''s fintech' --pick <n>`,
      '(A description asks the model again, which may answer differently.)',
    ]);
  });

  it('quotes only what a shell would misread', () => {
    expect(pickCommand({ brandColors: ['#0f766e'], mood: 'calm', seed: 4 })).toBe("kitsmith generate --brand '#0f766e' --mood calm --seed 4 --pick <n>");
  });
});
