import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Property tests run thousands of cases (the history ones ~8 s on a quiet 2-core machine, 30 s when the browser
    // suites share it): the timeout only catches a hang.
    testTimeout: 120_000,
    // A worker keeps the modules it loaded from one test file to the next instead of loading them again for each file
    // (CI spent about two minutes a workspace on it); a file that mocks a module clears the cache first (vi.resetModules).
    isolate: false,
    reporters: ['default', '../../scripts/vitest-outcome-reporter.mjs'],
  },
});
