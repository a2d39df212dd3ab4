import type { BuildEnvironmentOptions } from 'vite';

type CodeSplitting = NonNullable<NonNullable<NonNullable<BuildEnvironmentOptions['rolldownOptions']>['output']>> extends infer Output
  ? Output extends { codeSplitting?: infer Splitting }
    ? Splitting
    : never
  : never;

/**
 * How the build groups modules into chunks, for the first-visit budget (90 KB of JS for / and for /p/:id):
 * - `app`: everything the entry loads up front (React, the router, the session, the public layout) in the entry's
 *   one file, not spread over small shared files that each cost a request and their own compression;
 * - `call`: the client's request helper, which both the marketing pages and the shared project page use, on its own,
 *   so neither pulls in the other's code;
 * - `marketing`: what the home, features and pricing pages show at once (the call-to-action banner, the plans'
 *   placeholder, their stylesheet);
 * - `plans`: the pricing section with its plan calls and the error banner, in one file: /pricing loads it with the
 *   page, the home page once the visitor scrolls near its pricing section; the shared project page never.
 */
export const chunkGroups: CodeSplitting = {
  groups: [
    { name: 'app', tags: ['$initial'], priority: 3 },
    { name: 'call', test: /packages[\\/]client[\\/]src[\\/]call\.ts$/, priority: 2 },
    { name: 'marketing', test: /src[\\/]public[\\/](cta-banner|plan-grid-placeholder)\.tsx$|src[\\/]public[\\/]marketing\.css$/, priority: 2 },
    {
      name: 'plans',
      test: /src[\\/]public[\\/]pricing-section\.tsx$|src[\\/]ui[\\/]error-banner\.tsx$|client[\\/]src[\\/]api[\\/]billing\.ts$|contract[\\/]src[\\/]routes[\\/]paths[\\/]billing\.ts$/,
      priority: 1,
    },
  ],
};
