import { splitTopLevel } from './split-top-level.ts';

const PRINT_WIDTH = 80;

/** A too-long single function value, such as a gradient, with one argument per line as prettier prints it. */
function functionDeclaration(indent: string, property: string, value: string): string | undefined {
  const call = /^([a-z-]+)\((.*)\)$/s.exec(value);
  const args = call ? splitTopLevel(call[2] ?? '', ',') : [];
  if (!call || args.length < 2) return undefined;
  const inner = `${indent}  `;
  return `${indent}${property}: ${call[1]}(\n${args.map((arg) => `${inner}${arg}`).join(',\n')}\n${indent});\n`;
}

/**
 * One declaration, laid out as prettier lays it out: on one line when it fits;
 * otherwise a comma list breaks after the colon and fills indented lines.
 * Anything else too long is left for the export's prettier pass.
 */
export function cssDeclaration(indent: string, property: string, value: string): string {
  const line = `${indent}${property}: ${value};`;
  const items = splitTopLevel(value, ',');
  if (line.length <= PRINT_WIDTH) return `${line}\n`;
  if (items.length < 2) return functionDeclaration(indent, property, value) ?? `${line}\n`;
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
