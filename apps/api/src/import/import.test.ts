import { readFileSync } from 'node:fs';
import { IMPORT_BODY_LIMIT } from '@kitsmith/contract';
import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';

const dtcg = JSON.stringify({
  color: { primary: { $type: 'color', $value: '#0f766e' }, brandy: { $type: 'color', $value: '#123456' } },
  font: { family: { body: { $type: 'fontFamily', $value: 'Inter' } } },
});

const fixture = (name: string) => readFileSync(new URL(`../../../../fixtures/${name}`, import.meta.url), 'utf8');

/** POST /import: a preview of a design read from another tool's file, nothing stored. */
describeEachDatabase('import', (app) => {
  const post = (auth: Record<string, string>, body: object) => app().request.post('/v1/import').set(auth).send(body);

  it('needs a signed-in caller', async () => {
    const response = await app().request.post('/v1/import').send({ content: dtcg });
    expect(response.status).toBe(401);
  });

  it('answers the design, what mapped and what did not, and its contrast report with failing pairs first', async () => {
    const user = await createUser(app());
    const response = await post(user.auth, { content: dtcg, filename: 'tokens.json' });
    expect(response.status).toBe(200);
    const { design, report, contrast } = response.body.data;
    expect(design.theme.primaryColor).toBe('#0f766e');
    expect(report.format).toBe('dtcg');
    expect(report.mapped).toContainEqual({ path: 'color.primary', to: 'theme.primaryColor' });
    expect(report.unmapped).toContainEqual({ path: 'color.brandy', reason: expect.stringContaining('not a colour role') });
    expect(contrast.length).toBeGreaterThan(0);
    expect(contrast[0]).toEqual({
      mode: expect.stringMatching(/^(light|dark|high-contrast-light|high-contrast-dark)$/),
      background: expect.any(String),
      foreground: expect.any(String),
      background_value: expect.any(String),
      foreground_value: expect.any(String),
      ratio: expect.any(Number),
      apca: expect.any(Number),
      target: expect.any(Number),
      passes: expect.any(Boolean),
    });
    expect([...new Set(contrast.map((pair: { mode: string }) => pair.mode))].sort()).toEqual(['dark', 'high-contrast-dark', 'high-contrast-light', 'light']);
    const firstPassing = contrast.findIndex((pair: { passes: boolean }) => pair.passes);
    expect(contrast.slice(firstPassing).every((pair: { passes: boolean }) => pair.passes)).toBe(true);
    expect(await app().db('projects').where({ user_id: user.id })).toHaveLength(0);
  });

  it('imports a shadcn globals.css over a base design, keeping what the CSS does not speak to', async () => {
    const user = await createUser(app());
    const base = JSON.parse(fixture('designs/custom.json'));
    const response = await post(user.auth, { content: fixture('import/shadcn-v3-globals.css'), filename: 'globals.css', base });
    expect(response.status).toBe(200);
    const { design, report } = response.body.data;
    expect(report.format).toBe('shadcn-css');
    expect(design.theme.primaryColor).toBe('#0f172a');
    expect(design.components).toHaveLength(base.components.length);
  });

  it('refuses content it cannot read with 422, naming what was wrong and where', async () => {
    const user = await createUser(app());
    const cases: [object, string][] = [
      [{ content: dtcg.slice(0, 40), filename: 'tokens.json' }, 'The JSON is not valid at line 1, column 41 (is the file cut short?)'],
      [{ content: fixture('import/shadcn-v3-globals.css').slice(0, 300), filename: 'globals.css' }, 'The CSS is malformed at line 6, column 9'],
      [{ content: ':root { color: red }', filename: 'globals.css' }, 'The CSS declares no custom properties'],
      [{ content: 'module.exports = { theme: { colors: { primary: require("x") } } }', filename: 'tailwind.config.js' }, 'at line 1, column'],
    ];
    for (const [body, message] of cases) {
      const response = await post(user.auth, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(response.body.error.code).toBe('INVALID_IMPORT');
      expect(response.body.error.message).toContain(message);
    }
  });

  it('refuses content over 2 MB with 413 stating the limit', async () => {
    const user = await createUser(app());
    const response = await post(user.auth, { content: `:root { --primary: #7c3aed; }\n/*${'x'.repeat(2_100_000)}*/`, filename: 'globals.css' });
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('IMPORT_TOO_LARGE');
    expect(response.body.error.message).toContain('Kitsmith imports at most 2.00 MB');
  });

  it('refuses bad fields with 422 naming the field', async () => {
    const user = await createUser(app());
    const cases: [object, string][] = [
      [{}, 'content'],
      [{ content: '' }, 'content: must not be empty'],
      [{ content: dtcg, format: 'sketch' }, 'format: must be one of kitsmith, dtcg'],
      [{ content: dtcg, base: { theme: 'teal' } }, 'base'],
    ];
    for (const [body, message] of cases) {
      const response = await post(user.auth, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.message).toContain(message);
    }
  });

  it('refuses a 10 MB body with 413 stating the limit, before reading it', async () => {
    const user = await createUser(app());
    const response = await app()
      .request.post('/v1/import')
      .set(user.auth)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ content: 'a'.repeat(10 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(response.body.error.message).toContain(`the limit is ${IMPORT_BODY_LIMIT / (1024 * 1024)} MB`);
  });
});
