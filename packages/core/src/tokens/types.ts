import type { OverrideScheme } from '../model/color-overrides.ts';
import type { ContrastTarget } from '../model/primitives.ts';

/** W3C Design Tokens (DTCG) value types used by Kitsmith. */
export type TokenType =
  | 'color'
  | 'dimension'
  | 'fontFamily'
  | 'fontWeight'
  | 'number'
  | 'duration'
  | 'cubicBezier'
  | 'shadow'
  | 'gradient';

export interface ShadowValue {
  color: string;
  offsetX: string;
  offsetY: string;
  blur: string;
  spread: string;
  inset?: boolean;
}

export interface GradientStop {
  color: string;
  position: number;
}

/** A value, or an alias to another token such as `{palette.primary.600}`. */
export type TokenValue = string | number | [number, number, number, number] | ShadowValue | GradientStop[];

/** The `$extensions` key under which Kitsmith keeps what DTCG cannot say (reverse domain name, as the spec asks). */
export const KITSMITH_EXTENSION = 'dev.kitsmith';

/**
 * A font size that grows with the viewport: `min` up to `minViewport`, `max` (the token's `$value`) from
 * `maxViewport`, linearly between. CSS writes it as `clamp()`; DTCG has no such type, so it rides in the
 * token's `$extensions`.
 */
export interface FluidDimension {
  min: string;
  max: string;
  minViewport: string;
  maxViewport: string;
}

export interface Token {
  $type: TokenType;
  $value: TokenValue;
  $description?: string;
  $extensions?: { [KITSMITH_EXTENSION]: { fluid: FluidDimension } };
}

export interface TokenGroup {
  [name: string]: Token | TokenGroup;
}

/** `light`, `dark`, `high-contrast-light`, `high-contrast-dark` (see OVERRIDE_SCHEMES). */
export type ColorScheme = OverrideScheme;

/** Why the resolver chose a text/background pair, and how well it reads. */
export interface ContrastDecision {
  mode: ColorScheme;
  /** Semantic token names, such as `primary` and `primary-foreground`. */
  background: string;
  foreground: string;
  backgroundRef: string;
  foregroundRef: string;
  backgroundValue: string;
  foregroundValue: string;
  /** WCAG 2.x ratio, two decimals. */
  ratio: number;
  /** APCA Lc of the foreground on the background, one decimal. */
  apca: number;
  /** The least the pair must reach: a WCAG ratio, or an APCA |Lc| when the target is an APCA one. */
  target: number;
  passes: boolean;
  /** A WCAG ratio the pair must also reach: the high-contrast schemes hold text to 7:1 and APCA Lc 75 both. */
  ratioTarget?: number;
  /** The design's contrast target, when it sets one (none: WCAG AA); in the high-contrast schemes, APCA-75 (with `ratioTarget` 7). */
  contrastTarget?: ContrastTarget;
  /** A colour that carries no text (a chart series) against the page: held to 3:1, the rule for user-interface graphics. */
  graphic?: true;
  reason: string;
}

/**
 * A design's tokens in three tiers: primitives (raw scales), semantic colours
 * per colour scheme (aliases into the primitives), and component tokens
 * (aliases into both, so they follow the scheme).
 */
export interface TokenSet {
  primitives: TokenGroup;
  semantic: Record<ColorScheme, TokenGroup>;
  components: TokenGroup;
  report: ContrastDecision[];
}

export function isToken(node: Token | TokenGroup): node is Token {
  return '$value' in node;
}

/** `palette.primary.600` -> `{palette.primary.600}`. */
export function alias(path: string): string {
  return `{${path}}`;
}
