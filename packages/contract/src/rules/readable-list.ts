/** Items as a sentence lists them: "A", "A and B", "A, B and C"; past `max`, the first ones and "N more". */
export function readableList(items: readonly string[], max = 6): string {
  const shown = items.length > max ? [...items.slice(0, max - 1), `${items.length - (max - 1)} more`] : items;
  if (shown.length <= 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}
