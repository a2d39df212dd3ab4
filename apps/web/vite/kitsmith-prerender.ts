// The public pages a first visit lands on (/, /features, /pricing, the legal pages) are rendered when the app is built,
// so their first paint waits for the document and its stylesheets only, not for the app's script and the page's chunk.
// After the browser build, this builds src/prerender.tsx for Node, renders each page of src/app/prerendered-pages.ts
// and writes it into a copy of index.html as dist/pages/{name}.html (the API serves it at the page's address), with
// the page's chunks preloaded and its stylesheets' rules for the markup inlined (beasties): the full stylesheets
// load at the end of the body, so the first paint waits for the document alone. main.tsx then hydrates the markup.
import { rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import Beasties from 'beasties';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

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

/**
 * Inlines the rules a page's markup uses and moves its stylesheets to the end of the body ('body': no script, which
 * the CSP forbids inline), where they no longer hold the first paint. Every scheme's rules stay: a stored or system
 * dark theme is applied before the full stylesheets arrive, and must not flash light.
 */
function criticalCss(outDir: string, base: string): Beasties {
  return new Beasties({
    path: outDir,
    publicPath: base,
    preload: 'body',
    pruneSource: false,
    allowRules: [/data-theme/, /prefers-color-scheme/, /prefers-contrast/],
    fonts: false,
    logLevel: 'warn',
  });
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
      // Beside the app's node_modules, which the Node build imports React and the router from; CommonJS, loaded with
      // require, since this config is itself loaded by Vite's module runner, closed by now.
      const serverDir = join(config.root, 'node_modules', '.kitsmith-prerender');
      try {
        await build({
          root: config.root,
          configFile: config.configFile,
          configLoader: 'runner',
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/prerender.tsx',
            // One file with every page in it, for this process only: its size is nobody's download.
            chunkSizeWarningLimit: Number.POSITIVE_INFINITY,
            outDir: serverDir,
            emptyOutDir: true,
            rolldownOptions: { output: { format: 'cjs', entryFileNames: 'prerender.cjs', codeSplitting: false } },
          },
        });
        const entry = createRequire(import.meta.url)(join(serverDir, 'prerender.cjs')) as RenderEntry;
        const index = await readFile(join(outDir, 'index.html'), 'utf8');
        const critical = criticalCss(outDir, config.base);
        for (const page of entry.prerenderedPages) {
          const file = join(outDir, prerenderedFile(page.path));
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, await critical.process(pageDocument(index, await entry.renderPage(page.path), assetsOf(page.module), config.base)));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
