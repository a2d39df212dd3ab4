import { OVERRIDE_SCHEMES } from '../model/color-overrides.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { componentTokens } from './components.ts';
import { designPalettes, primitiveTokens } from './primitives.ts';
import { chartPalettes, semanticTokens } from './semantic.ts';
import type { ColorScheme, ContrastDecision, TokenGroup, TokenSet } from './types.ts';

/** The schemes resolved with the token set; the others (high contrast) when something first reads them. */
const EAGER_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/**
 * Defines `key` on `target` as an enumerable property whose value `compute` gives the first time it is read,
 * the same value every time after. Spreading, cloning or serialising the object reads it like any other.
 */
function defineLazy<T extends object, K extends PropertyKey, V>(target: T, key: K, compute: () => V): void {
  let value: { v: V } | undefined;
  Object.defineProperty(target, key, { enumerable: true, get: () => (value ??= { v: compute() }).v });
}

/**
 * Resolves a design into its three tiers of W3C design tokens. Semantic
 * colours are chosen so every text/background pair reaches the design's
 * contrast target (WCAG AA unless it sets one) in light and dark wherever the
 * colours allow, and the high-contrast schemes reach 7:1 and APCA Lc 75 always; `report` says what was chosen, why, and whether it passes.
 * Colours pinned by hand (`colorOverrides`) replace the derived ones and are
 * judged as they stand. Pure and deterministic.
 *
 * Light and dark resolve at once; the two high-contrast schemes (and so `report`, which covers all four)
 * when first read: a colour drag in the editor repaints light or dark and pays for neither.
 */
export function resolveTokens(system: DesignSystem): TokenSet {
  const palettes = designPalettes(system);
  const charts = chartPalettes(palettes);
  const { contrastTarget, colorOverrides } = system;
  const resolved = new Map<ColorScheme, { group: TokenGroup; report: ContrastDecision[] }>();
  const scheme = (name: ColorScheme) => {
    let found = resolved.get(name);
    if (!found) resolved.set(name, (found = semanticTokens(palettes, name, contrastTarget, colorOverrides?.[name], charts)));
    return found;
  };
  const semantic = {} as Record<ColorScheme, TokenGroup>;
  for (const name of OVERRIDE_SCHEMES) {
    if (EAGER_SCHEMES.includes(name)) semantic[name] = scheme(name).group;
    else defineLazy(semantic, name, () => scheme(name).group);
  }
  const tokens = {
    primitives: primitiveTokens(system, palettes),
    semantic,
    components: componentTokens(system),
  } as TokenSet;
  defineLazy(tokens, 'report', () => OVERRIDE_SCHEMES.flatMap((name) => scheme(name).report));
  schemeReports.set(tokens, (name) => scheme(name).report);
  return tokens;
}

/** Each resolved token set's report of one scheme, worked out (or kept) by the resolver that made it. */
const schemeReports = new WeakMap<TokenSet, (scheme: ColorScheme) => ContrastDecision[]>();

/**
 * The contrast decisions of one scheme: `tokens.report`'s entries of that mode, in its order. For a token set
 * `resolveTokens` made, reading light's resolves no other scheme (the report covers all four, the high-contrast
 * ones included); for any other (a clone, a set built by hand), it is read from the report.
 */
export function schemeReport(tokens: TokenSet, scheme: ColorScheme): ContrastDecision[] {
  const read = schemeReports.get(tokens);
  return read ? read(scheme) : tokens.report.filter((decision) => decision.mode === scheme);
}
