import { toOklch } from '../color/parse.ts';
import { oklchTone } from '../color/tone.ts';
import type { ContrastTarget } from '../model/primitives.ts';
import { fitFill } from './fit-fill.ts';
import { accentHue, harmonyHues, hueDistance, normalizeHue, type Harmony } from './harmony.ts';
import type { MoodPreset } from './moods.ts';

/** Below this chroma a colour reads as grey, and its hue says nothing. */
const ACHROMATIC = 0.03;
/** OKLCH hue and lightness of each status colour before it is tuned to the brand. */
const STATUS_BASES = {
  success: { h: 150, l: 0.62 },
  warning: { h: 75, l: 0.76 },
  danger: { h: 27, l: 0.58 },
  info: { h: 240, l: 0.6 },
} as const;
/** How far (degrees) a status hue turns towards the primary's, at most: enough to sit with it, never enough to change its meaning. */
const STATUS_HUE_PULL = 10;
const NEUTRAL_LIGHTNESS = 0.55;
/** A neutral tint keeps its hue; its chroma is capped so the greys stay grey. */
const MAX_NEUTRAL_CHROMA = 0.04;

export type GeneratedRole = 'secondary' | 'accent';

export interface CandidateColours {
  primary: string;
  secondary: string;
  accent: string;
  neutral: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
  /** Generated roles whose lightness was moved noticeably so text reaches the target on them. */
  adjusted: GeneratedRole[];
}

/** The random part of one candidate's colours, drawn by the caller from the seed. */
export interface ColourVariation {
  harmony: Harmony;
  /** Degrees added to the harmony's hues. */
  hueJitter: number;
  lightnessJitter: number;
  /** Relative change to the generated chroma, such as 0.1 for 10 % more. */
  chromaJitter: number;
  /** The hue to build on when the primary is a grey. */
  fallbackHue: number;
}

export interface ColourRequest {
  brandColors: readonly string[];
  neutralTint: string | undefined;
  target: ContrastTarget;
  mood: MoodPreset;
}

function oklchOfHex(hex: string) {
  const oklch = toOklch(hex);
  if (!oklch) throw new Error(`not a colour: ${hex}`);
  return oklch;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * A candidate's colours: the brand colours as given; the missing secondary and accent from the
 * harmony around the primary's hue, in the mood's chroma and lightness, moved in lightness only
 * as far as text needs to reach the target on them; status colours in their usual hues turned a
 * little towards the primary and in its chroma; greys tinted with the neutral tint or the primary.
 */
export function candidateColours(request: ColourRequest, variation: ColourVariation): CandidateColours {
  const { brandColors, neutralTint, target, mood } = request;
  const [primary, givenSecondary, givenAccent] = brandColors;
  if (primary === undefined) throw new Error('a primary brand colour is required');
  const base = oklchOfHex(primary);
  const grey = base.c < ACHROMATIC;
  const hue = grey ? variation.fallbackHue : base.h;
  const chroma = grey ? 0.12 * mood.chromaFactor : clamp(base.c * mood.chromaFactor * (1 + variation.chromaJitter), 0.04, 0.25);
  const lightness = clamp(mood.lightness + variation.lightnessJitter, 0.3, 0.85);
  const adjusted: GeneratedRole[] = [];
  const make = (role: GeneratedRole, h: number, l: number): string => {
    const fitted = fitFill(l, chroma, normalizeHue(h), target);
    if (fitted.moved > 0.08) adjusted.push(role);
    return fitted.hex;
  };

  const hues = harmonyHues(variation.harmony, hue);
  const secondary = givenSecondary ?? make('secondary', hues.secondary + variation.hueJitter, lightness);
  const accentBase = givenSecondary === undefined ? hues.accent : accentHue(variation.harmony, hue, oklchOfHex(givenSecondary).h);
  const accent = givenAccent ?? make('accent', accentBase - variation.hueJitter, lightness + 0.04);

  return { primary, secondary, accent, neutral: neutralFor(neutralTint, hue, mood), ...statusColours(hue, grey ? 0.14 : base.c), adjusted };
}

function neutralFor(tint: string | undefined, brandHue: number, mood: MoodPreset): string {
  if (tint === undefined) return oklchTone(NEUTRAL_LIGHTNESS, mood.neutralChroma, brandHue).hex;
  const tinted = oklchOfHex(tint);
  return oklchTone(NEUTRAL_LIGHTNESS, Math.min(tinted.c, MAX_NEUTRAL_CHROMA), tinted.h).hex;
}

function statusColours(brandHue: number, brandChroma: number): Record<keyof typeof STATUS_BASES, string> {
  const chroma = clamp(brandChroma, 0.13, 0.18);
  const tune = ({ h, l }: { h: number; l: number }) => {
    const distance = hueDistance(h, brandHue);
    const towards = normalizeHue(brandHue - h) <= 180 ? 1 : -1;
    return oklchTone(l, chroma, normalizeHue(h + towards * Math.min(STATUS_HUE_PULL, distance * 0.15))).hex;
  };
  return {
    success: tune(STATUS_BASES.success),
    warning: tune(STATUS_BASES.warning),
    danger: tune(STATUS_BASES.danger),
    info: tune(STATUS_BASES.info),
  };
}
