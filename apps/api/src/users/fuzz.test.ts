import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-app.ts';
import { createUserWithPassword, images } from './test-helpers.ts';

const RUNS = 40;

describeEachDatabase('the /users routes under random input', (app) => {
  it('never answer 5xx to random JSON bodies', async () => {
    const user = await createUserWithPassword(app());
    const routes = [
      ['put', '/v1/users/profile'],
      ['put', '/v1/users/preferences'],
      ['put', '/v1/users/password'],
      ['delete', '/v1/users/profile'],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue(), async ([method, path], body) => {
        const response = await app().request[method](path).set(user.auth).set('Content-Type', 'application/json').send(JSON.stringify(body));
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
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
