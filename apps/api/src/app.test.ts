import { expect, it } from 'vitest';
import { areaRouteTable } from './routes.ts';
import { describeEachDatabase } from './test-support/test-app.ts';

describeEachDatabase('the app shell', (app) => {
  it('answers health in the envelope, with the JSON security headers and no document ones', async () => {
    const response = await app().request.get('/v1/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { status: 'ok' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['vary']).toBe('Origin');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-resource-policy', 'access-control-allow-origin']) {
      expect(response.headers[documentOnly]).toBeUndefined();
    }
  });

  it('mounts every contract exactly once when its areas load (on the first /v1 request past health)', () => {
    expect(() => areaRouteTable(app().deps)).not.toThrow();
  });

  it('answers an unknown route with a 404 envelope that names its request id', async () => {
    const response = await app().request.get('/v1/nope');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await app().request.get('/v1/projects/x/nope/more')).status).toBe(404);
  });

  it('answers a known path with another method 405 and Allow, and OPTIONS with the methods', async () => {
    const wrong = await app().request.patch('/v1/health');
    expect(wrong.status).toBe(405);
    expect(wrong.headers['allow']).toContain('GET');
    const options = await app().request.options('/v1/projects');
    expect(options.status).toBe(200);
    expect(options.headers['allow']).toContain('POST');
  });

  it('matches routes with a trailing slash, and parameters within one segment only', async () => {
    expect((await app().request.get('/v1/health/')).status).toBe(200);
    expect((await app().request.get('/v1/templates/')).status).toBe(200);
    expect((await app().request.get('/v1/components/button/extra')).status).toBe(404);
  });

  it('gives CORS headers to the configured origin', async () => {
    const response = await app().request.get('/v1/health').set('Origin', 'http://localhost:5173');
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(response.headers['access-control-expose-headers']).toContain('X-Request-Id');
    expect(response.headers['vary']).toBe('Origin');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app().request.post('/v1/auth/login').set('Content-Type', 'application/json').send('{"a":');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, error: { code: 'INVALID_JSON' } });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await app()
      .request.post('/v1/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ big: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('keeps the caller’s sane request id', async () => {
    const response = await app().request.get('/v1/health').set('X-Request-Id', 'trace-12345678');
    expect(response.headers['x-request-id']).toBe('trace-12345678');
  });
});
