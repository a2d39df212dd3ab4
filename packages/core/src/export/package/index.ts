import type { ExportContext, GeneratedFile } from '../types.ts';
import { TSCONFIG, packageJson } from './package-json.ts';
import { packageReadme } from './package-readme.ts';

/** The formats a package bundles, each under its own folder. */
export const PACKAGE_FORMATS = ['css', 'scss', 'tailwind', 'typescript', 'react', 'vue', 'dtcg', 'html'] as const;

const ENTRY = `export * from "./typescript/tokens";
export type * from "./typescript/token-names";
export * from "./react";
`;

/** A complete npm package: manifest, README, build config and entry around the files of every other format. */
export function exportPackage(context: ExportContext, formatFiles: readonly GeneratedFile[]): GeneratedFile[] {
  return [
    { path: 'package.json', contents: packageJson(context) },
    { path: 'README.md', contents: packageReadme(context) },
    { path: 'tsconfig.json', contents: TSCONFIG },
    { path: 'index.ts', contents: ENTRY },
    ...formatFiles,
  ];
}
