/**
 * Helpers the catalogue's Handlebars templates call (registered in render-component.ts), for
 * what a template cannot compute itself. Each takes what a template may pass (any value) and
 * never throws.
 */

/** `list props.options`: a comma-separated text prop as its trimmed, non-empty items. */
export function splitList(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
