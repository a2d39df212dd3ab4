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

export interface CommandItem {
  label: string;
  /** The keyboard hint written after the label in parentheses, e.g. `New file (⌘N)`. */
  shortcut: string;
  /** The item's position among all the groups' items, from 0 (element ids use it). */
  index: number;
}

export interface CommandGroup {
  heading: string;
  items: CommandItem[];
}

/**
 * `commandGroups props.groups`: groups of commands written as
 * `Heading: Command, Other command (⌘K); Next heading: …`. A group without a
 * heading before its colon has an empty one; a group with no commands is dropped.
 */
export function parseCommandGroups(text: unknown): CommandGroup[] {
  if (typeof text !== 'string') return [];
  let index = 0;
  return text.split(';').flatMap((part) => {
    const colon = part.indexOf(':');
    const heading = colon === -1 ? '' : part.slice(0, colon).trim();
    const items = splitList(colon === -1 ? part : part.slice(colon + 1)).map((item) => {
      const match = /^(.*?)\s*\(([^()]+)\)$/.exec(item);
      const label = (match?.[1] ?? item).trim() || item;
      return { label, shortcut: match && match[1]?.trim() ? (match[2] ?? '').trim() : '', index: index++ };
    });
    return items.length > 0 ? [{ heading, items }] : [];
  });
}
