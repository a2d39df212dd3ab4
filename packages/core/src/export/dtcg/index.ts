import type { TokenGroup } from '../../tokens/types.ts';
import type { Exporter, GeneratedFile } from '../types.ts';
import { formatJson } from './format-json.ts';
import { kitsmithExtension } from './kitsmith-extension.ts';

export { formatJson } from './format-json.ts';
export { KITSMITH_EXTENSION, type ExportedDesignSystem, type KitsmithExtension } from './kitsmith-extension.ts';

/** The files of a DTCG export, by tier. A consumer merges primitives, one scheme and components. */
export const DTCG_FILES = {
  primitives: 'dtcg/primitives.tokens.json',
  light: 'dtcg/light.tokens.json',
  dark: 'dtcg/dark.tokens.json',
  components: 'dtcg/components.tokens.json',
} as const;

function tokenFile(path: string, description: string, group: TokenGroup, extensions?: object): GeneratedFile {
  const document = { $description: description, ...group, ...(extensions ? { $extensions: extensions } : {}) };
  return { path, contents: formatJson(document) };
}

/**
 * W3C Design Tokens (DTCG) files: `primitives`, the semantic colours of `light`
 * and of `dark` (same names, so a build takes one of them), and `components`,
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
    tokenFile(DTCG_FILES.components, note('component tokens'), tokens.components),
  ];
};
