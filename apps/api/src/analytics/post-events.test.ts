import { expect, it } from 'vitest';
import { readJson } from '../db/columns.ts';
import { freshIp } from '../auth/auth-test-helpers.ts';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';
import { ANONYMOUS_BATCHES_PER_HOUR } from '@kitsmith/contract';

describeEachDatabase('analytics: POST /analytics/events', (app) => {
  /** Each call from its own client address unless `ip` says otherwise, so the anonymous limit of one test never reaches another. */
  const post = (body: unknown, auth: Record<string, string> = {}, ip = freshIp()) =>
    app()
      .request.post('/v1/analytics/events')
      .set('X-Forwarded-For', ip)
      .set(auth)
      .send(body as object);

  it('accepts an anonymous batch with 202 and stores it without a user', async () => {
    const response = await post({
      events: [{ name: 'anon.visit_page', properties: { path: '/pricing', ms: 120, first: true } }],
    });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ success: true, data: { accepted: 1 } });
    const row = await app().db('analytics_events').where({ name: 'anon.visit_page' }).first();
    expect(row.user_id).toBeNull();
    expect(readJson(row.properties)).toEqual({ path: '/pricing', ms: 120, first: true });
    expect(row.occurred_at).toBe(app().clock.now.toISOString());
    expect(row.received_at).toBe(app().clock.now.toISOString());
  });

  it('stores a signed-in batch under the user, with each event’s own time in UTC', async () => {
    const user = await createUser(app());
    const response = await post(
      {
        events: [{ name: 'project.created', occurred_at: '2026-11-21T13:00:00+02:00' }, { name: 'export.downloaded' }],
      },
      user.auth,
    );
    expect(response.status).toBe(202);
    expect(response.body.data.accepted).toBe(2);
    const rows = await app().db('analytics_events').where({ user_id: user.id }).orderBy('name');
    expect(rows.map((row) => [row.name, row.occurred_at, row.properties])).toEqual([
      ['export.downloaded', app().clock.now.toISOString(), null],
      ['project.created', '2026-11-21T11:00:00.000Z', null],
    ]);
  });

  it('stores an event with an expired token as anonymous rather than failing', async () => {
    const response = await post({ events: [{ name: 'anon.bad_token' }] }, { Authorization: 'Bearer nonsense' });
    expect(response.status).toBe(202);
    const row = await app().db('analytics_events').where({ name: 'anon.bad_token' }).first();
    expect(row.user_id).toBeNull();
  });

  it('takes 50 events and refuses 0 or 51 with 422', async () => {
    const many = (n: number) => ({ events: Array.from({ length: n }, (_, i) => ({ name: `bulk.e${i}` })) });
    expect((await post(many(50))).body.data).toEqual({ accepted: 50 });
    const tooMany = await post(many(51));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.message).toContain('send at most 50 events per batch');
    const none = await post({ events: [] });
    expect(none.status).toBe(422);
    expect(none.body.error.message).toContain('send at least one event');
    const missing = await post({});
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toContain('events');
  });

  it('refuses bad event names', async () => {
    for (const name of ['Project.Created', 'has space', 'dash-ed', '', 'x'.repeat(65), 42]) {
      const response = await post({ events: [{ name }] });
      expect(response.status, String(name)).toBe(422);
      expect(response.body.error.message).toContain('events.0.name');
    }
    expect((await post({ events: [{ name: 'a'.repeat(64) }] })).status).toBe(202);
  });

  it('refuses bad properties', async () => {
    const tooMany = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    const cases: [unknown, string][] = [
      [tooMany, 'at most 20 properties'],
      [{ note: 'x'.repeat(201) }, 'events.0.properties.note: must be at most 200 characters'],
      [{ nested: { a: 1 } }, 'must be a string, a number or a boolean'],
      [{ list: [1] }, 'must be a string, a number or a boolean'],
      [{ empty: null }, 'must be a string, a number or a boolean'],
      [{ ['k'.repeat(65)]: 1 }, 'property names must be 1 to 64 characters long'],
      ['text', 'must be an object'],
    ];
    for (const [properties, message] of cases) {
      const response = await post({ events: [{ name: 'props.check', properties }] });
      expect(response.status, message).toBe(422);
      expect(response.body.error.message).toContain(message);
    }
    const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'.repeat(200)]));
    expect((await post({ events: [{ name: 'props.check', properties: twenty }] })).status).toBe(202);
  });

  it('refuses times in the future (past 5 minutes), older than 7 days, or without a zone', async () => {
    const now = app().clock.now.getTime();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const future = await post({ events: [{ name: 'time.check', occurred_at: at(5 * 60_000 + 1000) }] });
    expect(future.status).toBe(422);
    expect(future.body.error.message).toContain('events.0.occurred_at: must not be more than 5 minutes in the future');

    const old = await post({ events: [{ name: 'time.check', occurred_at: at(-7 * 86_400_000 - 1000) }] });
    expect(old.status).toBe(422);
    expect(old.body.error.message).toContain('must not be more than 7 days in the past');

    for (const occurred_at of ['2026-11-21T12:00:00', 'yesterday', '2026-11-21', 1_700_000_000]) {
      const response = await post({ events: [{ name: 'time.check', occurred_at }] });
      expect(response.status, String(occurred_at)).toBe(422);
      expect(response.body.error.message).toContain('ISO 8601');
    }

    const edges = await post({
      events: [
        { name: 'time.check', occurred_at: at(4 * 60_000) },
        { name: 'time.check', occurred_at: at(-6 * 86_400_000) },
      ],
    });
    expect(edges.status).toBe(202);
  });

  it('refuses a batch over 64 KB with 413, storing nothing', async () => {
    const before = await app().db('analytics_events').count({ n: '*' }).first();
    const events = Array.from({ length: 20 }, (_, i) => ({
      name: 'big.batch',
      properties: Object.fromEntries(Array.from({ length: 20 }, (_, k) => [`k${k}`, `${i}`.padEnd(200, 'x')])),
    }));
    const response = await post({ events });
    expect(response.status).toBe(413);
    expect(response.body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large: the limit is 64 KB for this request. Send less in one request.',
    });
    const after = await app().db('analytics_events').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('caps the body itself at 64 KB: a valid batch padded with anything else is refused before it is parsed', async () => {
    const padded = { events: [{ name: 'padded.batch' }], padding: 'x'.repeat(64 * 1024) };
    const response = await post(padded);
    expect(response.status).toBe(413);
    expect(response.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await app().db('analytics_events').where({ name: 'padded.batch' })).toHaveLength(0);
    // Just under the cap goes through.
    const fits = { events: [{ name: 'padded.batch' }], padding: 'x'.repeat(60 * 1024) };
    expect((await post(fits)).status).toBe(202);
  });

  it('limits anonymous batches per client address; signed-in callers and other addresses are not held up', async () => {
    const ip = freshIp();
    const batch = { events: [{ name: 'anon.flood' }] };
    for (let index = 0; index < ANONYMOUS_BATCHES_PER_HOUR; index += 1) expect((await post(batch, {}, ip)).status).toBe(202);
    const limited = await post(batch, {}, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('3600');
    expect(await app().db('analytics_events').where({ name: 'anon.flood' })).toHaveLength(ANONYMOUS_BATCHES_PER_HOUR);
    expect((await post(batch)).status).toBe(202);
    const user = await createUser(app());
    expect((await post(batch, user.auth, ip)).status).toBe(202);
    app().clock.advance(60 * 60 * 1000);
    expect((await post(batch, {}, ip)).status).toBe(202);
  });
});
