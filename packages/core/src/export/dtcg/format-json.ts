const PRINT_WIDTH = 80;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Entries as `JSON.stringify` keeps them: undefined values and functions left out. */
const entriesOf = (value: Record<string, unknown>): [string, unknown][] =>
  Object.entries(value).filter(([, item]) => item !== undefined && typeof item !== 'function');

const isNonEmptyObject = (value: unknown): boolean => isObject(value) && entriesOf(value).length > 0;

const hasSeveralEntries = (value: unknown): boolean =>
  (Array.isArray(value) && value.length > 1) || (isObject(value) && entriesOf(value).length > 1);

/** The value on one line, or undefined when prettier would never print it flat (a non-empty object). */
function flat(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const items = value.map(flat);
    return items.every((item) => item !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  if (isObject(value)) return entriesOf(value).length === 0 ? '{}' : undefined;
  return scalar(value);
}

function scalar(value: unknown): string {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new Error(`Cannot write ${typeof value} as JSON`);
  return text;
}

/** Numbers fill lines, as prettier's `fill` does for arrays of numbers that do not fit on one line. */
function filledNumbers(items: number[], indent: string): string {
  const inner = `${indent}  `;
  const lines: string[] = [];
  let line = '';
  items.forEach((item, index) => {
    const piece = `${item}${index === items.length - 1 ? '' : ','}`;
    if (line && inner.length + line.length + 1 + piece.length > PRINT_WIDTH) {
      lines.push(line);
      line = piece;
    } else line = line ? `${line} ${piece}` : piece;
  });
  lines.push(line);
  return `[\n${lines.map((text) => `${inner}${text}`).join('\n')}\n${indent}]`;
}

/**
 * `used` is how many columns precede the value on its line, `trailing` how many follow it
 * (a comma), so the one-line form is chosen exactly when prettier would choose it.
 */
function print(value: unknown, indent: string, used: number, trailing: number): string {
  const inner = `${indent}  `;
  if (isObject(value)) {
    const entries = entriesOf(value);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([key, item], index) => {
      const prefix = `${inner}${JSON.stringify(key)}: `;
      return `${prefix}${print(item, inner, prefix.length, index < entries.length - 1 ? 1 : 0)}`;
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  }
  if (!Array.isArray(value)) return scalar(value);
  if (value.length === 0) return '[]';
  const alwaysBreaks = value.some(isNonEmptyObject) || (value.length > 1 && value.every(hasSeveralEntries));
  const oneLine = alwaysBreaks ? undefined : flat(value);
  if (oneLine !== undefined && used + oneLine.length + trailing <= PRINT_WIDTH) return oneLine;
  const numbers = value.filter((item): item is number => typeof item === 'number');
  if (numbers.length === value.length) return filledNumbers(numbers, indent);
  const lines = value.map(
    (item, index) => `${inner}${print(item, inner, inner.length, index < value.length - 1 ? 1 : 0)}`,
  );
  return `[\n${lines.join(',\n')}\n${indent}]`;
}

/**
 * JSON text exactly as prettier 3 prints it with its default options: objects
 * expanded one key a line (as `JSON.stringify(value, null, 2)`), arrays of
 * scalars on one line when they fit in 80 columns, and a final newline.
 */
export function formatJson(value: unknown): string {
  return `${print(value, '', 0, 0)}\n`;
}
