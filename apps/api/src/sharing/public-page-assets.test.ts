import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { publicPageDocuments } from '../platform/start-server.ts';
import { createProjectAs } from '../projects/test-factories.ts';
import { serveWebApp } from '../static/serve-web-app.ts';
import { SERVER_RENDER_FILE } from './shared-page-render.ts';
import { createUser, describeEachDatabase, type TestApp } from '../test-support/test-app.ts';

const HOSTILE = `"><script>alert('x')</script><meta property="og:title" content="pwned`;
const config = {
  schemaVersion: 2,
  theme: { primaryColor: '#0f766e' },
  components: [
    { id: 'cta', componentId: 'button', customName: 'Call <to> action' },
    { id: 'c2', componentId: 'card' },
  ],
};

/** supertest's parser for raw bytes, whatever the content type. */
const binary = (response: { on: (event: string, listener: (chunk?: Buffer) => void) => void }, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk) => chunk && chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** A PNG's signature and its IHDR's width and height. */
function pngSize(body: Buffer): { signature: boolean; width: number; height: number } {
  return {
    signature: body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    width: body.readUInt32BE(16),
    height: body.readUInt32BE(20),
  };
}

describeEachDatabase('sharing: the public page’s image, frame and social tags', (app) => {
  it('draws a 1200x630 PNG of a public design, once per revision, with an ETag (304 when held)', { timeout: 60_000 }, async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Acme UI', config, is_public: true });
    const url = `/p/${project.id}/og.png`;
    const first = await app().request.get(url).buffer(true).parse(binary);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(pngSize(first.body as Buffer)).toEqual({ signature: true, width: 1200, height: 630 });
    const etag = first.headers.etag as string;
    const held = await app().request.get(url).set('If-None-Match', etag);
    expect(held.status).toBe(304);
    const again = await app().request.get(url).buffer(true).parse(binary);
    expect((again.body as Buffer).equals(first.body as Buffer)).toBe(true);

    const put = await app()
      .request.put(`/v1/projects/${project.id}`)
      .set(owner.auth)
      .send({ config: { ...config, theme: { primaryColor: '#b91c1c' } }, revision: project.revision });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const changed = await app().request.get(url).set('If-None-Match', etag).buffer(true).parse(binary);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.body as Buffer).equals(first.body as Buffer)).toBe(false);
  });

  it('answers private, unknown and malformed projects as the public read does: 404, not public', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { config });
    for (const id of [project.id, '00000000-0000-4000-8000-000000000000', 'no%20such']) {
      for (const asset of ['og.png', 'preview.html']) {
        const response = await app().request.get(`/p/${id}/${asset}`).set(owner.auth);
        expect(response.status, `${id} ${asset}`).toBe(404);
        expect(response.body.error).toEqual({ code: 'NOT_FOUND', message: 'Project not found or is not public' });
      }
    }
  });

  it('serves the components’ frame in either scheme under its own strict policy, the names escaped', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: HOSTILE, config, is_public: true });
    const light = await app().request.get(`/p/${project.id}/preview.html`);
    expect(light.status).toBe(200);
    expect(light.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(light.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(light.text).toContain('<html lang="en" data-theme="light">');
    expect(light.text).toContain('Call &lt;to&gt; action');
    expect(light.text).toContain('class="ks-button');
    expect(light.text).toContain('--palette-primary-');
    // One script, the components' behaviour runtime, and the policy allows it by its hash and nothing else.
    const scripts = [...light.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0] ?? '').digest('base64');
    expect(light.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}';`);
    const dark = await app().request.get(`/p/${project.id}/preview.html?scheme=dark`);
    expect(dark.text).toContain('data-theme="dark"');
    expect(dark.headers.etag).not.toBe(light.headers.etag);
    expect((await app().request.get(`/p/${project.id}/preview.html`).set('If-None-Match', light.headers.etag as string)).status).toBe(304);
  });
});

/**
 * The app with the web app's files served from a temporary build holding `files` (path -> text), as `npm start`
 * serves apps/web/dist: call inside a describe; `web()` is a client of it, `dist()` the folder.
 */
function useServedBuild(app: () => TestApp, files: Record<string, string>) {
  let dist = '';
  let server: Server | undefined;
  let web: supertest.Agent | undefined;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'kitsmith-web-build-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), text);
    }
    const served = createApp(app().deps);
    served.use(serveWebApp(dist, publicPageDocuments(app().deps, dist)));
    const listening = served.listen(0, '127.0.0.1');
    server = listening;
    await new Promise((resolve) => listening.once('listening', resolve));
    web = supertest.agent(listening);
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });
  return {
    dist: () => dist,
    web: () => {
      if (!web) throw new Error('the app is not serving yet');
      return web;
    },
  };
}

