import { parseFontStack } from '../../model/font-stack.ts';
import { BoundedCache } from '../../util/bounded-cache.ts';

/** What a CSS string writes escaped: its quotes, backslash, control characters, broken Unicode, and what ends a rule, a Sass interpolation or an HTML `<style>`. */
const ESCAPED = /["'\\;{}<>\p{Cc}]|[\uD800-\uDFFF]/u;

/** `text` as a double-quoted CSS string: every character that could end the string or what holds it becomes a hex escape. */
export function cssString(text: string): string {
  let body = '';
  for (const char of text) body += ESCAPED.test(char) ? `\\${(char.codePointAt(0) ?? 0xfffd).toString(16)} ` : char;
  return `"${body}"`;
}

// The editor writes the three stacks on every step of a colour drag; they are the same each time.
const written = new BoundedCache<string, string>(64);

/**
 * A font stack as CSS: plain family names as they are, quoted ones double-quoted
 * (`'JetBrains Mono'` -> `"JetBrains Mono"`, as prettier writes them). The model
 * only holds valid stacks; anything else that reaches here (a token set built
 * without the model) is written as one quoted name, so it can never add to or
 * end the rule, the stylesheet or the element it is written into.
 */
export function cssFontStack(stack: string): string {
  let css = written.get(stack);
  if (css === undefined) {
    const parsed = parseFontStack(stack);
    css =
      'problem' in parsed
        ? cssString(stack)
        : parsed.families.map((family) => (family.quoted ? cssString(family.name) : family.name)).join(', ');
    written.set(stack, css);
  }
  return css;
}
