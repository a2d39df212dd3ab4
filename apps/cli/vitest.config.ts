import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    // The end-to-end suite runs the built CLI: build it once from the current sources first.
    globalSetup: ['test/build-once.ts'],
    // Colour on for chalk, so the ink tests can tell that NO_COLOR turns it off.
    env: { FORCE_COLOR: '1' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    reporters: ['default', '../../scripts/vitest-outcome-reporter.mjs'],
  },
});
