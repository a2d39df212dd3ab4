// The app's own look is a Kitsmith design system (UI.md, "Dogfood"): its custom
// properties come from core's CSS export, generated when Vite starts or builds.
import { createExportContext, defaultDesignSystem, runExporter } from '@kitsmith/core';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:kitsmith-tokens.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Core's `css/tokens.css` for the default design, as the CSS module `virtual:kitsmith-tokens.css`. */
export function generateTokensCss(): string {
  const tokens = runExporter('css', createExportContext(defaultDesignSystem)).find((file) => file.path === 'css/tokens.css');
  if (!tokens) throw new Error('core css export produced no css/tokens.css');
  return tokens.contents;
}

export function kitsmithTokens(): Plugin {
  return {
    name: 'kitsmith-tokens',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? generateTokensCss() : undefined),
  };
}
