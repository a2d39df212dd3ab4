import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './vite/chunk-groups.ts';
import { kitsmithPrerender } from './vite/kitsmith-prerender.ts';
import { kitsmithShowcase } from './vite/kitsmith-showcase.ts';
import { kitsmithTokens } from './vite/kitsmith-tokens.ts';

export default defineConfig({
  plugins: [react(), kitsmithTokens(), kitsmithShowcase(), kitsmithPrerender()],
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
});
