import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_SUBSETS, findFont, fontFaceCss, fontFiles, type CatalogueFont, type FontSubset } from '@kitsmith/core';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';

/** Where the fonts are served: `/fonts/{id}.css` and `/fonts/{id}/{version}/{file}.woff2`. */
export const FONTS_PATH = '/fonts';

/** A font file's URL names its package version: it never changes, so browsers keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The stylesheet's URL does not (pages ask for it by font id): revalidated on each use, cheaply, through its ETag. */
const REVALIDATE = 'public, no-cache';

const STYLESHEET = /^\/fonts\/([a-z0-9-]+)\.css$/;
const FILE = /^\/fonts\/([a-z0-9-]+)\/([0-9A-Za-z.+-]+)\/([a-z0-9-]+\.woff2)$/;

/**
 * The packages are found at run time the way Node finds any dependency, from this module's place: the sources
 * under src/ or the bundle in dist/ both resolve to the API's node_modules (no path relative to the repository).
 */
const packages = createRequire(import.meta.url);

interface InstalledFont {
  /** The package folder, its version, and the stylesheet we answer (with its strong ETag). */
  dir: string;
  version: string;
  css: string;
  etag: string;
  files: Set<string>;
}

const installed = new Map<string, Promise<InstalledFont>>();

/** A font's package, read once: its version and unicode ranges, and the stylesheet naming our URLs for its files. */
function install(font: CatalogueFont): Promise<InstalledFont> {
  let found = installed.get(font.id);
  if (!found) {
    found = (async () => {
      const manifest = packages.resolve(`${font.package}/package.json`);
      const dir = dirname(manifest);
      const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
      const unicode = JSON.parse(await readFile(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
      const ranges = Object.fromEntries(FONT_SUBSETS.map((subset) => [subset, unicode[subset] ?? ''])) as Record<FontSubset, string>;
      const css = `/* ${font.family} from ${font.package}@${version} (SIL Open Font License), Latin and Latin Extended. */\n${fontFaceCss(
        font,
        (file) => `${FONTS_PATH}/${font.id}/${version}/${file}`,
        ranges,
      )}`;
      const etag = `"${createHash('sha256').update(css).digest('base64url').slice(0, 27)}"`;
      return { dir, version, css, etag, files: new Set(fontFiles(font).map(({ file }) => file)) };
    })();
    // A failure is not kept: the next request tries again (and logs again).
    found.catch(() => installed.delete(font.id));
    installed.set(font.id, found);
  }
  return found;
}

function notFound(ctx: Context, message: string): void {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = `${message}\n`;
}

/** Answers 304 when the caller holds this ETag already; says whether it did. */
function answeredFresh(ctx: Context, etag: string, cacheControl: string): boolean {
  ctx.status = 200;
  ctx.set('ETag', etag);
  ctx.set('Cache-Control', cacheControl);
  if (ctx.headers['if-none-match'] !== undefined && ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  return false;
}

async function serve(ctx: Context): Promise<void> {
  const stylesheet = STYLESHEET.exec(ctx.path);
  const file = stylesheet ? null : FILE.exec(ctx.path);
  const id = stylesheet?.[1] ?? file?.[1];
  const font = id === undefined ? undefined : findFont(id);
  if (!font) {
    notFound(ctx, id === undefined ? `Not a font address: fonts are at ${FONTS_PATH}/{id}.css.` : `No font called "${id}" in the catalogue.`);
    return;
  }
  const served = await install(font);
  if (stylesheet) {
    if (answeredFresh(ctx, served.etag, REVALIDATE)) return;
    ctx.type = 'text/css; charset=utf-8';
    ctx.body = served.css;
    return;
  }
  const [, , version = '', name = ''] = file ?? [];
  if (version !== served.version) {
    notFound(ctx, `${font.family} is served from ${font.package}@${served.version}, not ${version}: ask ${FONTS_PATH}/${font.id}.css for its files.`);
    return;
  }
  if (!served.files.has(name)) {
    notFound(ctx, `${font.family} has no file "${name}": ask ${FONTS_PATH}/${font.id}.css for its files.`);
    return;
  }
  const path = join(served.dir, 'files', name);
  const { size } = await stat(path);
  if (answeredFresh(ctx, `"${font.id}-${served.version}-${name}"`, IMMUTABLE)) return;
  ctx.type = 'font/woff2';
  // Koa answers HEAD without the body and closes the stream when the response ends.
  ctx.body = createReadStream(path);
  ctx.length = size;
}

/**
 * Serves the catalogue's fonts from their installed `@fontsource` packages (GET and HEAD under /fonts): the
 * stylesheet of a font's Latin faces, gzip or brotli when the caller accepts it, and its woff2 files. Only
 * catalogue ids and the files its stylesheet names are answered, so no address reaches any other file.
 */
export function serveFonts(): Middleware {
  const compressed = compress({ threshold: 1024 });
  return (ctx, next) => {
    const path = ctx.path;
    if (path !== FONTS_PATH && !path.startsWith(`${FONTS_PATH}/`)) return next();
    // Open fonts, public anyway: the editor's preview frame, on an opaque origin, fetches their files in CORS mode.
    ctx.set('Access-Control-Allow-Origin', '*');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, HEAD');
      const headers = ctx.get('access-control-request-headers');
      if (headers) ctx.set('Access-Control-Allow-Headers', headers);
      if (ctx.get('access-control-request-private-network')) ctx.set('Access-Control-Allow-Private-Network', 'true');
      ctx.set('Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return;
    }
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.status = 405;
      ctx.set('Allow', 'GET, HEAD');
      ctx.type = 'text/plain';
      ctx.body = 'Fonts are read with GET.\n';
      return;
    }
    return compressed(ctx, async () => {
      await serve(ctx);
      // Fonts load in CORS mode, and sandboxed preview frames (an opaque origin, `Origin: null`) use them too:
      // the files are public, so any origin may read them (no credentials are involved).
      ctx.set('Access-Control-Allow-Origin', '*');
    });
  };
}
