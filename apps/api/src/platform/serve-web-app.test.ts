import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { planWebBuild } from '../static/build-web-app.ts';
import { PLACEHOLDER_PAGE, serveWebApp } from '../static/serve-web-app.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { previewFrameScriptHash } from '../http/security-headers.ts';

const PREVIEW_FRAME_SCRIPT_HASH = await previewFrameScriptHash();

/** Every document's policy: scripts from this origin only, nothing inline or evaluated (see http/security-headers.ts). */
const EXPECTED_POLICY =
  `default-src 'self';script-src 'self' ${PREVIEW_FRAME_SCRIPT_HASH};style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'self';form-action 'self'`;

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with the path sent byte for byte (no client-side normalising of `..`). */
function rawRequest(server: Server, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The raw bytes of a response, for compressed bodies. */
function rawBytes(server: Server, path: string, headers: Record<string, string> = {}): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function serve(testApp: TestApp, distDir: string): Promise<Server> {
  const app = createApp(testApp.deps);
  app.use(serveWebApp(distDir));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
}

const INDEX = '<!doctype html><title>Kitsmith</title><div id="root"></div>';
const BIG_SCRIPT = `export const greetings = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `hello ${i}`))};`;

describe('serving the built web app', () => {
  let testApp: TestApp;
  let dir: string;
  let server: Server;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    dir = mkdtempSync(join(tmpdir(), 'kitsmith-web-'));
    mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'dist', 'index.html'), INDEX);
    writeFileSync(join(dir, 'dist', 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(dir, 'dist', 'assets', 'big-abc123.js'), BIG_SCRIPT);
    writeFileSync(join(dir, 'dist', 'assets', 'index-abc123.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, 'dist', '.env'), 'SECRET=1');
    writeFileSync(join(dir, 'secret.txt'), 'outside the build');
    symlinkSync(join(dir, 'secret.txt'), join(dir, 'dist', 'linked.txt'));
    server = await serve(testApp, join(dir, 'dist'));
  });

  afterAll(async () => {
    server.close();
    await testApp.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers / with index.html, revalidated on every visit', async () => {
    const response = await rawRequest(server, '/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
    // A document: its Content-Security-Policy, not to be framed by other sites, no referrer, same-origin resources.
    expect(response.headers['content-security-policy']).toBe(EXPECTED_POLICY);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets with their types, cached for a year', async () => {
    const js = await rawRequest(server, '/assets/index-abc123.js');
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.body).toBe('console.log("app")');
    const css = await rawRequest(server, '/assets/index-abc123.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const svg = await rawRequest(server, '/favicon.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('no-cache');
  });

  it('compresses what the browser accepts, and leaves small files and other clients alone', async () => {
    const gzipped = await rawBytes(server, '/assets/big-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.body).toString()).toBe(BIG_SCRIPT);
    expect(gzipped.body.length).toBeLessThan(BIG_SCRIPT.length / 2);
    const brotli = await rawBytes(server, '/assets/big-abc123.js', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);
    const plain = await rawBytes(server, '/assets/big-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
    const small = await rawBytes(server, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers a conditional request with 304 and HEAD without a body', async () => {
    const first = await rawRequest(server, '/assets/index-abc123.js');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await rawRequest(server, '/assets/index-abc123.js', { headers: { 'If-None-Match': String(etag) } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    const head = await rawRequest(server, '/assets/index-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String('console.log("app")'.length));
    expect(head.body).toBe('');
  });

  it('falls back to index.html for the app’s own routes', async () => {
    for (const path of ['/projects', '/editor/3f1c2b9a-0000-4000-8000-000000000000', '/settings/profile?tab=1', '/p/3f1c2b9a-0000-4000-8000-000000000000']) {
      const response = await rawRequest(server, path);
      expect(response.status, path).toBe(200);
      expect(response.body, path).toBe(INDEX);
      expect(response.headers['content-security-policy'], path).toBe(EXPECTED_POLICY);
    }
  });

  it('answers a public page the build rendered ahead with its own document, every other route with index.html', async () => {
    const home = '<!doctype html><title>Kitsmith</title><div id="root"><main>Home</main></div>';
    const features = '<!doctype html><title>Kitsmith</title><div id="root"><main>Features</main></div>';
    mkdirSync(join(dir, 'dist', 'pages'));
    writeFileSync(join(dir, 'dist', 'pages', 'index.html'), home);
    writeFileSync(join(dir, 'dist', 'pages', 'features.html'), features);
    try {
      for (const [path, body] of [['/', home], ['/features', features], ['/features?ref=nav', features], ['/features/more', INDEX], ['/pricing', INDEX], ['/dashboard', INDEX]]) {
        const response = await rawRequest(server, path!);
        expect(response.status, path).toBe(200);
        expect(response.body, path).toBe(body);
        expect(response.headers['cache-control'], path).toBe('no-cache');
        expect(response.headers['content-security-policy'], path).toBe(EXPECTED_POLICY);
      }
    } finally {
      rmSync(join(dir, 'dist', 'pages'), { recursive: true });
    }
  });

  it('answers a missing file with an extension with a 404, not the page', async () => {
    const response = await rawRequest(server, '/assets/index-old999.js');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  it('keeps /v1 for the API', async () => {
    const health = await rawRequest(server, '/v1/health');
    expect(JSON.parse(health.body)).toEqual({ success: true, data: { status: 'ok' } });
    const unknown = await rawRequest(server, '/v1/not-a-route');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });

  it('never serves a file outside the build, a hidden file or a symlink out of it', async () => {
    const attempts = [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2E%2E%2Fsecret.txt',
      '/..%5csecret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/.env',
      '/%2eenv',
      '/linked.txt',
      '/index.html%00.js',
      '/%E0%A4%A',
    ];
    for (const path of attempts) {
      const response = await rawRequest(server, path);
      expect(response.body, path).not.toContain('outside the build');
      expect(response.body, path).not.toContain('SECRET');
      expect(response.status, path).toBeLessThan(500);
    }
  });
});

describe('without a web build', () => {
  let testApp: TestApp;
  let server: Server;

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
    server = await serve(testApp, join(tmpdir(), 'kitsmith-no-such-build'));
  });

  afterAll(async () => {
    server.close();
    await testApp.close();
  });

  it('answers / with a page saying the API runs and the web app is not built', async () => {
    const response = await rawRequest(server, '/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe(PLACEHOLDER_PAGE);
    expect(response.headers['content-security-policy']).toBe(EXPECTED_POLICY);
    expect(response.body).toContain('/v1');
    expect(response.body).toContain('has not been built yet');
  });

  it('answers other paths with the API’s 404', async () => {
    const response = await rawRequest(server, '/editor/1');
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
  });
});

describe('deciding whether npm start builds the web app', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'kitsmith-repo-'));
  });

  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  const web = (...parts: string[]) => join(root, 'apps', 'web', ...parts);

  it('skips when there is no apps/web, or it has no build script', () => {
    expect(planWebBuild(root)).toEqual({ action: 'skip', reason: 'there is no apps/web yet' });
    mkdirSync(web('src'), { recursive: true });
    writeFileSync(web('package.json'), JSON.stringify({ name: '@kitsmith/web', scripts: { test: 'vitest' } }));
    expect(planWebBuild(root)).toMatchObject({ action: 'skip', reason: 'apps/web has no build script' });
  });

  it('builds when dist is missing, or older than a source; skips when up to date', () => {
    writeFileSync(web('package.json'), JSON.stringify({ name: '@kitsmith/web', scripts: { build: 'vite build' } }));
    writeFileSync(web('src', 'main.tsx'), 'export {}');
    expect(planWebBuild(root)).toEqual({ action: 'build', reason: 'apps/web/dist is missing', workspace: '@kitsmith/web' });

    mkdirSync(web('dist'), { recursive: true });
    writeFileSync(web('dist', 'index.html'), INDEX);
    const past = new Date(Date.now() - 60_000);
    for (const file of [web('package.json'), web('src', 'main.tsx'), web('src'), web('dist', 'index.html')]) utimesSync(file, past, past);
    utimesSync(web('dist', 'index.html'), new Date(), new Date());
    expect(planWebBuild(root)).toEqual({ action: 'skip', reason: 'apps/web/dist is up to date' });

    // Tests and tooling are not sources: a test edited since the build changes nothing.
    const future = new Date(Date.now() + 60_000);
    mkdirSync(web('test'), { recursive: true });
    for (const file of [web('test', 'home.browser.test.ts'), web('src', 'main.test.tsx')]) {
      writeFileSync(file, 'export {}');
      utimesSync(file, future, future);
    }
    expect(planWebBuild(root)).toEqual({ action: 'skip', reason: 'apps/web/dist is up to date' });

    mkdirSync(join(root, 'packages', 'core', 'src'), { recursive: true });
    writeFileSync(join(root, 'packages', 'core', 'src', 'index.ts'), 'export {}');
    utimesSync(join(root, 'packages', 'core', 'src', 'index.ts'), future, future);
    expect(planWebBuild(root)).toMatchObject({ action: 'build', reason: 'its sources changed since the last build' });
  });
});
