import { expect, it } from 'vitest';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';

describeEachDatabase('analytics: GET /analytics', (app) => {
  // The test clock starts at 2026-11-21T12:00:00Z.
  async function seed() {
    const user = await createUser(app());
    const other = await createUser(app());
    const send = (auth: Record<string, string>, events: object[]) =>
      app().request.post('/v1/analytics/events').set(auth).send({ events }).expect(202);
    await send(user.auth, [
      { name: 'project.created', occurred_at: '2026-11-19T08:00:00Z' },
      { name: 'project.created', occurred_at: '2026-11-21T09:00:00Z' },
      { name: 'export.created', occurred_at: '2026-11-21T10:00:00Z' },
      { name: 'export.created', occurred_at: '2026-11-21T11:00:00Z' },
      { name: 'export.created', occurred_at: '2026-11-20T23:59:59.999Z' },
    ]);
    await send(other.auth, [{ name: 'project.created' }, { name: 'secret.thing' }]);
    await send({}, [{ name: 'project.created' }]);
    return { user, other };
  }

  it('answers the caller’s own counts per name, per day and in total over the 30 days ending today', async () => {
    const { user } = await seed();
    const response = await app().request.get('/v1/analytics').set(user.auth);
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data).toMatchObject({
      from: '2026-10-23T00:00:00.000Z',
      to: '2026-11-22T00:00:00.000Z',
      name: null,
      total: 5,
    });
    expect(data.by_name).toEqual([
      { name: 'export.created', count: 3 },
      { name: 'project.created', count: 2 },
    ]);
    expect(data.by_day).toHaveLength(30);
    expect(data.by_day[0]).toEqual({ date: '2026-10-23', count: 0 });
    expect(data.by_day.slice(-3)).toEqual([
      { date: '2026-11-19', count: 1 },
      { date: '2026-11-20', count: 1 },
      { date: '2026-11-21', count: 3 },
    ]);
  });

  it('never counts other users’ or anonymous events', async () => {
    const { other } = await seed();
    const response = await app().request.get('/v1/analytics').set(other.auth);
    expect(response.body.data.total).toBe(2);
    expect(response.body.data.by_name).toEqual([
      { name: 'project.created', count: 1 },
      { name: 'secret.thing', count: 1 },
    ]);
    const stranger = await createUser(app());
    const empty = await app().request.get('/v1/analytics').set(stranger.auth);
    expect(empty.body.data).toMatchObject({ total: 0, by_name: [] });
    expect(empty.body.data.by_day.every((day: { count: number }) => day.count === 0)).toBe(true);
  });

  it('filters by name and by a range of whole days or instants', async () => {
    const { user } = await seed();
    const named = await app().request.get('/v1/analytics').query({ name: 'project.created' }).set(user.auth);
    expect(named.body.data).toMatchObject({
      name: 'project.created',
      total: 2,
      by_name: [{ name: 'project.created', count: 2 }],
    });

    const days = await app()
      .request.get('/v1/analytics')
      .query({ from: '2026-11-20', to: '2026-11-20' })
      .set(user.auth);
    expect(days.body.data).toMatchObject({
      from: '2026-11-20T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
      total: 1,
      by_day: [{ date: '2026-11-20', count: 1 }],
    });

    const instants = await app()
      .request.get('/v1/analytics')
      .query({ from: '2026-11-21T09:30:00Z', to: '2026-11-21T11:30:00+01:00' })
      .set(user.auth);
    expect(instants.body.data).toMatchObject({ total: 1, by_name: [{ name: 'export.created', count: 1 }] });
    expect(instants.body.data.by_day).toEqual([{ date: '2026-11-21', count: 1 }]);
  });

  it('refuses bad dates, reversed or over-long ranges and bad names with 422', async () => {
    const user = await createUser(app());
    const cases: [Record<string, string>, string][] = [
      [{ from: 'last week' }, 'from: must be a date such as 2026-11-21'],
      [{ to: '2026-13-45' }, 'to: must be a date'],
      [{ from: '2026-11-21', to: '2026-11-01' }, 'from must be before to'],
      [{ from: '2025-01-01', to: '2026-11-21' }, 'at most 366 days'],
      [{ name: 'Bad Name' }, 'name: may hold only lower-case letters'],
    ];
    for (const [query, message] of cases) {
      const response = await app().request.get('/v1/analytics').query(query).set(user.auth);
      expect(response.status, JSON.stringify(query)).toBe(422);
      expect(response.body.error.message).toContain(message);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await app().request.get('/v1/analytics');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHORIZED');
  });
});
