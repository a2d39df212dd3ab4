import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContrastTargetUnreachableError, generateDesignSystem, parseDesignSystem } from '@kitsmith/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startModelServer, type TestModelServer } from '../../../api/src/generate/test-support/model-server.ts';
import { calmFintechSuggestion, goodAnswer, malformedAnswer } from '../../../api/src/generate/test-support/recorded-answers.ts';
import { recordSteps, testEnvironment, writeRepo } from '../test-support/environment.ts';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { createTestUser, fixtureDesign, useSignedInUser } from '../test-support/test-api.ts';
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
  const DESCRIPTION = 'a calm fintech for retirees, trustworthy, not corporate';
  /** A dark green every text target is met on. */
  const FOREST = '#0b3d2e';
  let model: TestModelServer;
  beforeAll(async () => {
    model = await startModelServer();
  });
  afterAll(() => model.close());
  beforeEach(() => {
    model.reset();
    signedIn.api.deps.config.ai = undefined;
  });
  const connectModel = () => {
    signedIn.api.deps.config.ai = { baseUrl: model.baseUrl, apiKey: 'test-key', model: 'kitsmith-test-model', timeoutMs: 2000 };
  };

  it('checks the target before asking the server at all', async () => {
    const environment = testEnvironment(tempDir(), tempDir(), { KITSMITH_TOKEN: 'unused', KITSMITH_API_URL: 'http://127.0.0.1:9/v1' });
    const { progress, titles } = recordSteps();
    await expect(
      generate(environment, { input: { brandColors: [TEAL], contrast: 'AAA' }, description: DESCRIPTION }, progress),
    ).rejects.toMatchObject({ code: 'CONTRAST_TARGET_UNREACHABLE', exitCode: 2 });
    expect(titles).toEqual([]);
  });

  it('needs a sign-in (the model lives on the server)', async () => {
    const environment = testEnvironment(tempDir(), tempDir(), { KITSMITH_API_URL: signedIn.api.apiUrl });
    await expect(
      generate(environment, { input: { brandColors: [TEAL] }, description: DESCRIPTION }, recordSteps().progress),
    ).rejects.toMatchObject({ code: 'NOT_SIGNED_IN', exitCode: 3 });
  });

  it('with no model connected, passes on the server’s notice and still lists its candidates (the same as offline)', async () => {
    const { progress, titles } = recordSteps();
    const input = { brandColors: [TEAL], mood: 'corporate' as const };
    const result = await generate(signedIn.environmentFor(tempDir()), { input, description: DESCRIPTION }, progress);
    expect(titles).toEqual([`Generating from your description on ${signedIn.api.apiUrl}`]);
    expect(result.source).toBe('api');
    expect(result.ai).toMatchObject({ status: 'unavailable', suggestion: null });
    expect(result.ai?.notice).toContain('need an AI model');
    expect(result.candidates.map((candidate) => candidate.design)).toEqual(generateDesignSystem(input).map((candidate) => candidate.design));
    expect(result.reproduce).toEqual(input);
    expect(model.requests).toEqual([]);
  });

  it('uses the model’s suggestion, says how to get the same candidates offline, and writes the picked one', async () => {
    connectModel();
    model.answerWith(goodAnswer(calmFintechSuggestion));
    const repo = tempDir();
    const input = { brandColors: [FOREST], density: 'compact' as const };
    const result = await generate(signedIn.environmentFor(repo), { input, description: DESCRIPTION, pick: 2 }, recordSteps().progress);

    expect(model.requests).toHaveLength(1);
    expect(result.ai?.status).toBe('used');
    // The caller's density stays; the model's mood, corners, contrast, type and motion and its first colour fill the rest.
    expect(result.reproduce).toEqual({
      brandColors: [FOREST, result.candidates[0]?.colors.secondary, result.candidates[0]?.colors.accent],
      density: 'compact',
      mood: 'calm',
      corners: 'round',
      contrast: 'AAA',
      typePairing: 'serif',
      motion: 'subtle',
    });
    const offline = generateDesignSystem(result.reproduce ?? { brandColors: [] });
    expect(offline.map((candidate) => candidate.design)).toEqual(result.candidates.map((candidate) => candidate.design));
    expect(result.candidates.every((candidate) => candidate.colors.primary === FOREST && candidate.design.contrastTarget === 'AAA')).toBe(true);
    expect(result.picked).toEqual({ number: 2, designFile: 'design-system.json', designChanged: true, configFound: false });
    expect(readJson(join(repo, 'design-system.json'))).toEqual(result.candidates[1]?.design);
  });

  it('when the model answers badly, passes on the notice and lists the candidates from the flags alone', async () => {
    connectModel();
    model.answerWith(malformedAnswer);
    const input = { brandColors: [FOREST], count: 2 };
    const result = await generate(signedIn.environmentFor(tempDir()), { input, description: DESCRIPTION }, recordSteps().progress);
    expect(result.ai).toMatchObject({ status: 'failed', suggestion: null });
    expect(result.ai?.notice).toContain('not a usable set of preferences');
    expect(result.candidates).toHaveLength(2);
    expect(result.reproduce).toEqual(input);
  });

  it('names --describe when the server refuses the description, writing nothing', async () => {
    connectModel();
    const repo = tempDir();
    const request = { input: { brandColors: [FOREST] }, description: 'x'.repeat(501), pick: 1 };
    await expect(generate(signedIn.environmentFor(repo), request, recordSteps().progress)).rejects.toMatchObject({
      code: 'INVALID_OPTION',
      exitCode: 2,
      message: '--describe: must be at most 500 characters.',
    });
    expect(existsSync(join(repo, 'design-system.json'))).toBe(false);
    expect(model.requests).toEqual([]);
  });

  it('says when the plan’s descriptions for today are used up, and that offline generation has no limit', async () => {
    connectModel();
    const user = await createTestUser(signedIn.api.apiUrl);
    const environment = testEnvironment(tempDir(), tempDir(), { KITSMITH_TOKEN: user.token, KITSMITH_API_URL: signedIn.api.apiUrl });
    const request = { input: { brandColors: [FOREST], count: 1 }, description: DESCRIPTION };
    const { limit } = await user.client.generate.capabilities().then((capabilities) => capabilities.description_allowance ?? { limit: null });
    if (limit === null) throw new Error('the free plan has a daily limit');
    for (let used = 0; used < limit; used++) {
      model.answerWith(goodAnswer(calmFintechSuggestion));
      expect((await generate(environment, request, recordSteps().progress)).ai?.status).toBe('used');
    }
    await expect(generate(environment, request, recordSteps().progress)).rejects.toMatchObject({
      code: 'DESCRIPTION_LIMIT',
      exitCode: 4,
      suggestion: 'Run without --describe: generation from colours and preferences runs offline and has no limit.',
    });
    expect(model.requests).toHaveLength(limit);
  });
});
