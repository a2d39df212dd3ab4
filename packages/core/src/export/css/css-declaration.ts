const PRINT_WIDTH = 80;

/** Splits at commas outside parentheses and quotes. */
function topLevelItems(value: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (quote) {
      if (char === quote && value[i - 1] !== '\\') quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ',' && depth === 0) {
      items.push(value.slice(start, i).trim());
      start = i + 1;
    }
  }
  items.push(value.slice(start).trim());
  return items;
}

/** Single-quoted CSS strings become double-quoted, as prettier writes them. */
export function doubleQuoted(value: string): string {
  return value.replace(/'([^'"\\]*)'/g, '"$1"');
}

/**
 * One declaration, laid out as prettier lays it out: on one line when it fits;
 * otherwise a comma list breaks after the colon and fills indented lines.
 * Anything else too long is left for the export's prettier pass.
 */
export function cssDeclaration(indent: string, property: string, value: string): string {
  const line = `${indent}${property}: ${value};`;
  const items = topLevelItems(value);
  if (line.length <= PRINT_WIDTH || items.length < 2) return `${line}\n`;
  const inner = `${indent}  `;
  const lines: string[] = [];
  let current = '';
  // Like prettier's fill, a comma counts towards the width but the closing semicolon does not.
  items.forEach((item, index) => {
    const piece = index === items.length - 1 ? item : `${item},`;
    if (current && inner.length + current.length + 1 + piece.length > PRINT_WIDTH) {
      lines.push(current);
      current = piece;
    } else current = current ? `${current} ${piece}` : piece;
  });
  lines.push(current);
  return `${indent}${property}:\n${lines.map((text) => `${inner}${text}`).join('\n')};\n`;
}
