import type { ComponentDefinition, ConfigurableProp, PropValue, PropValues } from '../model/component.ts';

/** `radio-group` -> `RadioGroup`. */
export function pascalCase(id: string): string {
  return id
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * A JS string literal quoted as prettier quotes it: double quotes unless that
 * needs more escapes. `<` before `/` or `!` is written `\x3C` (which prettier
 * keeps), so no text can close the `<script>` of a Vue file around it.
 */
export function jsString(value: string): string {
  const doubles = (value.match(/"/g) ?? []).length;
  const singles = (value.match(/'/g) ?? []).length;
  const quote = doubles > singles ? "'" : '"';
  const body = value
    .replace(/\\/g, '\\\\')
    .replace(new RegExp(quote, 'g'), `\\${quote}`)
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
    .replace(/<(?=[/!])/g, '\\x3C');
  return `${quote}${body}${quote}`;
}

export function jsLiteral(value: PropValue): string {
  return typeof value === 'string' ? jsString(value) : String(value);
}

function propType(prop: ConfigurableProp): string {
  switch (prop.control) {
    case 'select':
      return prop.options.map((option) => jsString(option.value)).join(' | ');
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'text':
    case 'color':
      return 'string';
  }
}

function docComment(prop: ConfigurableProp): string {
  const text = prop.description ? `${prop.label}: ${prop.description}` : prop.label;
  return `  /** ${text.replace(/\*\//g, '*\\/')} */\n`;
}

/** The props interface of an exported component; `exported` for React, a local interface for Vue's `<script setup>`. */
export function propsInterface(definition: ComponentDefinition, name: string, exported: boolean): string {
  const members = definition.configurableProps.map((prop) => `${docComment(prop)}  ${prop.name}?: ${propType(prop)};\n`);
  const head = `${exported ? 'export ' : ''}interface ${name}`;
  return members.length === 0 ? `${head} {}` : `${head} {\n${members.join('')}}`;
}

/** An instance's props as an object literal, one per line, in the definition's order. */
export function defaultsObject(definition: ComponentDefinition, props: PropValues): string {
  const entries = definition.configurableProps.flatMap((prop) => {
    const value = props[prop.name];
    if (value === undefined) return [];
    const line = `  ${prop.name}: ${jsLiteral(value)},`;
    // Prettier moves a value that does not fit onto its own line, unless the key is
    // shorter than tabWidth + 3 (prettier's "short key" rule, tabWidth 2).
    const breaks = line.length > 80 && prop.name.length >= 5;
    return [breaks ? `  ${prop.name}:\n    ${jsLiteral(value)},\n` : `${line}\n`];
  });
  return entries.length === 0 ? '{}' : `{\n${entries.join('')}}`;
}
