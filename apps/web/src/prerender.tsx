// Built for Node by vite/kitsmith-prerender.ts, which renders each public page here, ahead, so its first paint needs
// no script: the browser shows the page as soon as the document and its stylesheets arrive, and main.tsx hydrates it.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from './app/app-shell.tsx';

export { prerenderedPages } from './app/prerendered-pages.ts';

/** The markup of the app at `path`, as a signed-out first visit sees it once the page's code has loaded. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppShell />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
