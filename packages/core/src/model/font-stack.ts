import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text.ts';

/** The longest font stack a design holds. */
export const FONT_STACK_MAX_LENGTH = 300;

/** One family of a font stack: a plain name (`system-ui`, `Segoe UI`) or a quoted one (`"Helvetica Neue"`, unquoted here). */
export interface FontFamily {
  name: string;
  quoted: boolean;
}

export type ParsedFontStack = { families: FontFamily[] } | { problem: string };

const HINT = 'a font stack is a comma-separated list of family names, each plain (Inter, system-ui) or quoted ("Helvetica Neue")';

/** A plain family name is one or more of these words: letters, digits, marks, `_` and `-`, not starting with a digit. */
const PLAIN_WORD = /^-?[\p{L}_][\p{L}\p{N}\p{M}_-]*$/u;
/** Characters no family name holds, quoted or not: they would end the value, the rule or the HTML element around it. */
const FORBIDDEN = /["'\\;{}<>\p{Cc}]/u;
/** CSS-wide keywords, which cannot be plain family names. */
const CSS_KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer', 'default']);
const WHITESPACE = /[ \t\n\r\f]/;

/** A family as a message quotes it: the first 40 characters. */
const quoted = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

function describeCharacter(char: string): string {
  return /\p{Cc}/u.test(char) ? 'control characters' : `"${char}"`;
}

/** What is wrong with one plain word, if anything. */
function plainWordProblem(word: string, family: string): string | undefined {
  const forbidden = FORBIDDEN.exec(word);
  if (forbidden) return `must not contain ${describeCharacter(forbidden[0])} (in ${quoted(family)}): ${HINT}`;
  if (/^-?\d/.test(word) || word.startsWith('--')) {
    return `"${family}" cannot be a plain family name (it starts with ${word.startsWith('--') ? '--' : 'a digit'}): quote it, as in "${family}"`;
  }
  if (!PLAIN_WORD.test(word)) {
    const bad = [...word].find((char) => !/[\p{L}\p{N}\p{M}_-]/u.test(char)) ?? word;
    return `"${family}" cannot be a plain family name (it has "${bad}"): quote it, as in "${family}"`;
  }
  if (CSS_KEYWORDS.has(word.toLowerCase())) return `"${word}" is a CSS keyword, not a family name: quote it ("${word}") if a font has that name`;
  return undefined;
}

/**
 * Reads a font stack as CSS's `font-family` does, but stricter: family names
 * are quoted strings without escapes or plain words, and nothing else (no
 * `;`, braces, `<`, backslashes or control characters). Gives the families, or
 * a message a person can act on.
 */
export function parseFontStack(text: string): ParsedFontStack {
  if (!isStorableText(text)) return { problem: UNSTORABLE_TEXT_MESSAGE };
  if (text.trim() === '') return { problem: 'must name at least one font family' };
  if (text.length > FONT_STACK_MAX_LENGTH) return { problem: `must be at most ${FONT_STACK_MAX_LENGTH} characters` };
  const families: FontFamily[] = [];
  let i = 0;
  const skipWhitespace = () => {
    while (i < text.length && WHITESPACE.test(text[i] ?? '')) i++;
  };
  for (;;) {
    skipWhitespace();
    const start = text[i];
    if (start === undefined || start === ',') {
      return { problem: `has an empty family name ${families.length === 0 ? 'before the first comma' : 'after a comma'}: ${HINT}` };
    }
    if (start === '"' || start === "'") {
      const end = text.indexOf(start, i + 1);
      if (end < 0) return { problem: `has an unclosed quote (${quoted(text.slice(i))}): ${HINT}` };
      const name = text.slice(i + 1, end);
      const forbidden = FORBIDDEN.exec(name);
      if (forbidden) return { problem: `must not contain ${describeCharacter(forbidden[0])} (in ${quoted(`${start}${name}${start}`)}): ${HINT}` };
      if (name.trim() === '') return { problem: `has an empty quoted family name: ${HINT}` };
      families.push({ name, quoted: true });
      i = end + 1;
    } else {
      let end = text.indexOf(',', i);
      if (end < 0) end = text.length;
      const family = text.slice(i, end).trim().split(/[ \t\n\r\f]+/).join(' ');
      for (const word of family.split(' ')) {
        const problem = plainWordProblem(word, family);
        if (problem) return { problem };
      }
      families.push({ name: family, quoted: false });
      i = end;
    }
    skipWhitespace();
    if (i >= text.length) return { families };
    if (text[i] !== ',') {
      const last = families[families.length - 1];
      return { problem: `needs a comma after "${last?.name ?? ''}" before the next family: ${HINT}` };
    }
    i++;
  }
}

/** Why a text is not a font stack, or undefined when it is one. */
export function fontStackProblem(text: string): string | undefined {
  const parsed = parseFontStack(text);
  return 'problem' in parsed ? parsed.problem : undefined;
}
