import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_CATALOGUE } from '@kitsmith/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const require = createRequire(import.meta.url);
const interDir = dirname(require.resolve('@fontsource-variable/inter/package.json'));
const interVersion = (JSON.parse(readFileSync(join(interDir, 'package.json'), 'utf8')) as { version: string }).version;

describe('GET /fonts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('sqlite');
  });
  afterAll(() => app.close());

  it("answers a font's Latin @font-face rules, named as our stacks name it, with its files' versioned URLs", async () => {
    const response = await app.request.get('/fonts/inter.css');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    const css = response.text;
    expect(css).toContain("font-family: 'Inter';");
    expect(css).not.toContain("'Inter Variable'");
    expect(css).toContain('font-display: swap;');
    expect(css).toContain(`url(/fonts/inter/${interVersion}/inter-latin-wght-normal.woff2)`);
    expect(css).toContain(`url(/fonts/inter/${interVersion}/inter-latin-ext-wght-italic.woff2)`);
    expect(css).not.toMatch(/cyrillic|greek|vietnamese/);
    // The package's own ranges, not a copy.
    const unicode = JSON.parse(readFileSync(join(interDir, 'unicode.json'), 'utf8')) as Record<string, string>;
    expect(css).toContain(`unicode-range: ${unicode.latin};`);
  });

  it('serves every catalogue font and each file its stylesheet names', async () => {
    for (const font of FONT_CATALOGUE) {
      const css = await app.request.get(`/fonts/${font.id}.css`);
      expect(css.status, font.id).toBe(200);
      const urls = [...css.text.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1] ?? '');
      expect(urls.length, font.id).toBeGreaterThan(0);
      const head = await app.request.head(urls[0] ?? '');
      expect(head.status, urls[0]).toBe(200);
    }
  });

  it('gzips the stylesheet for a caller that accepts it, and answers 304 to its ETag', async () => {
    const response = await app.request.get('/fonts/fraunces.css').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    // supertest has gunzipped it.
    expect(response.text).toContain("font-family: 'Fraunces';");
    const again = await app.request.get('/fonts/fraunces.css').set('If-None-Match', response.headers.etag ?? '');
    expect(again.status).toBe(304);
  });

  it('lets any origin load the fonts (the preview frame is on an opaque one), preflight included', async () => {
    const file = await app.request.get(`/fonts/inter/${interVersion}/inter-latin-wght-normal.woff2`).set('Origin', 'null');
    expect(file.status).toBe(200);
    expect(file.headers['access-control-allow-origin']).toBe('*');
    const preflight = await app.request.options('/fonts/inter.css').set('Origin', 'null').set('Access-Control-Request-Method', 'GET');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves a woff2 file byte for byte, immutable, with an ETag', async () => {
    const response = await app.request
      .get(`/fonts/inter/${interVersion}/inter-latin-wght-normal.woff2`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(response.body as Buffer, readFileSync(join(interDir, 'files', 'inter-latin-wght-normal.woff2')))).toBe(0);
    const again = await app.request.get(`/fonts/inter/${interVersion}/inter-latin-wght-normal.woff2`).set('If-None-Match', response.headers.etag ?? '');
    expect(again.status).toBe(304);
  });

  it('lets any origin read them, sandboxed preview frames (Origin: null) included', async () => {
    for (const path of ['/fonts/inter.css', `/fonts/inter/${interVersion}/inter-latin-wght-normal.woff2`]) {
      const response = await app.request.get(path).set('Origin', 'null');
      expect(response.status, path).toBe(200);
      expect(response.headers['access-control-allow-origin'], path).toBe('*');
    }
  });

  it('answers 404 naming the problem for an unknown font, version or file', async () => {
    const unknown = await app.request.get('/fonts/comic-sans.css');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('No font called "comic-sans"');
    const oldVersion = await app.request.get('/fonts/inter/4.0.0/inter-latin-wght-normal.woff2');
    expect(oldVersion.status).toBe(404);
    expect(oldVersion.text).toContain(`@fontsource-variable/inter@${interVersion}, not 4.0.0`);
    // In the package, but not a file we serve (Cyrillic).
    const unlisted = await app.request.get(`/fonts/inter/${interVersion}/inter-cyrillic-wght-normal.woff2`);
    expect(unlisted.status).toBe(404);
    expect(unlisted.text).toContain('has no file "inter-cyrillic-wght-normal.woff2"');
  });

  it('reaches no other file, however the path is written', async () => {
    const paths = [
      '/fonts/../package.json',
      '/fonts/%2e%2e/package.json',
      '/fonts/inter/..%2F..%2Fpackage.json',
      `/fonts/inter/${interVersion}/..%2Fpackage.json`,
      `/fonts/inter/${interVersion}/%2e%2e%2f%2e%2e%2findex.css`,
      `/fonts/inter/${interVersion}/../../LICENSE`,
      '/fonts/inter/..%2Fpackage.json.css',
      '/fonts/%2E%2E%2F%2E%2E%2Fapps%2Fapi%2Fpackage.json.css',
      '/fonts/inter/metadata.json',
      '/fonts/',
    ];
    for (const path of paths) {
      const response = await app.request.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^text\/plain/);
    }
  });

  it('refuses writes', async () => {
    const response = await app.request.post('/fonts/inter.css');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});
