import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'vite/**/*.test.ts'],
    // Each browser suite builds the app into dist/ and starts the real API: one file at a time,
    // so no suite reads a dist/ that another is rewriting.
    fileParallelism: false,
    // Browser journeys take ~15 s on a quiet 2-core machine and have taken over 30 s on a loaded CI one.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['default', '../../scripts/vitest-outcome-reporter.mjs'],
  },
});
