import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PublicProjectResponse } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';

/** The web app's whole document for a shared project's page, the page rendered in it (the web build's render.cjs). */
export type RenderSharedPage = (project: PublicProjectResponse) => Promise<string>;

/** What render.cjs exports: its renderer reads the stylesheets of the build it belongs to. */
type RenderEntry = { renderSharedProject?: (project: PublicProjectResponse, dist: string) => Promise<string> };

/**
 * Where the web build keeps its Node build (apps/web/vite/kitsmith-prerender.ts): in a hidden folder of the build,
 * which serve-web-app.ts never serves as a file.
 */
export const SERVER_RENDER_FILE = join('.ssr', 'render.cjs');

/**
 * The web build's renderer of shared pages, loaded on the first such page; undefined when the build has none (a build
 * from before it), and the browser renders the page. This module loads at start-up, so it imports nothing heavy.
 */
export function sharedPageRenderer(webDist: string, logger: Deps['logger']): () => RenderSharedPage | undefined {
  let loaded: { render?: RenderSharedPage } | undefined;
  return () => {
    if (loaded) return loaded.render;
    const file = join(webDist, SERVER_RENDER_FILE);
    loaded = {};
    if (!existsSync(file)) return undefined;
    try {
      const { renderSharedProject } = createRequire(import.meta.url)(file) as RenderEntry;
      if (typeof renderSharedProject !== 'function') throw new Error(`${file} has no renderSharedProject`);
      loaded.render = (project) => renderSharedProject(project, webDist);
    } catch (error) {
      logger.error({ err: error }, 'the web build cannot render shared pages: browsers render them');
    }
    return loaded.render;
  };
}
