// The public pages a first visit lands on (/, /features, /pricing, the legal pages) are rendered when the app is built,
// so their first paint waits for the document only, not for the app's script and the page's chunk. After the browser
// build, this builds src/prerender.tsx for Node, renders each page of src/app/prerendered-pages.ts and writes it into
// a copy of index.html as dist/pages/{name}.html (the API serves it at the page's address), with the page's chunks
// preloaded and its stylesheets' rules for the markup inlined (beasties): the full stylesheets load at the end of the
// body, so the first paint waits for the document alone. main.tsx then hydrates the markup.
//
// The shared project pages (`/p/{id}`) depend on the project, so the API renders them (once per revision), with the
// same Node build, kept for it as dist/.ssr/render.cjs: a hidden folder, which the API never serves as a file, and
// self-contained (its dependencies bundled, its pages in chunks beside it, loaded as rendered), as the production image
// has no build tools. It holds the shared page's document (index.html with the page's chunks and stylesheets).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { criticalCss } from './critical-css.ts';

/** Where the API finds the Node build, under the web app's build (apps/api/src/sharing/shared-page-render.ts). */
const SERVER_RENDER_FILE = '.ssr/render.cjs';
/** The shared project page's lazy module (router.tsx), whose chunks and stylesheets its document names. */
const SHARED_PAGE_MODULE = 'src/public/public-project-page.tsx';

/** Where a page's document goes under the build: `/` is pages/index.html, `/features` pages/features.html. */
export function prerenderedFile(path: string): string {
  return `pages/${path === '/' ? 'index' : path.slice(1)}.html`;
}

interface PageAssets {
  stylesheets: string[];
  modules: string[];
}

/** The chunks a page's module loads up front beyond the entry (its own and what it imports statically) and their CSS. */
function pageAssets(bundle: Rollup.OutputBundle, moduleId: string): PageAssets {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId === moduleId);
  if (!page) throw new Error(`No chunk of the build starts at ${moduleId}: is it still a lazy page of src/app/router.tsx?`);
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || chunk.isEntry || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  visit(page.fileName);
  const modules = [...seen];
  const stylesheets = [...new Set(modules.flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]))];
  return { modules, stylesheets };
}

/** index.html with the page's markup in #root and its assets in the head (after the entry's own links). */
export function pageDocument(index: string, markup: string, assets: PageAssets, base: string): string {
  const linked = (file: string) => index.includes(`"${base}${file}"`);
  const links = [
    ...assets.stylesheets.filter((file) => !linked(file)).map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...assets.modules.filter((file) => !linked(file)).map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ];
  const root = '<div id="root"></div>';
  if (!index.includes(root) || !index.includes('</head>')) throw new Error('index.html has no empty <div id="root"></div> or no </head>');
  return index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`).replace(root, `<div id="root">${markup}</div>`);
}

interface RenderEntry {
  prerenderedPages: readonly { path: string; module: string }[];
  renderPage: (path: string) => Promise<string>;
}

export function kitsmithPrerender(): Plugin {
  let config: ResolvedConfig;
  let assetsOf: ((module: string) => PageAssets) | undefined;
  return {
    name: 'kitsmith-prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_, bundle) {
      assetsOf = (module) => pageAssets(bundle, resolve(config.root, module));
    },
    async closeBundle() {
      if (!assetsOf) return;
      const outDir = resolve(config.root, config.build.outDir);
      const index = await readFile(join(outDir, 'index.html'), 'utf8');
      const serverFile = join(outDir, SERVER_RENDER_FILE);
      // CommonJS, loaded with require, since this config is itself loaded by Vite's module runner, closed by now.
      await build({
        root: config.root,
        configFile: config.configFile,
        configLoader: 'runner',
        mode: config.mode,
        logLevel: 'warn',
        // Everything in the one file: the API loads it where only production dependencies are installed.
        ssr: { noExternal: true },
        define: {
          // React's build as the JSX was compiled for (production, or development under a test run's NODE_ENV).
          'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV ?? 'production'),
          KITSMITH_SHARED_PAGE: JSON.stringify({ document: pageDocument(index, '', assetsOf(SHARED_PAGE_MODULE), config.base), base: config.base }),
        },
        build: {
          ssr: 'src/prerender.tsx',
          // Read by the server, never downloaded: its size is nobody's download.
          chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
          outDir: dirname(serverFile),
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { format: 'cjs', entryFileNames: 'render.cjs', chunkFileNames: '[name]-[hash].cjs' } },
        },
      });
      const entry = createRequire(import.meta.url)(serverFile) as RenderEntry;
      const critical = criticalCss(outDir, config.base);
      for (const page of entry.prerenderedPages) {
        const file = join(outDir, prerenderedFile(page.path));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, await critical.process(pageDocument(index, await entry.renderPage(page.path), assetsOf(page.module), config.base)));
      }
    },
  };
}
