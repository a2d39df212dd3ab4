/**
 * Splits a CSS value at `separator` where it stands outside quotes and
 * parentheses, trimming the parts and dropping empty ones:
 * `"JetBrains Mono", ui-monospace` -> `"JetBrains Mono"`, `ui-monospace`.
 */
export function splitTopLevel(value: string, separator: ',' | ' '): string[] {
  const parts: string[] = [];
  let quote: string | undefined;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (quote) {
      if (char === quote && value[i - 1] !== '\\') quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === separator && depth === 0) {
      parts.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(value.slice(start).trim());
  return parts.filter((part) => part !== '');
}
