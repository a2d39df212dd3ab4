import type { GeneratedFile } from './types.ts';

/** The style options a user may set (their `.prettierrc` in the CLI, their preferences in the web). */
export interface CodeStyle {
  printWidth?: number;
  tabWidth?: number;
  useTabs?: boolean;
  semi?: boolean;
  singleQuote?: boolean;
  trailingComma?: 'all' | 'es5' | 'none';
  bracketSpacing?: boolean;
}

// As prettier infers them from the file name (package.json keeps JSON.stringify's layout).
const PARSERS: [RegExp, string][] = [
  [/(^|\/)package\.json$/, 'json-stringify'],
  [/\.css$/, 'css'],
  [/\.scss$/, 'scss'],
  [/\.(ts|tsx|mts|cts)$/, 'typescript'],
  [/\.(js|jsx|mjs|cjs)$/, 'babel'],
  [/\.json$/, 'json'],
  [/\.vue$/, 'vue'],
  [/\.html$/, 'html'],
  [/\.md$/, 'markdown'],
];

export function prettierParserFor(path: string): string | undefined {
  return PARSERS.find(([pattern]) => pattern.test(path))?.[1];
}

/**
 * Exporters emit what prettier prints with its defaults (tests hold them to
 * it, long user texts included), so this usually does nothing. Prettier runs
 * on a file only when the user asked for their own style, or when `mustFormat`
 * says its layout depends on user text in ways the exporter does not foresee.
 * Prettier loads lazily: an export that needs neither pays nothing for it.
 */
export async function formatFiles(
  files: GeneratedFile[],
  style?: CodeStyle,
  mustFormat: (file: GeneratedFile) => boolean = () => false,
): Promise<GeneratedFile[]> {
  const pending = files.filter((file) => prettierParserFor(file.path) && (style !== undefined || mustFormat(file)));
  if (pending.length === 0) return files;
  const [prettier, ...plugins] = await Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/postcss'),
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
    import('prettier/plugins/typescript'),
    import('prettier/plugins/html'),
    import('prettier/plugins/markdown'),
  ]);
  const formatted = new Map<GeneratedFile, string>();
  await Promise.all(
    pending.map(async (file) => {
      const contents = await prettier.format(file.contents, {
        ...style,
        parser: prettierParserFor(file.path),
        filepath: file.path,
        plugins,
      });
      formatted.set(file, contents);
    }),
  );
  return files.map((file) => {
    const contents = formatted.get(file);
    return contents === undefined ? file : { path: file.path, contents };
  });
}
