/**
 * A Sass map key: whole numbers stay numbers (`map.get($palette-primary, 500)`);
 * every other name is a quoted string, so `white` is no colour and `2xl` or
 * `0-5` no arithmetic.
 */
export function scssKey(name: string): string {
  return /^(0|[1-9]\d*)$/.test(name) ? name : `"${name}"`;
}

/** `$name: (key: value, ...);` with one entry per line, as prettier prints Sass maps. */
export function scssMap(name: string, entries: readonly (readonly [string, string])[]): string {
  return `$${name}: (\n${entries.map(([key, value]) => `  ${scssKey(key)}: ${value},\n`).join('')});\n`;
}
