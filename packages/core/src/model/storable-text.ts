/**
 * Text that can be stored and written anywhere: no NUL character (PostgreSQL's
 * text and jsonb refuse it, C strings end at it) and no lone UTF-16 surrogate
 * (jsonb refuses its escape; UTF-8 cannot encode it). The API refuses such
 * text at its input boundary, the model refuses it in every string of a design.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or broken Unicode';

/** Either (no text holds neither, and the precise test is slower): what needs a closer look. */
const NUL_OR_SURROGATE = /[\0\uD800-\uDFFF]/;

export const isStorableText = (text: string): boolean =>
  !NUL_OR_SURROGATE.test(text) || (!text.includes('\0') && !LONE_SURROGATE.test(text));

/** The path of the first string (a value or an object key) in a JSON-like value that is not storable text, if any. */
export function findUnstorableText(value: unknown): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : [];
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnstorableText(value[index]);
      if (found) return [index, ...found];
    }
    return undefined;
  }
  // for...in rather than Object.entries: a stored design is walked on every read, and the arrays add up.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!isStorableText(key)) return [key];
    const found = findUnstorableText((value as Record<string, unknown>)[key]);
    if (found) return [key, ...found];
  }
  return undefined;
}
