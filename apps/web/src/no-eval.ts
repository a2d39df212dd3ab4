// The first import of each entry (the page, the code worker). The app's Content-Security-Policy allows no
// eval, and zod compiles its object parsers with `new Function` unless told not to: it probes for eval as the
// first schema is made (core makes schemas as it loads), a probe the browser reports as a violation.
// zod reads its settings from `globalThis.__zod_globalConfig` when it loads (how copies of zod share them), so
// they are set here, before zod loads, without importing it into the home page's chunk (3.7 KB of its 90).
// test/security.browser.test.ts fails if zod probes again.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };

export {};
