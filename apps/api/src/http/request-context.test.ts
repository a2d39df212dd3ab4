import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { requestContext } from './request-context.ts';

function appLogging(level: pino.Level, timeoutMs = 30_000) {
  const lines: { level: number; status: number; requestId: string; msg: string }[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const app = new Koa().use(requestContext({ logger, timeoutMs })).use(async (ctx) => {
    // Never answers: only the deadline can end it, however slow the machine.
    if (ctx.path === '/slow') await new Promise(() => {});
    if (ctx.path === '/refused') throw new ApiError(409, 'CONFLICT', 'Someone else changed it.');
    if (ctx.path === '/broken') throw new Error('database on fire');
    if (ctx.path !== '/missing') ctx.body = { ok: true };
  });
  return { app, lines };
}

describe('requestContext', () => {
  it('logs failures at info and successes only at debug, and names the id where it can be quoted', async () => {
    const { app, lines } = appLogging('info');
    const tracked = await request(app.callback()).get('/fine').set('X-Request-Id', 'trace-12345678');
    expect(tracked.headers['x-request-id']).toBe('trace-12345678');
    const untracked = await request(app.callback()).get('/fine');
    expect(untracked.headers['x-request-id']).toBeUndefined();
    expect(lines).toEqual([]);

    const missing = await request(app.callback()).get('/missing').set('X-Request-Id', 'bad id!');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, error: { code: 'NOT_FOUND', message: 'No route for GET /missing.' } });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([expect.objectContaining({ level: 30, status: 404, requestId: missing.headers['x-request-id'], msg: 'request' })]);

    const debug = appLogging('debug');
    const logged = await request(debug.app.callback()).get('/fine');
    expect(debug.lines).toEqual([expect.objectContaining({ level: 20, status: 200, requestId: logged.headers['x-request-id'] })]);
  });

  it('answers errors in the envelope: an ApiError as it says, anything else generically with the id to quote', async () => {
    const { app, lines } = appLogging('info');
    const refused = await request(app.callback()).get('/refused');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, error: { code: 'CONFLICT', message: 'Someone else changed it.' } });

    const broken = await request(app.callback()).get('/broken');
    expect(broken.status).toBe(500);
    const id = broken.headers['x-request-id'];
    expect(broken.body.error.message).toContain(`quote request ${id}`);
    expect(broken.text).not.toContain('database on fire');
    expect(lines.some((line) => line.msg === 'unhandled error' && line.requestId === id)).toBe(true);
  });

  it('answers 503 in the envelope when a request passes its deadline', async () => {
    const { app } = appLogging('info', 50);
    const slow = await request(app.callback()).get('/slow');
    expect(slow.status).toBe(503);
    expect(slow.body).toEqual({ success: false, error: { code: 'TIMEOUT', message: 'The request took too long. Please try again.' } });
    expect((await request(app.callback()).get('/fine')).status).toBe(200);
  });
});
