import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './vite/chunk-groups.ts';
import { kitsmithPrerender } from './vite/kitsmith-prerender.ts';
import { kitsmithShowcase } from './vite/kitsmith-showcase.ts';
import { kitsmithTokens } from './vite/kitsmith-tokens.ts';

// React Router 7's package exports name only its development build (remix-run/react-router#12532, meant to be
// temporary): a production build takes the production files beside it, without the development warnings.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

export default defineConfig(({ mode }) => ({
  plugins: [react(), kitsmithTokens(), kitsmithShowcase(), kitsmithPrerender()],
  resolve:
    mode === 'production'
      ? {
          alias: [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ],
        }
      : {},
  server: {
    // The API's paths; the shadcn registry items (/r/{id}.json) by pattern, since /register starts with /r too.
    proxy: { '/v1': 'http://127.0.0.1:3000', '/fonts': 'http://127.0.0.1:3000', '^/r/[^/]+\\.json$': 'http://127.0.0.1:3000' },
  },
  // A lazy page's chunks are fetched together (modulepreload links the helper adds), not one level of imports at a
  // time; no polyfill (every browser we support preloads modules, and the page policy allows no inline script).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: chunkGroups } },
  },
}));
