// Chromium for the browser suites: core's helper (finds /usr/bin/chromium or CHROME_PATH, skips with the reason, or fails under KITSMITH_REQUIRE_BROWSER=1).
export { browserAvailability, chromiumPath, describeInBrowser, launchChromium } from '../../../packages/core/src/test-support/browser.ts';
