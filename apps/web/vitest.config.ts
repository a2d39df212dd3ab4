import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'vite/**/*.test.ts'],
    // The browser suite builds the app and starts the real API once.
    testTimeout: 30_000,
    hookTimeout: 180_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
