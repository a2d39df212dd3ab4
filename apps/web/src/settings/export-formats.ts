import { EXPORT_FORMATS, type ExportFormat } from '@kitsmith/core';

/** What each of core's export formats is called in the app. */
export const exportFormatLabels: Record<ExportFormat, string> = {
  css: 'CSS variables',
  scss: 'SCSS',
  tailwind: 'Tailwind config',
  typescript: 'TypeScript tokens',
  react: 'React components',
  vue: 'Vue components',
  dtcg: 'Design tokens (DTCG JSON)',
  html: 'HTML preview page',
  package: 'Complete npm package',
};

export { EXPORT_FORMATS, type ExportFormat };
