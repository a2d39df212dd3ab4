import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { kitsmithTokens } from './vite/kitsmith-tokens.ts';

export default defineConfig({
  plugins: [react(), kitsmithTokens()],
  server: {
    proxy: { '/v1': 'http://127.0.0.1:3000', '/fonts': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true, modulePreload: false },
});
