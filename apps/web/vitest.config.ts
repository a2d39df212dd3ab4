import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'vite/**/*.test.ts'],
    // The app is built into dist/ once, before any suite; the browser suites then serve it.
    globalSetup: ['test-support/build-once.ts'],
    // Each browser suite runs Chromium and the real API server: one file at a time is what two cores hold.
    fileParallelism: false,
    // A worker keeps the modules it loaded from one test file to the next instead of loading them again for each file
    // (CI spent about two minutes a workspace on it); a file that mocks a module clears the cache first (vi.resetModules).
    isolate: false,
    // Browser journeys take ~15 s on a quiet 2-core machine and have taken over 30 s on a loaded CI one.
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // expect.poll waits as long as a locator does (30 s), not vitest's 1 s: a page on a loaded CI machine can take longer.
    expect: { poll: { timeout: 30_000 } },
    reporters: ['default', '../../scripts/vitest-outcome-reporter.mjs'],
  },
});
