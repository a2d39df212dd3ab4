import { aliasTarget } from './flatten.ts';
import { isToken, type ColorScheme, type Token, type TokenGroup, type TokenSet } from './types.ts';

/** A semantic colour as one scheme resolves it. */
export interface ResolvedSemanticColor {
  /** The palette step it comes to (`palette.accent.50`, `palette.base.white`), or undefined for a colour of its own. */
  ref: string | undefined;
  /** `#rrggbb`. */
  hex: string;
}

function tokenAt(group: TokenGroup, path: string): Token | undefined {
  let node: Token | TokenGroup | undefined = group;
  for (const name of path.split('.')) {
    if (node === undefined || isToken(node)) return undefined;
    node = node[name];
  }
  return node !== undefined && isToken(node) ? node : undefined;
}

/**
 * What `role` (`accent-foreground`) holds in `scheme`: its aliases followed through the other semantic
 * colours (`ring` -> `primary`) to a palette step, or its own hex. Undefined for a role the set lacks.
 */
export function semanticColor(tokens: TokenSet, scheme: ColorScheme, role: string): ResolvedSemanticColor | undefined {
  const semantic = tokens.semantic[scheme];
  let value = tokenAt(semantic, `color.${role}`)?.$value;
  let ref: string | undefined;
  for (let hops = 0; hops < 16; hops++) {
    const target = typeof value === 'string' ? aliasTarget(value) : undefined;
    if (target === undefined) return typeof value === 'string' ? { ref, hex: value } : undefined;
    if (target.startsWith('palette.')) ref = target;
    value = (tokenAt(semantic, target) ?? tokenAt(tokens.primitives, target))?.$value;
  }
  return undefined;
}
