import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-app.ts';
import { createUserWithPassword, images, PASSWORD } from './test-helpers.ts';

const RUNS = 40;

/** Any text, NUL and lone surrogates included; and now and then the user's real password, so a change goes through. */
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('\u0000', 'a\ud800', '\udc00b'));
const anyValue = fc.oneof(anyText, fc.jsonValue({ maxDepth: 3 }));
const passwordLike = fc.oneof(anyValue, fc.constant(PASSWORD));
const partial = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) => fc.record(fields, { requiredKeys: [] });

/** Each route with random JSON, or its own fields with random values. */
const requests = fc.oneof(
  ...(
    [
      ['put', '/v1/users/profile', partial({ full_name: anyValue, email: fc.oneof(anyValue, anyText.map((text) => `${text}@example.com`)) })],
      ['put', '/v1/users/preferences', partial({ preferences: fc.oneof(anyValue, partial({ theme: anyValue, codeStyle: anyValue, defaultExportFormats: anyValue })) })],
      ['put', '/v1/users/password', partial({ current_password: passwordLike, new_password: anyValue, refresh_token: anyValue })],
      ['delete', '/v1/users/profile', partial({ password: passwordLike })],
    ] as const
  ).map(([method, path, fields]) => fc.record({ method: fc.constant(method), path: fc.constant(path), body: fc.oneof(fc.jsonValue(), fields) })),
);

describeEachDatabase('the /users routes under random input', (app) => {
  it('never answer 5xx to random JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(requests, async ({ method, path, body }) => {
        // A live user for every run: a body with the right password deletes the account or changes its password.
        const user = await createUserWithPassword(app());
        const response = await app().request[method](path).set(user.auth).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
        expect(response.status, 'the user is signed in').not.toBe(401);
        expect(response.body.success).toBeTypeOf('boolean');
      }),
      { numRuns: RUNS },
    );
  });

  it('never answer 5xx to random uploads or avatar ids', async () => {
    const user = await createUserWithPassword(app());
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 256 }),
        fc.boolean(),
        fc.string({ maxLength: 60 }),
        async (bytes, withImageHeader, id) => {
          const file = Buffer.concat([withImageHeader ? images.gif : Buffer.alloc(0), Buffer.from(bytes)]);
          const upload = await app().request.post('/v1/users/avatar').set(user.auth).attach('avatar', file, 'x.png');
          expect(upload.status).toBeLessThan(500);
          const raw = await app().request.post('/v1/users/avatar').set(user.auth).set('Content-Type', 'multipart/form-data; boundary=xyz').send(file);
          expect(raw.status).toBeLessThan(500);
          const served = await app().request.get(`/v1/users/${encodeURIComponent(id)}/avatar`);
          expect(served.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
