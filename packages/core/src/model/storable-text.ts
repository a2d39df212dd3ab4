/**
 * Text that can be stored and written anywhere: no NUL character (PostgreSQL's
 * text and jsonb refuse it, C strings end at it) and no lone UTF-16 surrogate
 * (jsonb refuses its escape; UTF-8 cannot encode it). The API refuses such
 * text at its input boundary, the model refuses it in every string of a design.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';

export const isStorableText = (text: string): boolean => !text.includes('\0') && !LONE_SURROGATE.test(text);

/** The path of the first string (a value or an object key) in a JSON-like value that is not storable text, if any. */
export function findUnstorableText(value: unknown): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : [];
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnstorableText(value[index]);
      if (found) return [index, ...found];
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [key];
      const found = findUnstorableText(item);
      if (found) return [key, ...found];
    }
  }
  return undefined;
}
