import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Property tests run thousands of cases; a loaded 2-core CI machine needs the headroom.
    testTimeout: 30_000,
    reporters: ['default', '../../scripts/vitest-outcome-reporter.mjs'],
  },
});
