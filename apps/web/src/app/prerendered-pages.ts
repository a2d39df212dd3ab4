/**
 * The pages the build renders ahead (vite/kitsmith-prerender.ts): the public ones a first visit lands on, whose content
 * is the same for everyone. Each names the module of its lazy page (router.tsx), so its document preloads that chunk
 * and links its stylesheets. A page not listed here starts empty and renders in the browser.
 */
export const prerenderedPages: readonly { path: string; module: string }[] = [
  { path: '/', module: 'src/public/home-page.tsx' },
  { path: '/features', module: 'src/public/features-page.tsx' },
  { path: '/pricing', module: 'src/public/pricing-page.tsx' },
  { path: '/terms', module: 'src/public/legal-page.tsx' },
  { path: '/privacy', module: 'src/public/legal-page.tsx' },
  { path: '/cookies', module: 'src/public/legal-page.tsx' },
];
