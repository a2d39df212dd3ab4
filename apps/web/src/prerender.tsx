// Built for Node by vite/kitsmith-prerender.ts. The build renders each public page here, ahead, so its first paint
// needs no script: the browser shows the page as soon as its document arrives, and main.tsx hydrates it. The API
// renders each shared project's page (`/p/{id}`) here too, once per revision, with the project it shows.
import type { PublicProject } from '@kitsmith/client';
import type Beasties from 'beasties';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/app-shell.tsx';
import { PRELOADED_PROJECT_ELEMENT, PreloadedProjectContext } from './public/preloaded-project.ts';
import { criticalCss } from '../vite/critical-css.ts';

export { prerenderedPages } from './app/prerendered-pages.ts';

/** index.html with the shared page's chunks and stylesheets, and the app's base path, put here by the build. */
declare const KITSMITH_SHARED_PAGE: { document: string; base: string };

/** The markup of the app at `path`, as a signed-out first visit sees it once the page's code (and `project`) has loaded. */
export async function renderPage(path: string, project?: PublicProject): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <PreloadedProjectContext value={project}>
        <StaticRouter location={path}>
          <AppShell />
        </StaticRouter>
      </PreloadedProjectContext>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

let critical: { dist: string; beasties: Beasties } | undefined;

/**
 * The whole document of a shared project's page (`/p/{id}`, `project` as the API's public read answers it), whose
 * first paint waits for nothing else: the page rendered, with the rules its markup uses inlined from the stylesheets
 * of the web build in `dist` (which then load at the end of the body, as on the pages rendered ahead); the answer
 * beside it for the page to hydrate with (JSON, `<` escaped, so no text of the project can end the element). The
 * design's fonts load once the page is hydrated (its font samples link them): their stylesheets, even last in the
 * body, held up the first paint in Lighthouse's runs (scores of 92 to 96 against 97 to 98 without them).
 */
export async function renderSharedProject(project: PublicProject, dist: string): Promise<string> {
  const markup = await renderPage(`/p/${encodeURIComponent(project.id)}`, project);
  if (critical?.dist !== dist) critical = { dist, beasties: criticalCss(dist, KITSMITH_SHARED_PAGE.base) };
  const root = '<div id="root"></div>';
  // Replaced by functions: a `$` in the project's text is text, not a replacement pattern.
  const styled = await critical.beasties.process(KITSMITH_SHARED_PAGE.document.replace(root, () => `<div id="root">${markup}</div>`));
  const data = JSON.stringify({ success: true, data: project }).replace(/</g, '\\u003c');
  const tail = `<script type="application/json" id="${PRELOADED_PROJECT_ELEMENT}">${data}</script>`;
  const end = styled.lastIndexOf('</body>');
  return `${styled.slice(0, end)}${tail}${styled.slice(end)}`;
}
