import { PALETTE_STEPS, apcaContrast, contrastRatio, toOklch, type PaletteStep } from '../color/index.ts';
import { oklchTone } from '../color/tone.ts';
import { SEMANTIC_COLOR_ROLES, isPaletteRef, type OverrideScheme, type SemanticColorRole } from '../model/color-overrides.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { withColorOverride } from '../model/pin-color.ts';
import { CONTRAST_RULES, type ContrastRule } from './contrast-target.ts';
import { designPalettes, type PaletteName } from './primitives.ts';
import { resolveTokens, schemeReport } from './resolve-tokens.ts';
import { round } from './scales.ts';
import { semanticColor } from './semantic-color.ts';
import { UI_CONTRAST_TARGET } from './semantic.ts';
import type { ContrastDecision, TokenSet } from './types.ts';

/** What a pair must reach: a WCAG ratio, or an APCA |Lc|. */
export type PairRule = Pick<ContrastRule, 'metric' | 'minimum'>;

/** Two semantic colours of one scheme, read as `foreground` on `background`, and what they must reach. */
export interface ContrastPair {
  scheme: OverrideScheme;
  background: SemanticColorRole;
  foreground: SemanticColorRole;
  rule: PairRule;
}

/** The one colour a fix changed. */
export interface ContrastFix {
  scheme: OverrideScheme;
  role: SemanticColorRole;
  /** What it held: a palette step (`palette.accent.400`) or a hex. */
  from: string;
  /** What it is pinned to now: a palette step or a hex. */
  to: string;
  toValue: string;
  /** The pair as it now reads: WCAG ratio (two decimals) and APCA Lc (one decimal). */
  ratio: number;
  apca: number;
}

export type ContrastFixResult = { fixed: true; design: DesignSystem; change: ContrastFix } | { fixed: false; reason: string };

/** The rule a reported pair is held to: 3:1 for a chart colour, else the design's target (WCAG AA when it sets none). */
export function ruleOfDecision(decision: ContrastDecision): PairRule {
  if (decision.graphic) return { metric: 'wcag', minimum: UI_CONTRAST_TARGET };
  if (decision.contrastTarget) return { metric: CONTRAST_RULES[decision.contrastTarget].metric, minimum: CONTRAST_RULES[decision.contrastTarget].minimum };
  return { metric: 'wcag', minimum: decision.target };
}

const isRole = (name: string): name is SemanticColorRole => (SEMANTIC_COLOR_ROLES as readonly string[]).includes(name);

/** Every pair the token report judges in `scheme`, with its rule. */
export function reportedPairs(tokens: TokenSet, scheme: OverrideScheme): ContrastPair[] {
  return schemeReport(tokens, scheme).flatMap((decision) =>
    isRole(decision.background) && isRole(decision.foreground)
      ? [{ scheme, background: decision.background, foreground: decision.foreground, rule: ruleOfDecision(decision) }]
      : [],
  );
}

/** Whether `text` on `background` reaches the rule, rounded as the token report rounds (WCAG to two decimals). */
export function meetsPairRule(text: string, background: string, rule: PairRule): boolean {
  return rule.metric === 'wcag' ? round(contrastRatio(text, background), 2) >= rule.minimum : Math.abs(apcaContrast(text, background)) >= rule.minimum;
}

const pairHexes = (tokens: TokenSet, pair: ContrastPair) => {
  const background = semanticColor(tokens, pair.scheme, pair.background);
  const foreground = semanticColor(tokens, pair.scheme, pair.foreground);
  return background && foreground ? { background: background.hex, foreground: foreground.hex } : undefined;
};

const pairPasses = (tokens: TokenSet, pair: ContrastPair) => {
  const hexes = pairHexes(tokens, pair);
  return hexes !== undefined && meetsPairRule(hexes.foreground, hexes.background, pair.rule);
};

const pairKey = (pair: ContrastPair) => `${pair.scheme}:${pair.background}/${pair.foreground}`;

/** One colour a role could take: a step of a palette (a reference) or a hex of its own. */
interface Candidate {
  pin: string;
  hex: string;
}

/** The other steps of the role's palette, nearest first. */
function paletteCandidates(system: DesignSystem, ref: string): Candidate[] {
  if (!isPaletteRef(ref)) return [];
  const [, name, step] = ref.split('.') as [string, PaletteName, PaletteStep];
  const palette = designPalettes(system)[name];
  const at = PALETTE_STEPS.indexOf(step);
  return PALETTE_STEPS.map((each, index) => ({ each, distance: Math.abs(index - at) }))
    .filter(({ distance }) => distance > 0)
    .sort((a, b) => a.distance - b.distance)
    .map(({ each }) => ({ pin: `palette.${name}.${each}`, hex: palette.steps[each] }));
}

