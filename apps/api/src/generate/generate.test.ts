import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { GENERATE_RATE_LIMIT } from './routes.ts';

/** Generation without a model connected: core alone, and a plain word about descriptions. */
describeEachDatabase('generate: without an AI model', (app) => {
  const generate = (auth: Record<string, string>, body: object) => app().request.post('/v1/generate').set(auth).send(body);

  it('says no model is connected and counts nothing', async () => {
    const user = await createUser(app());
    const response = await app().request.get('/v1/generate/capabilities').set(user.auth);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ai: { available: false, model: null }, description_allowance: null });
  });

  it('generates six candidates from a brand colour, kept exactly, with nothing asked of a model', async () => {
    const user = await createUser(app());
    const response = await generate(user.auth, { input: { brandColors: ['#0F766E'], mood: 'playful', seed: 7 } });
    expect(response.status).toBe(200);
    const { candidates, ai, description_allowance } = response.body.data;
    expect(ai).toEqual({ status: 'not_asked', notice: null, suggestion: null });
    expect(description_allowance).toBeNull();
    expect(candidates).toHaveLength(6);
    for (const candidate of candidates) {
      expect(candidate.design.theme.primaryColor).toBe('#0f766e');
      expect(candidate.design.contrastTarget).toBe('AA');
      expect(candidate.rationale).toMatch(/px corners/);
      expect(candidate.fonts).toMatchObject({ heading: expect.any(String), body: expect.any(String) });
      expect(candidate).not.toHaveProperty('report');
    }
    // The same input and seed give the same candidates.
    const again = await generate(user.auth, { input: { brandColors: ['#0F766E'], mood: 'playful', seed: 7 } });
    expect(again.body.data.candidates).toEqual(candidates);
  });

  it('with a description: generation from colours and preferences, and a notice that descriptions need an AI model', async () => {
    const user = await createUser(app());
    const response = await generate(user.auth, { input: { brandColors: ['#7c3aed'], count: 2 }, description: 'a calm fintech for retirees' });
    expect(response.status).toBe(200);
    expect(response.body.data.ai).toEqual({ status: 'unavailable', notice: expect.stringContaining('need an AI model'), suggestion: null });
    expect(response.body.data.candidates).toHaveLength(2);
    expect(response.body.data.description_allowance).toBeNull();
    expect(await app().db('generation_usage').where({ user_id: user.id })).toHaveLength(0);
  });

  it('refuses a brand colour no text reaches at the target with 422, naming the nearest shade that works', async () => {
    const user = await createUser(app());
    const response = await generate(user.auth, { input: { brandColors: ['#0f766e'], contrast: 'AAA' } });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('CONTRAST_TARGET_UNREACHABLE');
    expect(response.body.error.message).toContain('#0f766e reaches 5.47:1');
    const details = response.body.error.details;
    expect(details).toMatchObject({ target: 'AAA', reachable_targets: expect.arrayContaining(['AA']) });
    expect(details.colors).toEqual([{ role: 'primary', color: '#0f766e', best: expect.any(Number), nearest: expect.stringMatching(/^#[0-9a-f]{6}$/) }]);
    expect(details.suggestion).toContain(`${details.colors[0].nearest} for #0f766e`);
    // The suggested shade works at the same target.
    const fixed = await generate(user.auth, { input: { brandColors: [details.colors[0].nearest], contrast: 'AAA', count: 1 } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.candidates[0].design.theme.primaryColor).toBe(details.colors[0].nearest);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const user = await createUser(app());
    const cases: [object, string][] = [
      [{}, 'input'],
      [{ input: { brandColors: [] } }, 'input.brandColors: must hold at least one brand colour'],
      [{ input: { brandColors: ['#111111', '#222222', '#333333', '#444444'] } }, 'must hold at most three brand colours'],
      [{ input: { brandColors: ['teal'] } }, 'input.brandColors.0: must be a 6-digit hex colour'],
      [{ input: { brandColors: ['#0f766e'], mood: 'cozy' } }, 'input.mood'],
      [{ input: { brandColors: ['#0f766e'], count: 9 } }, 'input.count: must be at most 8'],
      [{ input: { brandColors: ['#0f766e'] }, description: 'x'.repeat(501) }, 'description: must be at most 500 characters'],
      [{ input: { brandColors: ['#0f766e'] }, description: 42 }, 'description'],
    ];
    for (const [body, message] of cases) {
      const response = await generate(user.auth, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.message).toContain(message);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await app().request.get('/v1/generate/capabilities')).status).toBe(401);
    expect((await app().request.post('/v1/generate').send({ input: { brandColors: ['#0f766e'] } })).status).toBe(401);
  });

  it(`limits each user to ${GENERATE_RATE_LIMIT.limit} generations a minute; others are not held up`, async () => {
    const user = await createUser(app());
    const body = { input: { brandColors: ['#0f766e'], count: 1 } };
    for (let index = 0; index < GENERATE_RATE_LIMIT.limit; index += 1) expect((await generate(user.auth, body)).status).toBe(200);
    const limited = await generate(user.auth, body);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await createUser(app());
    expect((await generate(other.auth, body)).status).toBe(200);
    app().clock.advance(GENERATE_RATE_LIMIT.windowMs);
    expect((await generate(user.auth, body)).status).toBe(200);
  });
});
