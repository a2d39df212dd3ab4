import { deepFreeze, type ExportFormat } from '@kitsmith/core';

/** How one export format is called. */
export interface ExportFormatNames {
  /** What the format is, where a person chooses it (the default formats in settings): "Tailwind config". */
  label: string;
  /** Where the editor's code panel offers it (its format list, its zip button, "Generating …"): "Tailwind". */
  shortLabel: string;
  /** Inside a sentence: the API's refusals ("Upgrade to export React and npm package") and the plans' features. */
  name: string;
}

/** The names of every format core exports. */
export const exportFormatNames: Readonly<Record<ExportFormat, Readonly<ExportFormatNames>>> = deepFreeze({
  css: { label: 'CSS variables', shortLabel: 'CSS', name: 'CSS' },
  scss: { label: 'SCSS', shortLabel: 'SCSS', name: 'SCSS' },
  tailwind: { label: 'Tailwind config', shortLabel: 'Tailwind', name: 'Tailwind' },
  shadcn: { label: 'shadcn/ui theme (globals.css)', shortLabel: 'shadcn/ui', name: 'shadcn/ui' },
  typescript: { label: 'TypeScript tokens', shortLabel: 'TypeScript', name: 'TypeScript' },
  react: { label: 'React components', shortLabel: 'React', name: 'React' },
  vue: { label: 'Vue components', shortLabel: 'Vue', name: 'Vue' },
  dtcg: { label: 'Design tokens (DTCG JSON)', shortLabel: 'Design tokens (DTCG)', name: 'DTCG' },
  html: { label: 'HTML preview page', shortLabel: 'HTML', name: 'HTML' },
  package: { label: 'Complete npm package', shortLabel: 'Package', name: 'npm package' },
});
