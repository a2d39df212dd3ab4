import { createHash } from 'node:crypto';
import { projectIdSchema } from '@kitsmith/contract';
import type { Context, Middleware } from 'koa';
import type { Deps } from '../deps.ts';
import { notFound } from '../http/errors.ts';
import { readStoredDesign } from '../projects/design.ts';
import { findProject, type ProjectRecord } from '../projects/queries.ts';
import { designSheet } from './design-sheet.ts';
import { PUBLIC_NOT_FOUND } from './public-page.ts';
import { PUBLIC_PAGE_ASSET } from './public-page-paths.ts';
import { previewPolicy, publicPreviewDocument } from './public-preview.ts';
import type * as OgImage from './og-image.ts';

type OgImageModule = typeof OgImage;

/** What an asset is built from: the project's revision (a write bumps it). */
export const revisionOf = (project: ProjectRecord): string => `${project.id}\n${project.revision}\n${project.updated_at}`;

/** The ETag of an asset of one revision: also the `v` of the image's URL in the page's tags, so crawlers refetch after an edit. */
export const revisionTag = (project: ProjectRecord, asset: string): string =>
  createHash('sha256').update(`${revisionOf(project)}\n${asset}`).digest('base64url').slice(0, 27);

interface Built {
  version: string;
  body: Buffer | string;
}

/** Built assets per database handle (one app's), by key, kept while the version they were built from is current. */
const built = new WeakMap<object, Map<string, Built>>();
const MAX_ASSETS = 500;

/**
 * What `build` makes for `key`, built once per `version` (a project's revision, or a public answer's ETag); a build
 * that throws leaves nothing behind, so the next request tries again.
 */
export async function buildOnce<T extends Buffer | string>(deps: Deps, key: string, version: string, build: () => Promise<T> | T): Promise<T> {
  let assets = built.get(deps.db);
  if (!assets) built.set(deps.db, (assets = new Map()));
  const cached = assets.get(key);
  if (cached?.version === version) return cached.body as T;
  const body = await build();
  assets.delete(key);
  assets.set(key, { version, body });
  if (assets.size > MAX_ASSETS) assets.delete(assets.keys().next().value as string);
  return body;
}

/** Loaded on the first image asked for: satori and resvg are large, and most requests never need them. */
let ogImage: Promise<OgImageModule> | undefined;
const loadOgImage = () => (ogImage ??= import('./og-image.ts').catch((error: unknown) => ((ogImage = undefined), Promise.reject(error))));

/** A public project, or the public read's 404 (a private project's existence is never revealed). */
async function publicProject(deps: Deps, projectId: string): Promise<ProjectRecord> {
  if (!projectIdSchema.safeParse(projectId).success) throw notFound(PUBLIC_NOT_FOUND);
  const project = await findProject(deps.db, projectId);
  if (!project?.is_public) throw notFound(PUBLIC_NOT_FOUND);
  return project;
}

function send(ctx: Context, etag: string, type: string, body: () => Promise<Buffer | string>): Promise<void> | void {
  ctx.set('ETag', `"${etag}"`);
  ctx.set('Cache-Control', 'public, no-cache');
  ctx.status = 200;
  if (ctx.headers['if-none-match'] !== undefined && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  return body().then((answer) => {
    ctx.type = type;
    ctx.body = answer;
  });
}

async function sendAsset(deps: Deps, ctx: Context, projectId: string, asset: string): Promise<void> {
  const project = await publicProject(deps, projectId);
  if (asset === 'og.png') {
    await send(ctx, revisionTag(project, asset), 'image/png', () =>
      buildOnce(deps, `${project.id}/og`, revisionOf(project), async () => {
        const system = readStoredDesign(project.design, project.id, deps.logger);
        return (await loadOgImage()).renderOgImage(project, system, designSheet(system));
      }),
    );
    return;
  }
  const scheme = ctx.query.scheme === 'dark' ? 'dark' : 'light';
  ctx.set('Content-Security-Policy', previewPolicy());
  ctx.set('X-Content-Type-Options', 'nosniff');
  await send(ctx, revisionTag(project, `${asset}:${scheme}`), 'text/html; charset=utf-8', () =>
    buildOnce(deps, `${project.id}/preview/${scheme}`, revisionOf(project), () =>
      publicPreviewDocument(readStoredDesign(project.design, project.id, deps.logger), project.name, scheme),
    ),
  );
}

/**
 * GET/HEAD `/p/{id}/og.png`, the shared design's 1200x630 social preview, and `/p/{id}/preview.html?scheme=light|dark`,
 * its components for the public page's frame: public projects only (else the public read's 404), each built once per
 * revision and answered with an ETag (304 when the caller holds it).
 */
export function publicPageAssets(deps: Deps): Middleware {
  return (ctx, next) => {
    const match = PUBLIC_PAGE_ASSET.exec(ctx.path);
    if (!match?.[1] || !match[2] || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    return sendAsset(deps, ctx, match[1], match[2]);
  };
}
