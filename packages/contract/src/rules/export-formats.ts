import { deepFreeze, type ExportFormat } from '@kitsmith/core';

/** How one export format is called. */
export interface ExportFormatNames {
  /** Where the editor offers the format: its tab, its download button, "Generating …". */
  label: string;
  /** Inside a sentence: the API's refusals ("Upgrade to export React and npm package") and the plans' features. */
  name: string;
}

/** The names of every format core exports. */
export const exportFormatNames: Readonly<Record<ExportFormat, Readonly<ExportFormatNames>>> = deepFreeze({
  css: { label: 'CSS', name: 'CSS' },
  scss: { label: 'SCSS', name: 'SCSS' },
  tailwind: { label: 'Tailwind', name: 'Tailwind' },
  typescript: { label: 'TypeScript', name: 'TypeScript' },
  react: { label: 'React', name: 'React' },
  vue: { label: 'Vue', name: 'Vue' },
  dtcg: { label: 'Design tokens (DTCG)', name: 'DTCG' },
  html: { label: 'HTML', name: 'HTML' },
  package: { label: 'Package', name: 'npm package' },
});
