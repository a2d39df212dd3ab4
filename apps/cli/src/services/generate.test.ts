import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContrastTargetUnreachableError, generateDesignSystem, parseDesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { recordSteps, testEnvironment, writeRepo } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { fixtureDesign, useSignedInUser } from '../test-support/test-api.ts';
import { generate } from './generate.ts';

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const TEAL = '#0f766e';
const AMBER = '#f59e0b';

/** What core says about colours no text reaches at a target (the suggestion the CLI turns into flags). */
function unreachable(brandColors: string[], contrast: 'AAA' | 'APCA-75'): ContrastTargetUnreachableError {
  try {
    generateDesignSystem({ brandColors, contrast, count: 1 });
  } catch (error) {
    if (error instanceof ContrastTargetUnreachableError) return error;
    throw error;
  }
  throw new Error(`every text reaches ${contrast} on ${brandColors.join(', ')}`);
}

describe('generate locally with core (offline)', () => {
  const tempDir = useTempDirs();
  const offline = (repo = tempDir()) => testEnvironment(repo, tempDir());

  it('lists core’s candidates, each with its rationale, colours and fonts, brand colours kept exactly', async () => {
    const { progress, titles } = recordSteps();
    const input = { brandColors: [TEAL, AMBER], mood: 'playful' as const, contrast: 'AA' as const, seed: 3 };
    const result = await generate(offline(), { input }, progress);
    const expected = generateDesignSystem(input);

    expect(titles).toEqual(['Generating 6 candidates']);
    expect(result.source).toBe('local');
    expect(result.ai).toBeNull();
    expect(result.picked).toBeNull();
    expect(result.candidates).toHaveLength(6);
    result.candidates.forEach((candidate, index) => {
      const core = expected[index];
      if (!core) throw new Error(`core made no candidate ${index + 1}`);
      expect(candidate).toEqual({
        number: index + 1,
        rationale: core.rationale,
        colors: {
          primary: TEAL,
          secondary: AMBER,
          accent: core.design.theme.accentColor,
          neutral: core.design.colors.neutral,
        },
        fonts: { heading: core.fonts.heading, body: core.fonts.body, mono: core.fonts.mono },
        design: core.design,
      });
    });
    expect(new Set(result.candidates.map((candidate) => candidate.rationale)).size).toBeGreaterThan(1);
  });

  it('gives the same candidates for the same flags and seed, others for another seed', async () => {
    const input = { brandColors: [TEAL], count: 3 };
    const first = await generate(offline(), { input }, recordSteps().progress);
    const again = await generate(offline(), { input }, recordSteps().progress);
    const reseeded = await generate(offline(), { input: { ...input, seed: 99 } }, recordSteps().progress);
    expect(again.candidates).toEqual(first.candidates);
    expect(reseeded.candidates).toHaveLength(3);
    expect(reseeded.candidates.map((candidate) => candidate.design)).not.toEqual(first.candidates.map((candidate) => candidate.design));
  });

  it('writes the picked candidate to kitsmith.json’s design file, replacing local edits as pull does', async () => {
    const repo = tempDir();
    mkdirSync(join(repo, 'ds'));
    mkdirSync(join(repo, 'src'));
    writeFileSync(join(repo, 'kitsmith.json'), JSON.stringify({ design: 'ds/design.json', formats: ['css'] }));
    writeFileSync(join(repo, 'ds', 'design.json'), JSON.stringify(fixtureDesign()));
    const input = { brandColors: [TEAL], mood: 'technical' as const, count: 4 };

    const result = await generate(offline(join(repo, 'src')), { input, pick: 3 }, recordSteps().progress);
    expect(result.picked).toEqual({ number: 3, designFile: join('..', 'ds', 'design.json'), designChanged: true, configFound: true });
    const written = readJson(join(repo, 'ds', 'design.json'));
    expect(written).toEqual(generateDesignSystem(input)[2]?.design);
    expect(parseDesignSystem(written)).toEqual(written);
    expect(readJson(join(repo, 'kitsmith.json'))).toEqual({ design: 'ds/design.json', formats: ['css'] });

    const again = await generate(offline(join(repo, 'src')), { input, pick: 3 }, recordSteps().progress);
    expect(again.picked).toMatchObject({ designChanged: false });
  });

  it('writes design-system.json here when there is no kitsmith.json', async () => {
    const repo = tempDir();
    const result = await generate(offline(repo), { input: { brandColors: [TEAL] }, pick: 1 }, recordSteps().progress);
    expect(result.picked).toEqual({ number: 1, designFile: 'design-system.json', designChanged: true, configFound: false });
    expect(readJson(join(repo, 'design-system.json'))).toMatchObject({ theme: { primaryColor: TEAL }, contrastTarget: 'AA' });
  });

  it('refuses a pick beyond the candidates, before writing anything', async () => {
    const repo = tempDir();
    writeRepo(repo, { formats: ['css'] });
    const before = readFileSync(join(repo, 'design-system.json'), 'utf8');
    await expect(generate(offline(repo), { input: { brandColors: [TEAL], count: 2 }, pick: 3 }, recordSteps().progress)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      exitCode: 2,
      message: '--pick: there are 2 candidates, so pick 1 to 2 (not 3).',
    });
    expect(readFileSync(join(repo, 'design-system.json'), 'utf8')).toBe(before);
  });

  it('names the colour no text reaches at the target, what it reaches, and the shade or target that works', async () => {
    const core = unreachable([AMBER, TEAL], 'AAA');
    const [first] = core.colors;
    if (!first) throw new Error('core names the colours');
    const error = await generate(offline(), { input: { brandColors: [AMBER, TEAL], contrast: 'AAA' } }, recordSteps().progress).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'CONTRAST_TARGET_UNREACHABLE', exitCode: 2, message: core.message });
    const { message, suggestion } = error as { message: string; suggestion: string };
    expect(message).toContain(first.color);
    expect(message).toMatch(/reaches \d+(\.\d+)?:1 at best/);
    for (const color of core.colors) expect(suggestion).toContain(`--brand '${color.nearest}' instead of '${color.color}'`);
    expect(suggestion).toContain('--contrast AA');
    expect(suggestion).not.toContain('--contrast AAA');

    // The suggested shades do reach the target.
    const shades = core.colors.map((color) => color.nearest);
    const fixed = await generate(offline(), { input: { brandColors: shades, contrast: 'AAA', count: 1 } }, recordSteps().progress);
    expect(fixed.candidates[0]?.colors.primary).toBe(shades[0]);
  });
});

