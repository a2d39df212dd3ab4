import { splitList } from './template-helpers.ts';

export interface ListItem {
  text: string;
  /** 1-based position. */
  number: number;
  /** How many items the list has. */
  total: number;
  first: boolean;
}

/**
 * The `listItems` helper of component markup: "A, B, C" as items a template can
 * number ("2 of 3") without arithmetic, at most `max` of them.
 */
export function listItems(text: unknown, max?: unknown): ListItem[] {
  const limit = typeof max === 'number' && max > 0 ? Math.floor(max) : Infinity;
  const parts = splitList(text).slice(0, limit);
  return parts.map((part, index) => ({ text: part, number: index + 1, total: parts.length, first: index === 0 }));
}
