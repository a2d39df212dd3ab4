import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Property tests run thousands of cases (the history ones ~8 s on a quiet 2-core machine, 30 s when the browser
    // suites share it): the timeout only catches a hang.
    testTimeout: 120_000,
    reporters: ['default', '../../scripts/vitest-outcome-reporter.mjs'],
  },
});
