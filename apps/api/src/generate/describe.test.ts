import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { issueAccessToken } from '../auth/access-token.ts';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { startModelServer, type TestModelServer } from './test-support/model-server.ts';
import {
  calmFintechSuggestion,
  goodAnswer,
  malformedAnswer,
  rateLimitedAnswer,
  refusalAnswer,
  serverErrorAnswer,
  slowAnswer,
  wrongShapeAnswer,
} from './test-support/recorded-answers.ts';

const DESCRIPTION = 'a calm fintech for retirees, trustworthy, not corporate';
/** A dark green every text target is met on. */
const BRAND = '#0b3d2e';

/** The real AI SDK against the test model server: good, malformed, refused, slow, rate limited. */
describeEachDatabase('generate: a brand description with an AI model', (app) => {
  let model: TestModelServer;
  beforeAll(async () => {
    model = await startModelServer();
  });
  afterAll(async () => {
    await model.close();
  });
  beforeEach(() => {
    model.reset();
    app().deps.config.ai = { baseUrl: model.baseUrl, apiKey: 'test-key', model: 'kitsmith-test-model', timeoutMs: 2000 };
  });

  /** With the description unless `description` is null (colours and preferences alone). */
  const generate = (auth: Record<string, string>, input: object, description: string | null = DESCRIPTION) =>
    app()
      .request.post('/v1/generate')
      .set(auth)
      .send({ input, ...(description === null ? {} : { description }) });

  it('says a model is connected, and each plan’s allowance for today', async () => {
    const free = await createUser(app());
    const response = await app().request.get('/v1/generate/capabilities').set(free.auth);
    expect(response.body.data).toEqual({
      ai: { available: true, model: 'kitsmith-test-model' },
      description_allowance: { used: 0, limit: 3, resets_at: '2026-11-22T00:00:00.000Z' },
    });
    const pro = await createUser(app(), { subscription_plan: 'pro' });
    expect((await app().request.get('/v1/generate/capabilities').set(pro.auth)).body.data.description_allowance.limit).toBe(50);
    const enterprise = await createUser(app(), { subscription_plan: 'enterprise' });
    expect((await app().request.get('/v1/generate/capabilities').set(enterprise.auth)).body.data.description_allowance.limit).toBeNull();
  });

  it('asks the model for structured preferences and generates with them; the caller’s colour is kept, the model’s fill the other roles', async () => {
    const user = await createUser(app());
    model.answerWith(goodAnswer(calmFintechSuggestion));
    const response = await generate(user.auth, { brandColors: [BRAND], seed: 3 });
    expect(response.status).toBe(200);

    expect(model.requests).toHaveLength(1);
    const sent = model.requests[0];
    expect(sent?.authorization).toBe('Bearer test-key');
    expect(sent?.body.model).toBe('kitsmith-test-model');
    expect(sent?.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'brand_preferences' } });
    expect(JSON.stringify(sent?.body.messages)).toContain(DESCRIPTION);

    const { candidates, ai, description_allowance } = response.body.data;
    expect(ai.status).toBe('used');
    expect(ai.notice).toBeNull();
    expect(ai.suggestion).toMatchObject({
      mood: 'calm',
      contrast: 'AAA',
      typePairing: 'serif',
      colors: [{ hex: '#1e3a5f' }, { hex: '#24563f' }],
      applied: ['mood', 'density', 'corners', 'contrast', 'typePairing', 'motion'],
    });
    expect(candidates).toHaveLength(6);
    for (const candidate of candidates) {
      expect(candidate.design.theme).toMatchObject({ primaryColor: BRAND, secondaryColor: '#1e3a5f', accentColor: '#24563f' });
      expect(candidate.design.contrastTarget).toBe('AAA');
      expect(candidate.design.spacing.density).toBe('loose');
      expect(candidate.fonts.style).toBe('serif');
      expect(candidate.rationale).toMatch(/rounded \d+ px corners/);
    }
    expect(description_allowance).toEqual({ used: 1, limit: 3, resets_at: '2026-11-22T00:00:00.000Z' });
  });

  it('keeps the preferences the request names and the caller’s three colours; the model sets only the rest', async () => {
    const user = await createUser(app());
    model.answerWith(goodAnswer(calmFintechSuggestion));
    const colors = ['#0b3d2e', '#7c2d12', '#1e1b4b'];
    const response = await generate(user.auth, { brandColors: colors, mood: 'technical', contrast: 'AA', count: 2 });
    expect(response.status).toBe(200);
    const { candidates, ai } = response.body.data;
    expect(ai.suggestion.applied).toEqual(['density', 'corners', 'typePairing', 'motion']);
    for (const candidate of candidates) {
      expect(candidate.design.theme).toMatchObject({ primaryColor: colors[0], secondaryColor: colors[1], accentColor: colors[2] });
      expect(candidate.design.contrastTarget).toBe('AA');
      expect(candidate.design.spacing.density).toBe('loose');
    }
  });

  it('adjusts a model colour no text reaches at the target to the nearest shade that does, and says so', async () => {
    const user = await createUser(app());
    model.answerWith(goodAnswer({ ...calmFintechSuggestion, colors: [{ hex: '#0F766E', reason: 'teal for calm' }] }));
    const response = await generate(user.auth, { brandColors: [BRAND], count: 2 });
    expect(response.status).toBe(200);
    const { candidates, ai } = response.body.data;
    expect(ai.status).toBe('used');
    expect(ai.notice).toMatch(/the model’s secondary #0f766e adjusted to #[0-9a-f]{6}, the nearest shade that carries WCAG AAA \(7:1\) text/);
    const used = /adjusted to (#[0-9a-f]{6})/.exec(ai.notice)?.[1];
    for (const candidate of candidates) {
      expect(candidate.design.theme.secondaryColor).toBe(used);
      expect(candidate.design.contrastTarget).toBe('AAA');
      expect(candidate.rationale).toContain(`#0f766e adjusted to ${used}`);
    }
  });

  it('keeps the caller’s target when the model’s is one the caller’s own colour cannot reach', async () => {
    const user = await createUser(app());
    model.answerWith(goodAnswer({ ...calmFintechSuggestion, colors: [] }));
    const response = await generate(user.auth, { brandColors: ['#0f766e'], count: 1 });
    expect(response.status).toBe(200);
    expect(response.body.data.ai.status).toBe('used');
    expect(response.body.data.ai.notice).toContain('The AI model suggested AAA, which your brand colours cannot reach, so your AA target stays.');
    expect(response.body.data.candidates[0].design.contrastTarget).toBe('AA');
    expect(response.body.data.candidates[0].design.theme.primaryColor).toBe('#0f766e');
  });

  const failures: [string, () => void, RegExp][] = [
    ['malformed text', () => model.answerWith(malformedAnswer), /answer was not a usable set of preferences/],
    ['JSON of the wrong shape', () => model.answerWith(wrongShapeAnswer), /answer was not a usable set of preferences/],
    ['a refusal', () => model.answerWith(refusalAnswer), /declined to answer/],
    ['429 twice (one retry)', () => model.answerWith(rateLimitedAnswer, rateLimitedAnswer), /rate limited/],
    ['503 twice (one retry)', () => model.answerWith(serverErrorAnswer, serverErrorAnswer), /answered with an error \(HTTP 503\)/],
  ];
  for (const [what, answer, notice] of failures) {
    it(`falls back to generation without the description on ${what}, and does not count it`, async () => {
      const user = await createUser(app());
      answer();
      const response = await generate(user.auth, { brandColors: [BRAND], count: 2, seed: 5 });
      expect(response.status).toBe(200);
      const { ai, candidates, description_allowance } = response.body.data;
      expect(ai.status).toBe('failed');
      expect(ai.notice).toMatch(notice);
      expect(ai.notice).toContain('colours and preferences alone');
      expect(ai.suggestion).toBeNull();
      expect(description_allowance.used).toBe(0);
      // Exactly what generation without a description gives.
      const plain = await generate(user.auth, { brandColors: [BRAND], count: 2, seed: 5 }, null);
      expect(plain.body.data.ai.status).toBe('not_asked');
      expect(candidates).toEqual(plain.body.data.candidates);
    });
  }

  it('retries a 503 once and uses the answer that follows', async () => {
    const user = await createUser(app());
    model.answerWith(serverErrorAnswer, goodAnswer(calmFintechSuggestion));
    const response = await generate(user.auth, { brandColors: [BRAND], count: 1 });
    expect(response.body.data.ai.status).toBe('used');
    expect(model.requests).toHaveLength(2);
  });

  it('gives up on a model slower than the timeout and says how long it waited', async () => {
    const user = await createUser(app());
    app().deps.config.ai = { baseUrl: model.baseUrl, apiKey: 'test-key', model: 'kitsmith-test-model', timeoutMs: 300 };
    model.answerWith(slowAnswer(5000));
    const started = Date.now();
    const response = await generate(user.auth, { brandColors: [BRAND], count: 1 });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.status).toBe(200);
    expect(response.body.data.ai).toEqual({
      status: 'failed',
      notice: 'The AI model did not answer within 0.3 s, so these candidates come from your colours and preferences alone.',
      suggestion: null,
    });
    expect(response.body.data.candidates).toHaveLength(1);
  });

  it('refuses a brand colour no text reaches with 422 before asking the model or counting', async () => {
    const user = await createUser(app());
    const response = await generate(user.auth, { brandColors: ['#0f766e'], contrast: 'AAA' });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('CONTRAST_TARGET_UNREACHABLE');
    expect(response.body.error.details.colors[0]).toMatchObject({ color: '#0f766e', nearest: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(model.requests).toHaveLength(0);
    expect(await app().db('generation_usage').where({ user_id: user.id })).toHaveLength(0);
  });

  it('free plan: three descriptions a UTC day, then 429 DESCRIPTION_LIMIT with when it resets; colours alone still generate', async () => {
    const user = await createUser(app());
    model.answerWith(...Array.from({ length: 3 }, () => goodAnswer(calmFintechSuggestion)));
    for (let index = 1; index <= 3; index += 1) {
      const response = await generate(user.auth, { brandColors: [BRAND], count: 1 });
      expect(response.body.data.description_allowance.used).toBe(index);
    }
    const refused = await generate(user.auth, { brandColors: [BRAND], count: 1 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('DESCRIPTION_LIMIT');
    expect(refused.body.error.message).toContain('The Free plan includes 3 brand descriptions a day');
    expect(refused.body.error.message).toContain('More in 12 hours (00:00 UTC)');
    expect(refused.body.error.details).toEqual({ plan: 'free', limit: 3, used: 3, resets_at: '2026-11-22T00:00:00.000Z', upgrade: '/billing' });
    expect(refused.headers['retry-after']).toBe(String(12 * 60 * 60));
    expect(model.requests).toHaveLength(3);
    expect((await generate(user.auth, { brandColors: [BRAND], count: 1 }, null)).status).toBe(200);

    // A new UTC day starts the count again.
    app().clock.advance(12 * 60 * 60 * 1000);
    const auth = { Authorization: `Bearer ${await issueAccessToken(app().deps.config, user.id)}` };
    model.answerWith(goodAnswer(calmFintechSuggestion));
    const nextDay = await generate(auth, { brandColors: [BRAND], count: 1 });
    expect(nextDay.status).toBe(200);
    expect(nextDay.body.data.description_allowance).toEqual({ used: 1, limit: 3, resets_at: '2026-11-23T00:00:00.000Z' });
  });

  it('a paid plan gets more: a Pro user goes past the free three', async () => {
    const user = await createUser(app(), { subscription_plan: 'pro' });
    model.answerWith(...Array.from({ length: 4 }, () => goodAnswer(calmFintechSuggestion)));
    for (let index = 1; index <= 4; index += 1) {
      const response = await generate(user.auth, { brandColors: [BRAND], count: 1 });
      expect(response.status).toBe(200);
      expect(response.body.data.description_allowance).toMatchObject({ used: index, limit: 50 });
    }
  });

  it('counts concurrent descriptions exactly: five at once on the free plan, three go through', async () => {
    const user = await createUser(app());
    model.answerWith(...Array.from({ length: 5 }, () => goodAnswer(calmFintechSuggestion)));
    const responses = await Promise.all(Array.from({ length: 5 }, () => generate(user.auth, { brandColors: [BRAND], count: 1 })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const rows = await app().db('generation_usage').where({ user_id: user.id });
    expect(rows.map((row) => Number(row.descriptions))).toEqual([3]);
  });
});
