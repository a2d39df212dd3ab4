import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';
import { documentSecurityHeaders } from '../http/security-headers.ts';

/** Vite puts content-hashed files under /assets/: they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon…) is revalidated on every visit, cheaply, through ETag/Last-Modified. */
const REVALIDATE = 'no-cache';

const isApiPath = (path: string): boolean => path === '/v1' || path.startsWith('/v1/');

/** Shown at `/` when apps/web has no build: the API still works, and this says how to get the editor. */
export const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Kitsmith API</title></head>
<body>
<h1>Kitsmith</h1>
<p>The API is running at <a href="/v1/health">/v1</a>.</p>
<p>The web app has not been built yet: run <code>npm start</code> at the repository root once <code>apps/web</code> exists, and it is built and served here.</p>
</body>
</html>
`;

interface FoundFile {
  path: string;
  size: number;
  mtime: Date;
}

/** The real file under `root` that a URL path names, or undefined: no traversal, no hidden files, no symlinks out. */
async function findFile(root: string, urlPath: string): Promise<FoundFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  const candidate = resolve(root, ...segments);
  if (!candidate.startsWith(root + sep)) return undefined;
  try {
    const real = await realpath(candidate);
    if (!real.startsWith(root + sep)) return undefined;
    const stats = await stat(real);
    return stats.isFile() ? { path: real, size: stats.size, mtime: stats.mtime } : undefined;
  } catch {
    return undefined;
  }
}

function sendFile(ctx: Context, file: FoundFile, cacheControl: string): void {
  ctx.status = 200;
  ctx.type = extname(file.path) || 'application/octet-stream';
  ctx.set('Cache-Control', cacheControl);
  ctx.lastModified = file.mtime;
  ctx.etag = `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  // Koa answers HEAD without the body and closes the stream when the response ends.
  ctx.body = createReadStream(file.path);
  ctx.length = file.size;
}

/**
 * A client route's own document instead of index.html as built (the public page's social tags), from the request
 * (its path, and its origin for absolute links) and index.html's text; undefined for index.html itself. Asked for
 * client routes only, never for files.
 */
export type RouteDocument = (ctx: Context, readIndex: () => Promise<string>) => Promise<string | undefined> | undefined;

/** index.html's text, read again only when the file changes. */
function indexReader(): (file: FoundFile) => Promise<string> {
  let read: { mtime: number; size: number; text: Promise<string> } | undefined;
  return (file) => {
    if (read?.mtime !== file.mtime.getTime() || read.size !== file.size) {
      read = { mtime: file.mtime.getTime(), size: file.size, text: readFile(file.path, 'utf8') };
    }
    return read.text;
  };
}

function sendDocument(ctx: Context, html: string): void {
  ctx.status = 200;
  ctx.type = 'html';
  ctx.set('Cache-Control', REVALIDATE);
  ctx.etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = html;
}

/**
 * Serves the built web app from `distDir` for every GET/HEAD outside /v1:
 * the file when it exists, else the route's page rendered at build time
 * (pages/{route}.html, `/` being pages/index.html) or index.html (the app's client-side routes), but
 * a 404 for a missing file with an extension (a stale asset URL must not get
 * HTML). Without a build (no index.html), `/` answers a small page saying so.
 * Compressed for browsers that accept it.
 */
export function serveWebApp(distDir: string, routeDocument?: RouteDocument): Middleware {
  const root = resolve(distDir);
  const readIndex = indexReader();
  // gzip or brotli for what the browser accepts (JS, CSS, HTML, SVG; above 1 KB): the app's first load is mostly JS.
  const compressed = compress({ threshold: 1024 });
  const serve: Middleware = async (ctx, next) => {
    // realpath, once the build exists: a symlinked dist folder still works.
    const realRoot = existsSync(root) ? await realpath(root) : root;
    const index = await findFile(realRoot, '/index.html');
    if (!index) {
      if (ctx.path !== '/') return next();
      ctx.status = 200;
      ctx.type = 'html';
      ctx.set('Cache-Control', REVALIDATE);
      ctx.body = PLACEHOLDER_PAGE;
      return;
    }
    const file = ctx.path === '/' ? undefined : await findFile(realRoot, ctx.path);
    if (file) return sendFile(ctx, file, ctx.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    if (extname(ctx.path) !== '') return next();
    // A public page the build rendered ahead (apps/web/vite/kitsmith-prerender.ts): the same app, painted before its script runs.
    const page = await findFile(realRoot, `/pages/${ctx.path === '/' ? 'index' : ctx.path.slice(1)}.html`);
    if (page) return sendFile(ctx, page, REVALIDATE);
    const document = routeDocument ? await routeDocument(ctx, () => readIndex(index)) : undefined;
    if (document !== undefined) return sendDocument(ctx, document);
    sendFile(ctx, index, REVALIDATE);
  };
  const documentHeaders = documentSecurityHeaders();
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    return documentHeaders(ctx, () => compressed(ctx, () => serve(ctx, next)));
  };
}
