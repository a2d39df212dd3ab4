import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { importTokens, KitsmithError, type DesignSystem } from '@kitsmith/core';
import { readDesignFile } from '../config/design-file.ts';
import { usageError } from '../errors.ts';

const DESIGN_KEYS = ['schemaVersion', 'theme', 'components'];

/** A Kitsmith design document names its schema version, theme or components at the top; token files do not. */
function looksLikeDesign(json: unknown): boolean {
  return typeof json === 'object' && json !== null && !Array.isArray(json) && DESIGN_KEYS.some((key) => key in json);
}

function fromTokens(input: unknown, shown: string): DesignSystem {
  try {
    return importTokens(input).system;
  } catch (error) {
    if (error instanceof KitsmithError) throw usageError(error.code, `${shown}: ${error.message}`, error.suggestion);
    throw error;
  }
}

/**
 * A design to compare: a design file, a design-tokens file (W3C DTCG or Tokens
 * Studio JSON, read with core's importer) or a folder of `.json` token files
 * (such as the `dtcg/` folder of an export).
 */
export function readDesignSource(path: string, cwd: string): DesignSystem {
  const shown = relative(cwd, path) || path;
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) throw usageError('FILE_NOT_FOUND', `There is no file or folder at ${shown}.`);
  if (stats.isDirectory()) {
    const names = readdirSync(path).filter((name) => name.endsWith('.json'));
    if (names.length === 0) throw usageError('NO_TOKEN_FILES', `${shown} holds no .json token files.`);
    return fromTokens(Object.fromEntries(names.map((name) => [name, readFileSync(join(path, name), 'utf8')])), shown);
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw usageError('INVALID_JSON', `${shown} is not valid JSON (${(error as Error).message}).`);
  }
  if (looksLikeDesign(json)) return readDesignFile(path, cwd);
  return fromTokens(json, shown);
}
