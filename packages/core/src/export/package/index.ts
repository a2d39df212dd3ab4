import { fontsOfDesign, fontsourceImports } from '../../fonts/fonts.ts';
import type { ExportContext, GeneratedFile } from '../types.ts';
import { TSCONFIG, packageJson } from './package-json.ts';
import { packageReadme } from './package-readme.ts';

/** The formats a package bundles, each under its own folder. */
export const PACKAGE_FORMATS = ['css', 'scss', 'tailwind', 'shadcn', 'typescript', 'react', 'vue', 'dtcg', 'html'] as const;

const ENTRY = `export * from "./typescript/tokens";
export type * from "./typescript/token-names";
export * from "./react";
`;

/** The release's changelog as a file, when it has one: blank text makes none. */
export function packageChangelog({ release }: ExportContext): string | undefined {
  const changelog = release?.changelog;
  if (!changelog?.trim()) return undefined;
  return changelog.endsWith('\n') ? changelog : `${changelog}\n`;
}

/**
 * `css/fonts.css`: the `@fontsource` stylesheets of the catalogue fonts the design uses (the package depends on
 * them), or undefined when it uses none. The tokens name each font's package family too (`exportFontStack`).
 */
export function packageFontsCss({ system }: ExportContext): string | undefined {
  const imports = fontsOfDesign(system).flatMap(fontsourceImports);
  if (imports.length === 0) return undefined;
  return `/* The open fonts the design uses, self-hosted from their @fontsource packages (dependencies of this package). */\n${imports.map((specifier) => `@import "${specifier}";`).join('\n')}\n`;
}

/** A complete npm package: manifest, README, changelog, build config and entry around the files of every other format. */
export function exportPackage(context: ExportContext, formatFiles: readonly GeneratedFile[]): GeneratedFile[] {
  const changelog = packageChangelog(context);
  const fonts = packageFontsCss(context);
  return [
    { path: 'package.json', contents: packageJson(context, changelog !== undefined) },
    { path: 'README.md', contents: packageReadme(context) },
    ...(changelog === undefined ? [] : [{ path: 'CHANGELOG.md', contents: changelog }]),
    { path: 'tsconfig.json', contents: TSCONFIG },
    { path: 'index.ts', contents: ENTRY },
    ...(fonts === undefined ? [] : [{ path: 'css/fonts.css', contents: fonts }]),
    ...formatFiles,
  ];
}
