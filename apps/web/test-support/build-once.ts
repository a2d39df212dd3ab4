// vitest globalSetup: the browser suites all serve one build of the app, and run one build of the API, made here before any of them starts.
import { chromiumPath } from './browser.ts';
import { ensureBuiltServer } from '@kitsmith/api/platform/spawn-server';
import { buildWebApp } from './stack.ts';

export default function setup(): void {
  // Without Chromium the browser suites skip (or fail, under KITSMITH_REQUIRE_BROWSER=1): nothing to serve.
  if (!chromiumPath()) return;
  buildWebApp();
  // The server the suites start (stack.ts), built once here rather than in the first suite's hook.
  ensureBuiltServer();
}
