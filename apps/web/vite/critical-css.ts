import Beasties from 'beasties';

/**
 * Inlines the rules a page's markup uses and moves its stylesheets to the end of the body ('body': no script, which
 * the CSP forbids inline), where they no longer hold the first paint. Every scheme's rules stay: a stored or system
 * dark theme is applied before the full stylesheets arrive, and must not flash light. For the pages the build renders
 * ahead (kitsmith-prerender.ts) and the shared project pages the API renders (src/prerender.tsx).
 */
export function criticalCss(outDir: string, base: string): Beasties {
  return new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'body',
    pruneSource: false,
    allowRules: [/data-theme/, /prefers-color-scheme/, /prefers-contrast/],
    // A page's own <style> (a shared design's rules) is React's markup, which must hydrate as rendered.
    reduceInlineStyles: false,
    fonts: false,
    logLevel: 'warn',
  });
}
