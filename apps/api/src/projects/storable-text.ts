/**
 * Text PostgreSQL cannot store: a NUL character (text and jsonb refuse it) or a
 * lone UTF-16 surrogate (jsonb refuses its escape). Caught at validation, so
 * such input is a 422 on both databases instead of a 500 on one.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !text.includes('\0') && !LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';

/** The path of the first string (value or key) in a JSON value that cannot be stored, if any. */
export function findUnstorableText(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)]);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}
