import { z } from 'zod';
import { KitsmithError } from '../errors.ts';
import { KITSMITH_EXTENSION } from '../export/dtcg/kitsmith-extension.ts';
import type { ImportFormat, TokenScope } from './types.ts';

/** Token syntax: W3C DTCG (`$value`, `$type`) or Tokens Studio (`value`, `type`). */
export type TokenSyntax = 'dtcg' | 'tokens-studio';

/** One file, or one Tokens Studio token set, of the input. */
export interface TokenSource {
  /** File name without `.tokens.json` / `.json`, or the set name; undefined for a single document. */
  name: string | undefined;
  scope: TokenScope;
  syntax: TokenSyntax;
  group: Record<string, unknown>;
}

export interface ImportDocument {
  format: Exclude<ImportFormat, 'kitsmith'>;
  sources: TokenSource[];
  warnings: string[];
}

const objectSchema = z.record(z.string(), z.unknown());
const generatedFilesSchema = z.array(z.object({ path: z.string(), contents: z.string() }));
const metadataSchema = z.object({ tokenSetOrder: z.array(z.string()) });

const SUGGESTION =
  'Give W3C design tokens (DTCG) JSON, a Tokens Studio export, or the files of a Kitsmith DTCG export.';

export const invalidTokens = (message: string) => new KitsmithError('INVALID_TOKENS', message, SUGGESTION);

const isObject = (value: unknown): value is Record<string, unknown> => objectSchema.safeParse(value).success;

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw invalidTokens(`${what} is not valid JSON (${error instanceof Error ? error.message : String(error)}).`);
  }
}

/** A file or token set of a high-contrast scheme (`high-contrast-dark.tokens.json`), which would otherwise read as dark or light. */
const HIGH_CONTRAST_NAME = /high-?contrast/i;

/** `dark` for a name that says dark, `light` for one that says light, else `shared`. */
export function scopeOfName(name: string): TokenScope {
  if (/dark/i.test(name)) return 'dark';
  if (/light/i.test(name)) return 'light';
  return 'shared';
}

/** Which syntax a group's tokens use, judged by its first token. */
function syntaxOf(node: Record<string, unknown>): TokenSyntax | undefined {
  for (const [key, child] of Object.entries(node)) {
    if (key.startsWith('$') || !isObject(child)) continue;
    if ('$value' in child) return 'dtcg';
    if ('value' in child && ('type' in child || !isObject(child.value))) return 'tokens-studio';
    const inner = syntaxOf(child);
    if (inner) return inner;
  }
  return undefined;
}

const SET_NAME = /^(global|core|primitives?|semantic|light|dark)$|\//i;

/** Tokens Studio keeps token sets as top-level keys; `$metadata.tokenSetOrder` orders them. */
function tokenStudioSets(document: Record<string, unknown>): TokenSource[] {
  const keys = Object.keys(document).filter((key) => !key.startsWith('$'));
  const hasSets = '$themes' in document || '$metadata' in document || keys.some((key) => SET_NAME.test(key));
  if (!hasSets) return [{ name: undefined, scope: 'shared', syntax: 'tokens-studio', group: document }];
  const order = metadataSchema.safeParse(document.$metadata);
  const ordered = order.success ? order.data.tokenSetOrder.filter((key) => keys.includes(key)) : [];
  return [...ordered, ...keys.filter((key) => !ordered.includes(key))].flatMap((name) => {
    const group = document[name];
    return isObject(group) ? [{ name, scope: scopeOfName(name), syntax: 'tokens-studio' as const, group }] : [];
  });
}

function fileSources(files: [string, unknown][], warnings: string[]): TokenSource[] {
  return files.flatMap(([path, contents]) => {
    let value = contents;
    if (typeof contents === 'string') {
      try {
        value = JSON.parse(contents);
      } catch {
        value = undefined;
      }
    }
    if (!isObject(value)) {
      warnings.push(`${path} is not a JSON object and was skipped.`);
      return [];
    }
    const name = (path.split('/').pop() ?? path).replace(/(\.tokens)?\.json$/i, '');
    const syntax = syntaxOf(value) ?? 'dtcg';
    if (syntax === 'tokens-studio') return tokenStudioSets(value).map((set) => ({ ...set, name: set.name ?? name }));
    return [{ name, scope: scopeOfName(name), syntax, group: value }];
  });
}

/**
 * Style Dictionary and Tokens Studio both write `value`: Style Dictionary files have no token sets or
 * theme metadata, and either no `type` at all or its own marks (`comment`, `attributes`, `{a.b.value}` references).
 */
function looksLikeStyleDictionary(document: unknown): boolean {
  if (!isObject(document) || '$themes' in document || '$metadata' in document) return false;
  const text = JSON.stringify(document);
  return /\.value\}|"(comment|attributes)":/.test(text) || !/"type":/.test(text);
}

/**
 * Reads the input: a JSON string or value that is one token document, an object
 * mapping file names (`*.json`) to documents (objects or JSON text), or the
 * `GeneratedFile[]` of an export. Throws `INVALID_TOKENS` for anything else.
 */
export function readInput(input: unknown): ImportDocument {
  const value = typeof input === 'string' ? parseJson(input, 'The input') : input;
  const warnings: string[] = [];
  const generated = generatedFilesSchema.safeParse(value);
  let sources: TokenSource[];
  if (generated.success) {
    // From a whole export, only the token files: `*.tokens.json` when there are any, else every JSON file.
    const pattern = generated.data.some((file) => /\.tokens\.json$/i.test(file.path)) ? /\.tokens\.json$/i : /\.json$/i;
    const files = generated.data.filter((file) => pattern.test(file.path));
    const skipped = generated.data.length - files.length;
    if (skipped > 0) warnings.push(`${skipped} file(s) that hold no design tokens were skipped.`);
    sources = fileSources(
      files.map((file) => [file.path, file.contents]),
      warnings,
    );
  } else if (!isObject(value)) {
    throw invalidTokens('Design tokens must be a JSON object.');
  } else if (Object.keys(value).length > 0 && Object.keys(value).every((key) => /\.json$/i.test(key))) {
    sources = fileSources(Object.entries(value), warnings);
  } else if (syntaxOf(value) === 'tokens-studio') {
    sources = tokenStudioSets(value);
  } else {
    sources = [{ name: undefined, scope: 'shared', syntax: 'dtcg', group: value }];
  }
  const highContrast = sources.filter((source) => source.name !== undefined && HIGH_CONTRAST_NAME.test(source.name));
  if (highContrast.length > 0) {
    sources = sources.filter((source) => !highContrast.includes(source));
    // A Kitsmith export holds its own high-contrast files, made from the design it carries: nothing is lost.
    const kitsmith = sources.some((source) => isObject(source.group.$extensions) && KITSMITH_EXTENSION in source.group.$extensions);
    if (!kitsmith) warnings.push(`${highContrast.map((source) => source.name).join(', ')}: Kitsmith makes its high-contrast schemes from the design, so these were skipped.`);
  }
  const valueSyntax = sources.some((source) => source.syntax === 'tokens-studio');
  const figma = !valueSyntax && sources.some((source) => JSON.stringify(source.group).includes('"com.figma'));
  const format = valueSyntax ? (looksLikeStyleDictionary(value) ? 'style-dictionary' : 'tokens-studio') : figma ? 'figma' : 'dtcg';
  return { format, sources, warnings };
}
