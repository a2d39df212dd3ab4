import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestContext } from './request-context.ts';

function appLogging(level: pino.Level) {
  const lines: { level: number; status: number; requestId: string; msg: string }[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = new Koa().use(requestContext(logger)).use((ctx) => {
    if (ctx.path !== '/missing') ctx.body = { ok: true };
  });
  return { app, lines };
}

describe('requestContext', () => {
  it('answers with a request id (the caller’s when sane) and logs failures at info, successes only at debug', async () => {
    const { app, lines } = appLogging('info');
    const ok = await request(app.callback()).get('/fine').set('X-Request-Id', 'trace-12345678');
    expect(ok.headers['x-request-id']).toBe('trace-12345678');
    expect(lines).toEqual([]);
    const missing = await request(app.callback()).get('/missing').set('X-Request-Id', 'bad id!');
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([expect.objectContaining({ level: 30, status: 404, requestId: missing.headers['x-request-id'], msg: 'request' })]);

    const debug = appLogging('debug');
    await request(debug.app.callback()).get('/fine');
    expect(debug.lines).toEqual([expect.objectContaining({ level: 20, status: 200 })]);
  });
});
