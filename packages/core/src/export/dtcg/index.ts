import { parseFontStack } from '../../model/font-stack.ts';
import type { Token, TokenGroup } from '../../tokens/types.ts';
import type { Exporter, GeneratedFile } from '../types.ts';
import { formatJson } from './format-json.ts';
import { kitsmithExtension } from './kitsmith-extension.ts';

export { formatJson } from './format-json.ts';
export { KITSMITH_EXTENSION, type ExportedDesignSystem, type KitsmithExtension } from './kitsmith-extension.ts';

/**
 * The files of a DTCG export, by tier; the semantic colours once per mode (colour scheme), each file
 * named after its mode. A consumer merges primitives, one mode and components.
 */
export const DTCG_FILES = {
  primitives: 'dtcg/primitives.tokens.json',
  light: 'dtcg/light.tokens.json',
  dark: 'dtcg/dark.tokens.json',
  'high-contrast-light': 'dtcg/high-contrast-light.tokens.json',
  'high-contrast-dark': 'dtcg/high-contrast-dark.tokens.json',
  components: 'dtcg/components.tokens.json',
} as const;

/**
 * A font stack with its quoted names in single quotes (`Inter, 'Inter Variable', …`): the same stack to CSS, and
 * the quoting Style Dictionary's `fontFamily/css` transform leaves alone (it wraps any name with a space that is
 * not single-quoted in single quotes, so `"Inter Variable"` would become `'"Inter Variable"'`). No family name
 * holds a quote, so none needs escaping.
 */
function dtcgFontStack(stack: string): string {
  const parsed = parseFontStack(stack);
  if ('problem' in parsed) return stack;
  return parsed.families.map(({ name, quoted }) => (quoted ? `'${name}'` : name)).join(', ');
}

const isToken = (node: Token | TokenGroup): node is Token => '$value' in node && '$type' in node;

/** `group` with each font-family value as {@link dtcgFontStack} writes it. */
function withDtcgFontStacks(group: TokenGroup): TokenGroup {
  return Object.fromEntries(
    Object.entries(group).map(([name, node]) => {
      if (!isToken(node)) return [name, withDtcgFontStacks(node)];
      const fontStack = node.$type === 'fontFamily' && typeof node.$value === 'string';
      return [name, fontStack ? { ...node, $value: dtcgFontStack(String(node.$value)) } : node];
    }),
  );
}

function tokenFile(path: string, description: string, group: TokenGroup, extensions?: object): GeneratedFile {
  const document = { $description: description, ...withDtcgFontStacks(group), ...(extensions ? { $extensions: extensions } : {}) };
  return { path, contents: formatJson(document) };
}

/**
 * W3C Design Tokens (DTCG) files: `primitives`, the semantic colours of each mode
 * (`light`, `dark`, `high-contrast-light`, `high-contrast-dark`: same names, so a
 * build takes one of them), and `components`,
 * whose aliases resolve against whichever scheme is merged in. The primitives
 * file carries the whole design under `$extensions["dev.kitsmith"]`, so
 * `importTokens` can restore it exactly.
 */
export const exportDtcg: Exporter = ({ system, tokens }) => {
  // Short enough to stay on one 80-column line, so prettier has nothing to do.
  const note = (what: string) => `Kitsmith ${what}. Generated: do not edit.`;
  return [
    tokenFile(DTCG_FILES.primitives, note('primitive tokens'), tokens.primitives, kitsmithExtension(system)),
    tokenFile(DTCG_FILES.light, note('light-scheme colours'), tokens.semantic.light),
    tokenFile(DTCG_FILES.dark, note('dark-scheme colours'), tokens.semantic.dark),
    tokenFile(DTCG_FILES['high-contrast-light'], note('high-contrast light mode'), tokens.semantic['high-contrast-light']),
    tokenFile(DTCG_FILES['high-contrast-dark'], note('high-contrast dark mode'), tokens.semantic['high-contrast-dark']),
    tokenFile(DTCG_FILES.components, note('component tokens'), tokens.components),
  ];
};
