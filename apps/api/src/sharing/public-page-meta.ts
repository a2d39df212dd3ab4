import { projectIdSchema } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { findProject } from '../projects/queries.ts';
import { buildOnce, revisionTag } from './public-page-assets.ts';
import { OG_HEIGHT, OG_WIDTH } from './og-size.ts';
import { publicAnswer } from './public-page.ts';
import type { RenderSharedPage } from './shared-page-render.ts';
import type { PublicProjectResponse } from '@kitsmith/contract';

/** Crawlers cut descriptions near here; a longer one is shortened at a word. */
const DESCRIPTION_MAX = 200;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * A public project's page rendered in its document, once per answer of the public read (its revision and
 * changelog); undefined when the project is not public, or when rendering fails (logged: the browser renders it).
 */
async function renderedSharedPage(deps: Deps, projectId: string, render: RenderSharedPage): Promise<string | undefined> {
  const answer = await publicAnswer(deps, projectId);
  if (!answer) return undefined;
  try {
    return await buildOnce(deps, `${projectId}/page`, answer.etag, () => render((JSON.parse(answer.body) as { data: PublicProjectResponse }).data));
  } catch (error) {
    deps.logger.error({ err: error, projectId }, 'could not render the shared page: the browser renders it');
    return undefined;
  }
}

/**
 * The document of `/p/{id}`: the page rendered by the web build (`render`) with the project's data, or else the web
 * app's index.html, which renders it in the browser; with the project's title and its Open Graph and Twitter card tags
 * (crawlers run no script), every value escaped. Undefined (the plain index.html) when the project is not public. The
 * page's address and its image's are on `origin`, the request's link origin (http/link-origin.ts).
 */
export async function publicPageDocument(
  deps: Deps,
  projectId: string,
  readIndex: () => Promise<string>,
  origin: string,
  render?: RenderSharedPage,
): Promise<string | undefined> {
  if (!projectIdSchema.safeParse(projectId).success) return undefined;
  const project = await findProject(deps.db, projectId);
  if (!project?.is_public) return undefined;
  const base = origin;
  const title = `${project.name} · Kitsmith`;
  const description = shorten(project.description) || `The ${project.name} design system, shared from Kitsmith.`;
  const url = `${base}/p/${encodeURIComponent(project.id)}`;
  const image = `${url}/og.png?v=${revisionTag(project, 'og.png')}`;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Kitsmith'],
    ['property', 'og:title', project.name],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(OG_WIDTH)],
    ['property', 'og:image:height', String(OG_HEIGHT)],
    ['property', 'og:image:alt', `${project.name}: its colours, type and a button`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', project.name],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ];
  const page = render ? await renderedSharedPage(deps, project.id, render) : undefined;
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escapeHtml(value)}" />`),
    // Rendered in the browser, the page's data is asked for while the app's script loads rather than after it (the
    // page's fetch picks it up); a rendered page carries it.
    ...(page ? [] : [`<link rel="preload" href="/v1/projects/${encodeURIComponent(project.id)}/public" as="fetch" crossorigin="anonymous" />`]),
  ].join('\n    ');
  const document = page ?? (await readIndex());
  const withoutOwn = document.replace(/<title>[^<]*<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // Replaced by a function: a `$` in the project's text is text, not a replacement pattern.
  return withoutOwn.includes('</head>') ? withoutOwn.replace('</head>', () => `  ${head}\n  </head>`) : `${head}\n${withoutOwn}`;
}
