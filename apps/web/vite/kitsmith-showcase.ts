// The home page shows the product with core's own output, computed when Vite builds (or serves) the app, so the page
// itself never loads core: `virtual:kitsmith-showcase` gives it the hero's themes (names and swatches) and the
// addresses of static documents the page frames: the hero's showcase and each gallery example's live thumbnail.
import { createHash } from 'node:crypto';
import { findTemplate } from '@kitsmith/core';
import type { Plugin, ResolvedConfig } from 'vite';
import { templateThumbnailHtml } from '../src/editor/templates/template-thumbnail-html.ts';
import { galleryExamples } from '../src/public/gallery-examples.ts';
import { showcaseDocument, showcaseFragment } from './showcase-document.ts';

const VIRTUAL_ID = 'virtual:kitsmith-showcase';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface BuiltDocument {
  /** Under the build's assets folder, named by content (served for a year, like every other asset). */
  fileName: string;
  html: string;
}

function asAsset(name: string, html: string): BuiltDocument {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
  return { fileName: `assets/${name}-${hash}.html`, html };
}

/** The documents and the module that names them; made once per process (core's output is the same every time). */
function makeShowcase() {
  const showcase = showcaseDocument();
  const hero = asAsset('showcase', showcase.html);
  const examples = galleryExamples.map((example) => {
    const template = findTemplate(example.templateId);
    if (!template) throw new Error(`The gallery shows "${example.templateId}", which is not one of core's built-in templates.`);
    return { templateId: example.templateId, document: asAsset(`example-${example.templateId}`, templateThumbnailHtml(template)) };
  });
  const themes = showcase.themes.map(({ id, name, colors }) => ({
    id,
    name,
    colors,
    fragments: { light: showcaseFragment(id, 'light'), dark: showcaseFragment(id, 'dark') },
  }));
  return { hero, examples, themes, documents: [hero, ...examples.map((example) => example.document)] };
}

export function kitsmithShowcase(): Plugin {
  let config: ResolvedConfig | undefined;
  let made: ReturnType<typeof makeShowcase> | undefined;
  const showcase = () => (made ??= makeShowcase());
  const url = (document: BuiltDocument) => `${config?.base ?? '/'}${document.fileName}`;
  return {
    name: 'kitsmith-showcase',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { hero, examples, themes } = showcase();
      if (config?.command === 'build') {
        for (const document of showcase().documents) this.emitFile({ type: 'asset', fileName: document.fileName, source: document.html });
      }
      const exampleDocuments = Object.fromEntries(examples.map(({ templateId, document }) => [templateId, url(document)]));
      return [
        `export const showcaseThemes = ${JSON.stringify(themes)};`,
        `export const showcaseDocument = ${JSON.stringify(url(hero))};`,
        `export const exampleDocuments = ${JSON.stringify(exampleDocuments)};`,
      ].join('\n');
    },
    configureServer(server) {
      // `vite dev` serves the same documents from memory at the addresses the module names.
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const document = showcase().documents.find((candidate) => url(candidate) === path);
        if (!document) return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(document.html);
      });
    },
  };
}
