import { KitsmithError } from '../errors.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { invalidImport, lineColumn } from './import-errors.ts';
import { importSourceTokens, importTokens } from './import-tokens.ts';
import { readCss } from './read-css.ts';
import { isMaterialExport, readMaterial } from './read-material.ts';
import { readTailwindConfig } from './read-tailwind-config.ts';
import { IMPORT_FORMATS, type ImportFormat, type ImportResult } from './types.ts';

/** The largest input `importDesign` reads, in UTF-8 bytes (2 MB): the web app, the API and the CLI state it. */
export const IMPORT_MAX_BYTES = 2_000_000;

export interface ImportInput {
  /** The pasted text or the file's contents. */
  text: string;
  /** The file's name when there is one: helps tell formats apart (`globals.css`, `tailwind.config.js`). */
  filename?: string;
  /** Skip detection and read the input as this format. */
  format?: ImportFormat;
}

/** What reads a format: JSON token files, CSS, a Tailwind config or Material's export. */
type Family = 'tokens' | 'css' | 'tailwind-config' | 'material';
const FAMILY: Record<ImportFormat, Family> = {
  kitsmith: 'tokens',
  dtcg: 'tokens',
  figma: 'tokens',
  'style-dictionary': 'tokens',
  'tokens-studio': 'tokens',
  'shadcn-css': 'css',
  css: 'css',
  'tailwind-config': 'tailwind-config',
  material: 'material',
};

const ACCEPTED =
  'shadcn/tweakcn globals.css or any CSS with custom properties, a Tailwind v3 config (tailwind.config.js/ts), ' +
  'W3C DTCG JSON (including Figma variable exports and Style Dictionary), a Tokens Studio export, ' +
  'a Material Theme Builder export, or a Kitsmith export';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 2 : 1)} MB`;

function checkSize(text: string): void {
  // UTF-8 takes at most 3 bytes per UTF-16 unit: short texts need no count.
  if (text.length * 3 <= IMPORT_MAX_BYTES) return;
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > IMPORT_MAX_BYTES) {
    throw new KitsmithError(
      'IMPORT_TOO_LARGE',
      `The input is ${megabytes(bytes)}; Kitsmith imports at most ${megabytes(IMPORT_MAX_BYTES)}.`,
      'Import the file that defines your theme (globals.css, tailwind.config.js or the tokens JSON) rather than a bundle of everything.',
    );
  }
}

/** JSON.parse, with where it failed: engines name a position, or the text ended early. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const offset = position !== undefined ? Number(position) : /end of (JSON )?(input|data)/i.test(message) ? text.length : undefined;
    const where = offset === undefined ? '' : ` at ${lineColumn(text, offset)}`;
    const cut = offset !== undefined && offset >= text.trimEnd().length ? ' (is the file cut short?)' : '';
    throw invalidImport(`The JSON is not valid${where}${cut}: ${message.replace(/\s*\(line \d+ column \d+\)/, '')}.`);
  }
}

const EXTENSIONS: [RegExp, Family][] = [
  [/\.(css|pcss|postcss)$/i, 'css'],
  [/\.(c|m)?(js|ts)$/i, 'tailwind-config'],
  [/\.json$/i, 'tokens'],
];

/** Which reader `input` needs: its stated format, its file name's extension, else what its text looks like. */
function familyOf(input: ImportInput): Family {
  if (input.format) {
    if (!(IMPORT_FORMATS as readonly string[]).includes(input.format)) {
      throw invalidImport(`"${String(input.format)}" is not an import format; use one of ${IMPORT_FORMATS.join(', ')}.`);
    }
    return FAMILY[input.format];
  }
  const byName = input.filename && EXTENSIONS.find(([extension]) => extension.test(input.filename ?? ''))?.[1];
  if (byName) return byName;
  const text = input.text.trimStart();
  if (text === '') throw invalidImport(`The input is empty. Paste or choose ${ACCEPTED}.`);
  if (/^[[{]/.test(text)) return 'tokens';
  if (/(^|\n)\s*(module\.exports\b|export\s+default\b|import\s|const\s+\w+\s*(:\s*\w+\s*)?=|\/\*\*\s*@type)/.test(text)) return 'tailwind-config';
  if (/--[\w-]+\s*:/.test(text) || /[{}]/.test(text)) return 'css';
  throw invalidImport(`Kitsmith cannot tell what this input is. It imports ${ACCEPTED}.`);
}

function read(input: ImportInput, base: DesignSystem | undefined): ImportResult {
  switch (familyOf(input)) {
    case 'css': {
      const result = importSourceTokens(readCss(input.text), base);
      if (input.format) result.report.format = input.format;
      return result;
    }
    case 'tailwind-config':
      return importSourceTokens(readTailwindConfig(input.text), base);
    case 'material':
      return importSourceTokens(readMaterial(parseJson(input.text)), base);
    case 'tokens': {
      const json = parseJson(input.text);
      if ((input.format === undefined && isMaterialExport(json)) || input.format === 'material') {
        return importSourceTokens(readMaterial(json), base);
      }
      try {
        const result = importTokens(json, base);
        // A stated format names the report's, unless the input turned out to be a Kitsmith export.
        if (input.format && result.report.format !== 'kitsmith') result.report.format = input.format;
        return result;
      } catch (error) {
        if (error instanceof KitsmithError && error.code === 'INVALID_TOKENS') throw invalidImport(error.message);
        throw error;
      }
    }
  }
}

/**
 * Reads a design from what people already have (see `ImportFormat`) and reports what became of every
 * token. With `base`, settings the input does not speak to keep `base`'s values (its components,
 * template and everything not imported), so an import into an open project is one change to it.
 * Semantic colours the imported design would not reproduce are pinned in `colorOverrides`.
 * Throws `KitsmithError` (`INVALID_IMPORT`, or `IMPORT_TOO_LARGE` over `IMPORT_MAX_BYTES`) with a
 * message that names what was wrong and where.
 */
export function importDesign(input: ImportInput, base?: DesignSystem): ImportResult {
  checkSize(input.text);
  try {
    return read(input, base);
  } catch (error) {
    // Input nested deeper than the engine's stack (a pasted `[[[[...`) is bad input, not a bug.
    if (error instanceof RangeError && /call stack/i.test(error.message)) {
      throw invalidImport('The input is nested too deeply to read.');
    }
    throw error;
  }
}
