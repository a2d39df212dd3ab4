import { resolveTokens, type DesignSystem, type TokenSet } from '@kitsmith/core';

/** The parts of a design its tokens depend on: not its components. */
const LOOK = ['theme', 'colors', 'contrastTarget', 'colorOverrides', 'typography', 'spacing', 'radius', 'shadows', 'motion', 'componentOverrides'] as const;

const byDesign = new WeakMap<DesignSystem, TokenSet>();
let last: { design: DesignSystem; tokens: TokenSet } | undefined;

/**
 * The design's tokens, resolved once per look: the canvas (during a drag, ahead of React) and the design
 * panel (when React catches up) share one resolution, and an edit of the components resolves nothing.
 */
export function tokensOf(design: DesignSystem): TokenSet {
  let tokens = byDesign.get(design);
  if (tokens) return tokens;
  tokens = last && LOOK.every((part) => last!.design[part] === design[part]) ? last.tokens : resolveTokens(design);
  byDesign.set(design, tokens);
  last = { design, tokens };
  return tokens;
}
