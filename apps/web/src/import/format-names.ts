import type { ImportFormat } from '@kitsmith/core';

/** How the app names each format core's importer reads (no code of the importer: the editor's bundle imports this). */
export const FORMAT_NAMES: Record<ImportFormat, string> = {
  kitsmith: 'Kitsmith export',
  dtcg: 'W3C design tokens (DTCG)',
  figma: 'Figma variables export',
  'style-dictionary': 'Style Dictionary',
  'tokens-studio': 'Tokens Studio',
  'shadcn-css': 'shadcn/tweakcn CSS',
  css: 'CSS custom properties',
  'tailwind-config': 'Tailwind v3 config',
  material: 'Material Theme Builder',
};
