import type { z } from 'zod';
import { parseFontStack } from './font-stack.ts';
import { isStorableText } from './storable-text.ts';

/**
 * Rules the model gained after designs were stored under looser ones. An issue
 * raised by such a rule carries `params: { repair }`, saying how a stored
 * document that breaks it is read: written designs are refused, stored ones
 * are mended, so no stored project becomes unreadable.
 */
export type StoredRepair =
  /** A font stack that is not a list of family names: keep the families that are, else the default. */
  | 'fontStack'
  /** A prop value that must not be exported (an unsafe link): dropped, so the component's default applies. */
  | 'dropProp'
  /** Text with NUL or a lone surrogate (possible only in SQLite): NUL removed, lone surrogates become U+FFFD. */
  | 'storableText';

export const storedRepair = (repair: StoredRepair) => ({ repair });

const quoteForMessage = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);

/** Text made storable: NUL characters removed, lone surrogates replaced by U+FFFD. */
export function toStorableText(text: string): string {
  let result = '';
  for (const char of text.replace(/\0/g, '')) result += /^[\uD800-\uDFFF]$/.test(char) ? '\uFFFD' : char;
  return result;
}

/**
 * The families of a stack that are family names: each comma-separated part
 * that parses is kept; one that does not is quoted when that makes it a name,
 * and dropped when it holds what no name may (`;`, braces, quotes, `<`...).
 */
export function salvageFontStack(text: string): string | undefined {
  const kept = text
    .split(',')
    .map((part) => part.trim())
    .flatMap((part) => {
      if (part === '') return [];
      if (!('problem' in parseFontStack(part))) return [part];
      const quoted = `"${part}"`;
      return 'problem' in parseFontStack(quoted) ? [] : [quoted];
    });
  return kept.length > 0 ? kept.join(', ') : undefined;
}

type Container = Record<string, unknown> | unknown[];

function containerAt(root: unknown, path: readonly PropertyKey[]): Container | undefined {
  let current = root;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return typeof current === 'object' && current !== null ? (current as Container) : undefined;
}

function repairOf(issue: z.core.$ZodIssue): StoredRepair | undefined {
  const repair = (issue as { params?: { repair?: unknown } }).params?.repair;
  return repair === 'fontStack' || repair === 'dropProp' || repair === 'storableText' ? repair : undefined;
}

/**
 * A copy of a stored document with what each issue names mended, and a line
 * per change; undefined when an issue is not one a stored document is mended
 * for (the document is then as unreadable as it always was).
 */
export function repairStoredDesign(
  document: Record<string, unknown>,
  issues: readonly z.core.$ZodIssue[],
): { document: Record<string, unknown>; repairs: string[] } | undefined {
  // Stored documents are JSON: a round trip is a deep copy.
  const copy = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
  const repairs: string[] = [];
  for (const issue of issues) {
    const repair = repairOf(issue);
    const key = issue.path[issue.path.length - 1];
    const parent = containerAt(copy, issue.path.slice(0, -1));
    if (!repair || key === undefined || !parent) return undefined;
    const record = parent as Record<PropertyKey, unknown>;
    const value = record[key];
    const where = issue.path.map(String).join('.');
    if (repair === 'fontStack' && typeof value === 'string') {
      const salvaged = salvageFontStack(value);
      if (salvaged === undefined) delete record[key];
      else record[key] = salvaged;
      repairs.push(`${where}: ${quoteForMessage(value)} is not a font stack; read as ${salvaged === undefined ? 'the default stack' : quoteForMessage(salvaged)}`);
    } else if (repair === 'dropProp') {
      delete record[key];
      repairs.push(`${where}: ${quoteForMessage(String(value))} was dropped (${issue.message}); the component's default applies`);
    } else if (repair === 'storableText' && typeof key === 'string' && !isStorableText(key) && !Array.isArray(parent)) {
      // A key: keep its value under the mended name.
      const entries = Object.entries(parent).map(([name, item]): [string, unknown] => [name === key ? toStorableText(name) : name, item]);
      for (const name of Object.keys(parent)) delete record[name];
      Object.assign(parent, Object.fromEntries(entries));
      repairs.push(`${where}: a key with NUL or broken Unicode was mended`);
    } else if (repair === 'storableText' && typeof value === 'string') {
      record[key] = toStorableText(value);
      repairs.push(`${where}: text with NUL or broken Unicode was mended`);
    } else {
      return undefined;
    }
  }
  return { document: copy, repairs };
}