describe('generate from a description on the server [sqlite]', () => {
  const tempDir = useTempDirs();
  const signedIn = useSignedInUser(tempDir);

  it('checks the target before asking the server at all', async () => {
    const environment = testEnvironment(tempDir(), tempDir(), { KITSMITH_TOKEN: 'unused', KITSMITH_API_URL: 'http://127.0.0.1:9/v1' });
    const { progress, titles } = recordSteps();
    await expect(
      generate(environment, { input: { brandColors: [TEAL], contrast: 'AAA' }, description: 'a calm fintech' }, progress),
    ).rejects.toMatchObject({ code: 'CONTRAST_TARGET_UNREACHABLE', exitCode: 2 });
    expect(titles).toEqual([]);
  });

  it('needs a sign-in (the model lives on the server)', async () => {
    const environment = testEnvironment(tempDir(), tempDir(), { KITSMITH_API_URL: signedIn.api.apiUrl });
    await expect(
      generate(environment, { input: { brandColors: [TEAL] }, description: 'a calm fintech' }, recordSteps().progress),
    ).rejects.toMatchObject({ code: 'NOT_SIGNED_IN', exitCode: 3 });
  });

  it('says so when the API has no /generate route, and how to generate without it', async () => {
    const repo = tempDir();
    const { progress, titles } = recordSteps();
    await expect(
      generate(signedIn.environmentFor(repo), { input: { brandColors: [TEAL] }, description: 'a calm fintech', pick: 1 }, progress),
    ).rejects.toMatchObject({
      code: 'GENERATE_UNAVAILABLE',
      exitCode: 4,
      suggestion: 'Update the server, or run without --describe: generation from colours and preferences runs offline.',
    });
    expect(titles).toEqual([`Generating from your description on ${signedIn.api.apiUrl}`]);
  });
});
