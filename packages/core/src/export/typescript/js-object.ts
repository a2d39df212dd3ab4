import { jsString } from '../../catalogue/code-context.ts';

const PRINT_WIDTH = 80;
/** Prettier never breaks after the colon of a key narrower than this (tab width 2 + 3). */
const SHORT_KEY = 5;

/** A value to print as JavaScript. Objects are Maps so keys keep their order (a plain object puts integer keys first). */
export type JsValue = string | number | readonly JsValue[] | JsObject;
export type JsObject = ReadonlyMap<string, JsValue>;

function isObject(value: JsValue): value is JsObject {
  return value instanceof Map;
}

/** A property key as prettier prints it (`quoteProps: "as-needed"`): identifiers and simple numbers bare, the rest quoted. */
export function jsKey(key: string): string {
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return key;
  if (/^\d+(\.\d+)?$/.test(key) && String(Number(key)) === key) return key;
  return jsString(key);
}

function scalar(value: string | number): string {
  return typeof value === 'number' ? String(value) : jsString(value);
}

function oneLine(value: JsValue): string {
  if (isObject(value)) throw new Error('Objects are always printed expanded');
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  return scalar(value as string | number);
}

/** One `key: value,` property at `indent`, laid out as prettier lays it out. */
function property(key: string, value: JsValue, indent: string): string {
  const head = `${indent}${jsKey(key)}:`;
  if (isObject(value)) return `${head} ${jsObject(value, indent)},\n`;
  const line = `${head} ${oneLine(value)},`;
  if (line.length <= PRINT_WIDTH) return `${line}\n`;
  if (Array.isArray(value)) {
    const items = value.map((item) => `${indent}  ${oneLine(item)},\n`).join('');
    return `${head} [\n${items}${indent}],\n`;
  }
  // A string too long for its line moves under a long key; beside a short key it stays.
  if (jsKey(key).length < SHORT_KEY) return `${line}\n`;
  return `${head}\n${indent}  ${oneLine(value)},\n`;
}

/**
 * An object literal as prettier (default options) prints it: expanded, one
 * property per line, trailing commas, double quotes. Prettier keeps an object
 * expanded when its source has a newline after `{`, so nesting never collapses.
 */
export function jsObject(object: JsObject, indent = ''): string {
  if (object.size === 0) return '{}';
  const body = [...object].map(([key, value]) => property(key, value, `${indent}  `)).join('');
  return `{\n${body}${indent}}`;
}

/** Builds a JsObject from entries, for readability at call sites. */
export function jsMap(entries: Iterable<readonly [string, JsValue]>): JsObject {
  return new Map(entries);
}
