// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/** Core must stay pure and bundle for the browser: no Node built-ins, no process, no React or Ink. */
const impureModules = {
  paths: ['fs', 'path', 'process', 'child_process', 'os', 'url', 'crypto', 'react', 'react-dom', 'ink'].map((name) => ({
    name,
    message: '@kitsmith/core is pure: it runs in the browser, the CLI and the API. Do I/O in the caller.',
  })),
  patterns: [
    { group: ['node:*'], message: '@kitsmith/core is pure: Node built-ins belong in the API or the CLI.' },
    { group: ['react/*', 'react-dom/*', 'ink/*', 'fs/*', 'path/*'], message: '@kitsmith/core is pure.' },
  ],
};

/** The contract is shared by the API and the browser: no Node built-ins, no server or UI framework, no app. */
const contractOutsiders = {
  paths: ['react', 'react-dom', 'ink', 'knex', '@kitsmith/api', '@kitsmith/web', '@kitsmith/cli', '@kitsmith/client'].map((name) => ({
    name,
    message: '@kitsmith/contract is what the API and its clients share: it imports core and zod only.',
  })),
  patterns: [
    { group: ['node:*', 'fs', 'path', 'crypto', 'os', 'url', 'child_process'], message: '@kitsmith/contract runs in the browser too: no Node built-ins.' },
    { group: ['react/*', 'react-dom/*', 'koa*', '@koa/*', 'ink/*', '@kitsmith/*/*'], message: '@kitsmith/contract imports core and zod only.' },
    { group: ['../../*'], message: '@kitsmith/contract reaches no file outside its package.' },
  ],
};

export default tseslint.config(
  // fixtures/import holds inputs as people write them (a Tailwind config with require()), read as data by the importer.
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.pack/**', '**/.turbo/**', '**/coverage/**', 'data/**', 'fixtures/import/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A component's behaviour is plain browser JavaScript defining `behavior(root)`, which core's runtime calls.
    files: ['templates/components/*/behavior.js', 'fixtures/expected/**/html/behavior.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^behavior$', argsIgnorePattern: '^_' }] },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: ['packages/core/src/**/*.test.ts', 'packages/core/src/test-support/**'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': ['error', impureModules],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: '@kitsmith/core is pure: pass configuration in as arguments.' },
        { name: 'require', message: '@kitsmith/core is ESM and pure.' },
        { name: 'Buffer', message: '@kitsmith/core runs in the browser: use Uint8Array/TextEncoder.' },
        { name: '__dirname', message: '@kitsmith/core has no file system.' },
      ],
    },
  },
  {
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      'no-restricted-imports': ['error', contractOutsiders],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: '@kitsmith/contract runs in the browser too.' },
        { name: 'Buffer', message: '@kitsmith/contract runs in the browser too: use Uint8Array.' },
      ],
    },
  },
);
