/**
 * Icons a toggle group shows for items of these names (lower case), as SVG
 * path data on a 24 x 24 grid, drawn with a 2 px stroke (after Lucide, ISC).
 * The exported React and Vue toggle groups carry the same table.
 */
export const TOGGLE_ICONS: Readonly<Record<string, string>> = {
  bold: 'M6 4h8a4 4 0 0 1 0 8H6zM6 12h9a4 4 0 0 1 0 8H6z',
  italic: 'M19 4h-9M14 20H5M15 4 9 20',
  underline: 'M6 4v6a6 6 0 0 0 12 0V4M4 20h16',
  strikethrough: 'M16 4H9a3 3 0 0 0-3 4M14 12a4 4 0 0 1 0 8H6M4 12h16',
  left: 'M21 5H3M15 12H3M17 19H3',
  center: 'M21 5H3M17 12H7M19 19H5',
  right: 'M21 5H3M21 12H9M21 19H7',
  justify: 'M3 5h18M3 12h18M3 19h18',
  list: 'M3 5h.01M3 12h.01M3 19h.01M8 5h13M8 12h13M8 19h13',
  grid: 'M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z',
};

export interface ToggleItem {
  text: string;
  /** SVG path data of its icon, or '' when its name has none. */
  icon: string;
  /** Pressed (multiple) or checked (single). */
  on: boolean;
  /** Whether it is in the tab order: every item of a multiple group; the checked one (else the first) of a single group. */
  tabStop: boolean;
}

const names = (text: unknown) =>
  String(text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The `toggleItems` helper of component markup: a toggle group's items from
 * its comma-separated `items` and `selected` props. A single group has at most
 * one item on: the first of `selected` that names an item.
 */
export function toggleItems(items: unknown, selected: unknown, type: unknown): ToggleItem[] {
  const texts = names(items);
  const wanted = names(selected).map((name) => name.toLowerCase());
  const single = type !== 'multiple';
  const checked = single ? wanted.find((name) => texts.some((text) => text.toLowerCase() === name)) : undefined;
  return texts.map((text, index) => {
    const on = single ? text.toLowerCase() === checked : wanted.includes(text.toLowerCase());
    const isFirstChecked = on && texts.findIndex((other) => other.toLowerCase() === checked) === index;
    return {
      text,
      icon: TOGGLE_ICONS[text.toLowerCase()] ?? '',
      on: single ? isFirstChecked : on,
      tabStop: single ? (checked === undefined ? index === 0 : isFirstChecked) : true,
    };
  });
}