/** OKLCH lightness steps of one colour, keeping its hue and chroma (as sRGB allows), nearest first, out to white and black. */
const LIGHTNESS_STEP = 0.01;
function lightnessCandidates(hex: string): Candidate[] {
  const oklch = toOklch(hex);
  if (!oklch) return [];
  const seen = new Set([hex]);
  const found: Candidate[] = [];
  for (let distance = LIGHTNESS_STEP; distance < 1 + LIGHTNESS_STEP; distance += LIGHTNESS_STEP) {
    for (const l of [oklch.l + distance, oklch.l - distance]) {
      if (l > 1 + LIGHTNESS_STEP / 2 || l < -LIGHTNESS_STEP / 2) continue;
      const tone = oklchTone(Math.min(Math.max(l, 0), 1), oklch.c, oklch.h);
      if (seen.has(tone.hex)) continue;
      seen.add(tone.hex);
      found.push({ pin: tone.hex, hex: tone.hex });
    }
  }
  return found;
}

const label = (pair: ContrastPair) => `${pair.foreground} on ${pair.background} in ${pair.scheme}`;
const goal = (rule: PairRule) => (rule.metric === 'wcag' ? `${rule.minimum}:1` : `APCA Lc ${rule.minimum}`);

/**
 * Fixes one failing pair by changing only one of its two colours, in its scheme alone: the foreground,
 * unless the foreground is pinned by hand and the background is not (then the background moves; and
 * when the one that should move cannot reach the rule, the other, if it is not pinned). The
 * colour is pinned to the nearest step of its own palette that makes the pair reach its rule (or, for a
 * colour of its own or when no step does, the nearest OKLCH lightness step of it), skipping any that
 * would make a pair of `keep` fail that passed (by default every pair the token report judges in that
 * scheme). Says what it changed, or why nothing could be.
 */
export function fixContrastPair(system: DesignSystem, pair: ContrastPair, keep?: readonly ContrastPair[]): ContrastFixResult {
  const tokens = resolveTokens(system);
  const before = pairHexes(tokens, pair);
  if (!before) return { fixed: false, reason: `${label(pair)} is not a pair of this design's colours.` };
  if (meetsPairRule(before.foreground, before.background, pair.rule)) return { fixed: false, reason: `${label(pair)} already reaches ${goal(pair.rule)}.` };

  const pins = system.colorOverrides?.[pair.scheme] ?? {};
  // The foreground moves, unless it is pinned and the background is not; the other one only when the first cannot reach the rule and is not pinned.
  const preferred = pins[pair.foreground] !== undefined && pins[pair.background] === undefined ? pair.background : pair.foreground;
  const fallback = preferred === pair.foreground ? pair.background : pair.foreground;
  const roles = pins[fallback] === undefined ? [preferred, fallback] : [preferred];
  const mustKeep = (keep ?? reportedPairs(tokens, pair.scheme)).filter((each) => pairKey(each) !== pairKey(pair) && pairPasses(tokens, each));
  let breaksOthers = false;
  for (const role of roles) {
    const current = semanticColor(tokens, pair.scheme, role)!;
    const other = role === pair.foreground ? before.background : before.foreground;
    const reads = (hex: string) => (role === pair.foreground ? meetsPairRule(hex, other, pair.rule) : meetsPairRule(other, hex, pair.rule));
    const candidates = [...(current.ref ? paletteCandidates(system, current.ref) : []), ...lightnessCandidates(current.hex)];
    for (const candidate of candidates) {
      if (!reads(candidate.hex)) continue;
      const design = withColorOverride(system, pair.scheme, role, candidate.pin);
      const after = resolveTokens(design);
      if (!pairPasses(after, pair)) continue;
      if (mustKeep.some((each) => !pairPasses(after, each))) {
        breaksOthers = true;
        continue;
      }
      const now = pairHexes(after, pair)!;
      return {
        fixed: true,
        design,
        change: {
          scheme: pair.scheme,
          role,
          from: current.ref ?? current.hex,
          to: candidate.pin,
          toValue: candidate.hex,
          ratio: round(contrastRatio(now.foreground, now.background), 2),
          apca: round(apcaContrast(now.foreground, now.background), 1),
        },
      };
    }
  }
  return {
    fixed: false,
    reason: breaksOthers
      ? `Every colour that brings ${label(pair)} to ${goal(pair.rule)} makes another pair fail: choose one by hand.`
      : `No shade of ${roles.join(' or ')} brings ${label(pair)} to ${goal(pair.rule)}: choose the colours by hand.`,
  };
}
