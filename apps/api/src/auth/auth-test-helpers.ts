import { expect } from 'vitest';
import type { TestApp } from '../test-support/test-app.ts';

let ipCounter = 0;

/** A distinct client address per call (the app trusts X-Forwarded-For), so rate limits of one test never reach another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;

export interface Registered {
  email: string;
  password: string;
  access_token: string;
  refresh_token: string;
  userId: string;
}

/** Registers through POST /v1/auth/register and returns the session. */
export async function registerThroughApi(
  app: TestApp,
  fields: { email?: string; password?: string; full_name?: string } = {},
): Promise<Registered> {
  emailCounter += 1;
  const email = fields.email ?? `person${emailCounter}-${Date.now()}@example.com`;
  const password = fields.password ?? 'correct horse battery';
  const response = await app.request
    .post('/v1/auth/register')
    .set('X-Forwarded-For', freshIp())
    .send({ email, password, full_name: fields.full_name ?? 'Ada Lovelace' });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const data = response.body.data as { access_token: string; refresh_token: string; user: { id: string } };
  return { email, password, access_token: data.access_token, refresh_token: data.refresh_token, userId: data.user.id };
}

/** The token of the newest mailed link to `path` (such as `/reset-password`) for `to`, read from the outbox table. */
export async function latestMailedToken(app: TestApp, to: string, path: string): Promise<string | undefined> {
  const mails = (await app.db('outbox').where({ to_address: to }).orderBy('id', 'desc').select('text')) as { text: string }[];
  for (const mail of mails) {
    const match = new RegExp(`http://kitsmith\\.test${path}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  return undefined;
}
