import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // A worker keeps the modules it loaded from one test file to the next instead of loading them again for each file
    // (CI spent about two minutes a workspace on it); a file that mocks a module clears the cache first (vi.resetModules).
    isolate: false,
    hookTimeout: 60_000,
    reporters: ['default', '../../scripts/vitest-outcome-reporter.mjs'],
  },
});
