import { expect, it } from 'vitest';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';
import { detectImageType } from './image-type.ts';
import { images } from './test-helpers.ts';

/** GET as raw bytes, whatever the content type. */
const getBytes = (app: TestApp, url: string) =>
  app.request
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });

const pathOf = (url: string): string => new URL(url).pathname + new URL(url).search;

describeEachDatabase('POST /v1/users/avatar and GET /v1/users/:id/avatar', (app) => {
  it('stores a PNG, points avatar_url at it and serves back the same bytes with the right type and cache headers', async () => {
    const user = await createUser(app());
    const response = await app().request.post('/v1/users/avatar').set(user.auth).attach('avatar', images.png, { filename: 'me.png', contentType: 'image/png' });
    expect(response.status).toBe(200);
    const expectedUrl = `http://kitsmith.test/v1/users/${user.id}/avatar?v=${app().clock.now.getTime()}`;
    expect(response.body.data).toMatchObject({ id: user.id, avatar_url: expectedUrl });
    const profile = await app().request.get('/v1/users/profile').set(user.auth);
    expect(profile.body.data.avatar_url).toBe(expectedUrl);

    const served = await getBytes(app(), pathOf(expectedUrl));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, images.png)).toBe(0);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers.etag).toMatch(/^"[\w-]+"$/);

    const unversioned = await getBytes(app(), `/v1/users/${user.id}/avatar`);
    expect(unversioned.headers['cache-control']).toMatch(/max-age=300/);
    const revalidated = await app().request.get(`/v1/users/${user.id}/avatar`).set('If-None-Match', served.headers.etag as string);
    expect(revalidated.status).toBe(304);
  });

  it('judges the type by the bytes, not by the name or type the client claims', async () => {
    const user = await createUser(app());
    for (const [kind, bytes] of Object.entries(images)) {
      app().clock.advance(1000);
      const upload = await app().request.post('/v1/users/avatar').set(user.auth).attach('avatar', bytes, { filename: 'photo.png', contentType: 'image/png' });
      expect(upload.status, kind).toBe(200);
      const served = await getBytes(app(), pathOf(upload.body.data.avatar_url as string));
      expect(served.headers['content-type']).toBe(`image/${kind}`);
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
    }
  });

  it('replaces the previous avatar and changes the URL', async () => {
    const user = await createUser(app());
    const first = await app().request.post('/v1/users/avatar').set(user.auth).attach('avatar', images.png, 'a.png');
    app().clock.advance(5000);
    const second = await app().request.post('/v1/users/avatar').set(user.auth).attach('avatar', images.gif, 'b.gif');
    expect(second.body.data.avatar_url).not.toBe(first.body.data.avatar_url);
    const served = await getBytes(app(), `/v1/users/${user.id}/avatar`);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(await app().db('user_avatars').where({ user_id: user.id })).toHaveLength(1);
  });

  it('rejects a text file named .png with 422 and keeps no avatar', async () => {
    const user = await createUser(app());
    const response = await app()
      .request.post('/v1/users/avatar')
      .set(user.auth)
      .attach('avatar', Buffer.from('<svg onload="alert(1)"></svg> just text, not an image'), { filename: 'me.png', contentType: 'image/png' });
    expect(response.status).toBe(422);
    expect(response.body.error.code).toBe('UNSUPPORTED_IMAGE');
    expect(response.body.error.message).toMatch(/not a PNG, JPEG, WebP or GIF/);
    expect((await app().request.get(`/v1/users/${user.id}/avatar`)).status).toBe(404);
    const profile = await app().request.get('/v1/users/profile').set(user.auth);
    expect(profile.body.data.avatar_url).toBeNull();
  });

  it('rejects a 2.1 MB image with 413', async () => {
    const user = await createUser(app());
    const big = Buffer.concat([images.png, Buffer.alloc(Math.round(2.1 * 1024 * 1024))]);
    const response = await app().request.post('/v1/users/avatar').set(user.auth).attach('avatar', big, 'big.png');
    expect(response.status).toBe(413);
    expect(response.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(response.body.error.message).toMatch(/larger than 2 MB/);
    expect(await app().db('user_avatars').where({ user_id: user.id })).toHaveLength(0);
  });

  it('accepts an image of exactly 2 MB', async () => {
    const user = await createUser(app());
    const exact = Buffer.concat([images.png, Buffer.alloc(2 * 1024 * 1024 - images.png.length)]);
    const response = await app().request.post('/v1/users/avatar').set(user.auth).attach('avatar', exact, 'exact.png');
    expect(response.status).toBe(200);
    const served = await getBytes(app(), `/v1/users/${user.id}/avatar`);
    expect((served.body as Buffer).length).toBe(2 * 1024 * 1024);
  });

  it('rejects an image one byte over 2 MB', async () => {
    const user = await createUser(app());
    const over = Buffer.concat([images.png, Buffer.alloc(2 * 1024 * 1024 + 1 - images.png.length)]);
    const response = await app().request.post('/v1/users/avatar').set(user.auth).attach('avatar', over, 'over.png');
    expect(response.status).toBe(413);
  });

  it('rejects an upload far over the limit with 413', async () => {
    const user = await createUser(app());
    const huge = Buffer.concat([images.png, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await app().request.post('/v1/users/avatar').set(user.auth).attach('avatar', huge, 'huge.png');
    expect(response.status).toBe(413);
  });

  it.each([
    ['no file', (request: ReturnType<TestApp['request']['post']>) => request.field('note', 'hello'), 422, /form field "avatar"/],
    ['the wrong field', (request: ReturnType<TestApp['request']['post']>) => request.attach('photo', images.png, 'me.png'), 422, /came in the field "photo"/],
    ['an empty file', (request: ReturnType<TestApp['request']['post']>) => request.attach('avatar', Buffer.alloc(0), 'empty.png'), 422, /empty/],
    [
      'two files',
      (request: ReturnType<TestApp['request']['post']>) => request.attach('avatar', images.png, 'a.png').attach('avatar', images.gif, 'b.gif'),
      422,
      /one image only/,
    ],
    ['JSON', (request: ReturnType<TestApp['request']['post']>) => request.send({ avatar: 'data:image/png;base64,AAAA' }), 415, /multipart\/form-data/],
    [
      'a multipart type without a boundary',
      (request: ReturnType<TestApp['request']['post']>) => request.set('Content-Type', 'multipart/form-data').send('garbage'),
      400,
      /boundary/,
    ],
  ])('answers %s with a status a person can act on', async (_name, build, status, message) => {
    const user = await createUser(app());
    const response = await build(app().request.post('/v1/users/avatar').set(user.auth));
    expect(response.status).toBe(status);
    expect(response.body.error.message).toMatch(message);
  });

  it('needs a bearer token to upload', async () => {
    const response = await app().request.post('/v1/users/avatar');
    expect(response.status).toBe(401);
  });

  it('answers 404 for a user without an avatar and 422 for an id that is not one', async () => {
    const user = await createUser(app());
    const missing = await app().request.get(`/v1/users/${user.id}/avatar`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('This user has no avatar.');
    expect((await app().request.get('/v1/users/00000000-0000-4000-8000-000000000000/avatar')).status).toBe(404);
    const bad = await app().request.get('/v1/users/not-an-id/avatar');
    expect(bad.status).toBe(422);
  });
});

it('detects each accepted format by its first bytes and nothing else', () => {
  expect(detectImageType(images.png)).toBe('image/png');
  expect(detectImageType(images.jpeg)).toBe('image/jpeg');
  expect(detectImageType(images.gif)).toBe('image/gif');
  expect(detectImageType(images.webp)).toBe('image/webp');
  expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
  expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
  expect(detectImageType(images.png.subarray(0, 7))).toBeUndefined();
  expect(detectImageType(new Uint8Array())).toBeUndefined();
});
