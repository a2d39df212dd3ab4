// vitest globalSetup: the browser suites all serve one build of the app, made here before any of them starts.
import { chromiumPath } from './browser.ts';
import { buildWebApp } from './stack.ts';

export default function setup(): void {
  // Without Chromium the browser suites skip (or fail, under KITSMITH_REQUIRE_BROWSER=1): nothing to serve.
  if (chromiumPath()) buildWebApp();
}