describeEachDatabase('sharing: /p/{id} as a crawler reads it', (app) => {
  const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Kitsmith's own description" />
    <title>Kitsmith: UI Kit Builder</title>
  </head>
  <body><div id="root"></div></body>
</html>
`;
  const build = useServedBuild(app, { 'index.html': INDEX });

  it('has the project’s title, description and image in Open Graph and Twitter card tags, every value escaped', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: HOSTILE, description: 'Tokens & <b>parts</b>', config, is_public: true });
    const response = await build.web().get(`/p/${project.id}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.text;
    const base = app().deps.config.publicUrl;
    const escapedName = HOSTILE.replace(/&/g, '&#38;').replace(/</g, '&#60;').replace(/>/g, '&#62;').replace(/"/g, '&#34;').replace(/'/g, '&#39;');
    expect(html).toContain(`<title>${escapedName} · Kitsmith</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escapedName}" />`);
    expect(html).toContain('<meta property="og:description" content="Tokens &#38; &#60;b&#62;parts&#60;/b&#62;" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${base}/p/${project.id}/og\\.png\\?v=[A-Za-z0-9_-]{27}" />`));
    expect(html).toMatch(new RegExp(`<meta name="twitter:image" content="${base}/p/${project.id}/og\\.png\\?v=`));
    expect(html).toContain(`<meta property="og:url" content="${base}/p/${project.id}" />`);
    expect(html).toContain(`<link rel="preload" href="/v1/projects/${project.id}/public" as="fetch" crossorigin="anonymous" />`);
    // Nothing the name holds became markup, and the app's own title and description made way.
    expect(html).not.toContain('<script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain("Kitsmith's own description");
    // The image the tags name is the one served.
    const image = /og:image" content="[^"]*(\/p\/[^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&') ?? '';
    expect((await build.web().get(image)).status).toBe(200);
  });

  it('puts the page’s and the image’s address on the origin the crawler came in on when it is listed, else on PUBLIC_URL', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Origins', config, is_public: true });
    for (const [host, origin] of [
      ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
      ['localhost:3000', 'http://localhost:3000'],
      ['evil.test', app().deps.config.publicUrl],
    ] as const) {
      const html = (await build.web().get(`/p/${project.id}`).set('Host', host)).text;
      expect(html, host).toContain(`<meta property="og:url" content="${origin}/p/${project.id}" />`);
      expect(html, host).toMatch(new RegExp(`<meta property="og:image" content="${origin}/p/${project.id}/og\\.png\\?v=`));
      expect(html, host).toMatch(new RegExp(`<meta name="twitter:image" content="${origin}/p/${project.id}/og\\.png\\?v=`));
      expect(html, host).not.toContain('evil.test');
    }
  });

  it('leaves index.html as built for private and unknown projects', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Private', config });
    for (const id of [project.id, 'no-such-project']) {
      const response = await build.web().get(`/p/${id}`);
      expect(response.status).toBe(200);
      expect(response.text).toBe(INDEX);
    }
  });
});

/** What the web build's renderer is asked for: its documents name the project and its version; one name breaks it. */
const FAKE_RENDERER = `
const calls = [];
exports.calls = calls;
exports.renderSharedProject = async (project) => {
  calls.push(project);
  if (project.name === 'Breaks the renderer') throw new Error('the renderer broke');
  const name = project.name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return '<!doctype html><html><head><meta name="description" content="The app" /><title>App</title></head>' +
    '<body><div id="root"><h1>' + name + '</h1><p>v' + project.version + '</p></div></body></html>';
};
`;

describeEachDatabase('sharing: /p/{id} rendered on the server', (app) => {
  const build = useServedBuild(app, {
    'index.html': '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
    [SERVER_RENDER_FILE]: FAKE_RENDERER,
  });
  // The module the app loads (Node keeps one per file), to see what it was asked for.
  const renderer = () => createRequire(import.meta.url)(join(build.dist(), SERVER_RENDER_FILE)) as { calls: { id: string; name: string }[] };

  it('renders the page with the public read’s answer, once per revision, under the project’s own tags', async () => {
    const owner = await createUser(app());
    const project = await createProjectAs(app(), owner, { name: 'Cost $& <Co>', config, is_public: true });
    const before = renderer().calls.length;
    const first = await build.web().get(`/p/${project.id}`);
    expect(first.status).toBe(200);
    expect(first.text).toContain('<h1>Cost $&amp; &lt;Co></h1><p>v1.0.0</p>');
    // The renderer had what the page's fetch would have had; the page carries it, so nothing is preloaded.
    const publicRead = await app().request.get(`/v1/projects/${project.id}/public`);
    expect(renderer().calls.at(-1)).toEqual(publicRead.body.data);
    expect(first.text).not.toContain('rel="preload"');
    // The project's tags replace the app's, and a `$` in its name stays text.
    expect(first.text.match(/<title>/g)).toHaveLength(1);
    expect(first.text).toContain('<title>Cost $&#38; &#60;Co&#62; · Kitsmith</title>');
    expect(first.text).not.toContain('content="The app"');
    expect(first.text).toContain('<meta property="og:title" content="Cost $&#38; &#60;Co&#62;" />');
    // Rendered once for its revision, again after an edit.
    expect((await build.web().get(`/p/${project.id}`)).text).toBe(first.text);
    expect(renderer().calls.length).toBe(before + 1);
    const edit = await app().request.put(`/v1/projects/${project.id}`).set(owner.auth).send({ name: 'Renamed' });
    expect(edit.status).toBe(200);
    const edited = await build.web().get(`/p/${project.id}`);
    expect(edited.text).toContain('<h1>Renamed</h1>');
    expect(renderer().calls.length).toBe(before + 2);
  });

  it('never serves the renderer itself as a file', async () => {
    for (const path of ['/.ssr/render.cjs', '/.ssr/', '/%2essr/render.cjs']) expect((await build.web().get(path)).text, path).not.toContain('renderSharedProject');
  });

  it('leaves the page to the browser when the renderer fails, and renders nothing for a private project', async () => {
    const owner = await createUser(app());
    const broken = await createProjectAs(app(), owner, { name: 'Breaks the renderer', config, is_public: true });
    const response = await build.web().get(`/p/${broken.id}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root"></div>');
    expect(response.text).toContain(`<link rel="preload" href="/v1/projects/${broken.id}/public" as="fetch" crossorigin="anonymous" />`);
    expect(response.text).toContain('<title>Breaks the renderer · Kitsmith</title>');
    const hidden = await createProjectAs(app(), owner, { name: 'Private', config });
    const calls = renderer().calls.length;
    expect((await build.web().get(`/p/${hidden.id}`)).text).not.toContain('Private');
    expect(renderer().calls.length).toBe(calls);
  });
});
