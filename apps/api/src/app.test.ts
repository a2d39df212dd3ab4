import { expect, it } from 'vitest';
import { describeEachDatabase } from './test-support/test-app.ts';

describeEachDatabase('the app shell', (app) => {
  it('answers health in the envelope, with a request id and security headers', async () => {
    const response = await app().request.get('/v1/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: { status: 'ok' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await app().request.get('/v1/nope');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
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
