import { cssDeclaration } from '../css/css-declaration.ts';
import { splitTopLevel } from '../css/split-top-level.ts';

/**
 * `$name: value;` as prettier prints it. Prettier 3 puts each item of a comma
 * list on its own line when any item has several words (`Helvetica Neue,
 * Inter`), for every property but custom properties; otherwise the line is
 * laid out like a custom property's.
 */
export function scssVariable(name: string, value: string): string {
  const items = splitTopLevel(value, ',');
  if (items.length < 2 || items.every((item) => splitTopLevel(item, ' ').length < 2)) {
    return cssDeclaration('', `$${name}`, value);
  }
  const lines = items.map((item, index) => `  ${item}${index === items.length - 1 ? ';' : ','}`);
  return `$${name}:\n${lines.join('\n')}\n`;
}
