import { parseDesignSystem, resolveTokens } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { checkContrast, contrastFailures } from '../design/contrast.ts';
import { formatBlocks } from '../ui/plain-format.ts';
import { checkBlocks, describeContrastFailure } from './check.ts';

describe('check output', () => {
  const design = parseDesignSystem({ schemaVersion: 2 });

  it('names each pair under its target with both colours, and its scheme in words', () => {
    const report = resolveTokens(design).report;
    const [light] = report;
    const highContrast = report.find((decision) => decision.mode === 'high-contrast-dark');
    if (!light || !highContrast) throw new Error('core reports every pair in every scheme');
    expect(describeContrastFailure({ ...light, ratio: 3.2, passes: false })).toBe(
      `light: ${light.foreground} on ${light.background} is 3.2:1 (target 4.5:1; ${light.foregroundValue} on ${light.backgroundValue})`,
    );
    expect(describeContrastFailure({ ...highContrast, ratio: 3.2, target: 7, passes: false })).toMatch(
      /^high-contrast dark: \S+ on \S+ is 3\.2:1 \(target 7:1;/,
    );
  });

  it('says each part passed, and why the server was not asked', () => {
    const result = {
      ok: true,
      files: { outDir: 'design-system', checked: 2, differences: [] },
      contrast: checkContrast(design),
      server: { compared: false as const, reason: '--offline' },
    };
    expect(formatBlocks(checkBlocks(result))).toEqual([
      'Generated files: all 2 in design-system/ match the design.',
      'Contrast: all 66 colour pairs (text on backgrounds, chart colours on the page) reach their targets.',
      'Server: not compared (--offline).',
      'Check passed.',
    ]);
  });

  it('lists contrast failures and fails', () => {
    const strict = resolveTokens(design).report.map((decision) => ({ ...decision, target: 7, passes: decision.ratio >= 7 }));
    const failures = contrastFailures(strict);
    const result = {
      ok: false,
      files: { outDir: 'design-system', checked: 2, differences: [] },
      contrast: { pairs: strict.length, failures },
      server: { compared: false as const, reason: '--offline' },
    };
    const [first] = failures;
    if (!first) throw new Error('some pairs fall short of 7:1');
    const lines = formatBlocks(checkBlocks(result));
    expect(lines).toContain(`error: Contrast: ${failures.length} of 66 colour pairs fall below their target.`);
    expect(lines).toContain(`  ${describeContrastFailure(first)}`);
    expect(lines.at(-1)).toBe('error: Check failed.');
  });
});
