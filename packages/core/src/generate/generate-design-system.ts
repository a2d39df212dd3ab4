import type { z } from 'zod';
import { toOklch } from '../color/parse.ts';
import { KitsmithError } from '../errors.ts';
import { CURRENT_SCHEMA_VERSION, designSystemSchema, type DesignSystem } from '../model/design-system.ts';
import { contrastTargetSchema, type ContrastTarget } from '../model/primitives.ts';
import { CONTRAST_RULES, meetsContrastTarget, showContrastScore } from '../tokens/contrast-target.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import type { ContrastDecision } from '../tokens/types.ts';
import { candidateColours, type CandidateColours } from './candidate-colours.ts';
import { candidateDistance, MIN_CANDIDATE_DISTANCE } from './candidate-distance.ts';
import { FONT_PAIRINGS, describePairing, type FontPairing } from './curated-fonts.ts';
import { bestTextScore, carriesText, fitFill } from './fit-fill.ts';
import { generateInputSchema, type CornerStyle, type GenerateInput, type GenerateOptions } from './generate-input.ts';
import { ContrastTargetUnreachableError, type UnreachableBrandColor } from './generate-errors.ts';
import { HARMONY_LABELS, type Harmony } from './harmony.ts';
import { CORNER_RADII, MOOD_PRESETS, type MoodPreset } from './moods.ts';
import { seededRandom, type SeededRandom } from './seeded-random.ts';
import { starterComponents } from './starter-components.ts';

/** One generated design system, with why it looks as it does. */
export interface Candidate {
  design: DesignSystem;
  /** One line: `Split-complementary secondary and accent, Inter + Source Serif 4, soft 12 px corners`. */
  rationale: string;
  /** How the secondary and accent were found; `brand` when all three were given. */
  harmony: Harmony | 'brand';
  fonts: FontPairing;
  corners: { style: CornerStyle; radius: number };
  contrast: ContrastTarget;
  /** The token resolver's report for `design`: every pair meets `contrast`, in light and dark. */
  report: ContrastDecision[];
}

/** Thrown for input `generateInputSchema` refuses; `issues` lists each bad field as `path: why`. */
export class InvalidGenerateInputError extends KitsmithError {
  readonly issues: string[];

  constructor(issues: string[]) {
    super('INVALID_GENERATE_INPUT', `Invalid generation input: ${issues.join('; ')}`, 'Fix the fields named above.');
    this.name = 'InvalidGenerateInputError';
    this.issues = issues;
  }
}

const describeIssue = (issue: z.core.$ZodIssue) => `${issue.path.map(String).join('.') || '(input)'}: ${issue.message}`;

/** Proposals tried per candidate asked for before giving up (never reached: pairings alone keep candidates apart). */
const ATTEMPTS_PER_CANDIDATE = 8;
const BRAND_ROLES = ['primary', 'secondary', 'accent'] as const;

/**
 * Generates `count` (default 6) distinct design systems from 1 to 3 brand colours and
 * preferences. Pure and deterministic: the same input and seed give the same candidates.
 *
 * Guarantees, checked here with the token resolver's own report: every semantic text/background
 * pair meets the contrast target in light and dark; each brand colour is the exact light-mode fill
 * of its role (primary, secondary, accent); any two candidates are at least
 * `MIN_CANDIDATE_DISTANCE` apart (`candidateDistance`).
 *
 * Throws `InvalidGenerateInputError` for input the schema refuses, and
 * `ContrastTargetUnreachableError` when no text reaches the target on a brand colour.
 */
export function generateDesignSystem(input: GenerateInput): Candidate[] {
  const parsed = generateInputSchema.safeParse(input);
  if (!parsed.success) throw new InvalidGenerateInputError(parsed.error.issues.map(describeIssue));
  const options = parsed.data;
  requireReachableTarget(options.brandColors, options.contrast);

  const mood = MOOD_PRESETS[options.mood];
  const random = seededRandom(options.seed);
  const fallbackHue = random.between(0, 360);
  const pairings = orderedPairings(options.typePairing ?? mood.typePairing, options.mood, random);
  const corners = options.corners ?? mood.corners;

  const candidates: Candidate[] = [];
  for (let attempt = 0; candidates.length < options.count; attempt++) {
    if (attempt >= options.count * ATTEMPTS_PER_CANDIDATE) {
      throw new Error(`found only ${candidates.length} of ${options.count} distinct candidates`);
    }
    const harmony = mood.harmonies[attempt % mood.harmonies.length] ?? 'analogous';
    const pairing = pairings[attempt % pairings.length];
    if (!pairing) throw new Error('no font pairing for this preference');
    const colours = candidateColours(
      { brandColors: options.brandColors, neutralTint: options.neutralTint, target: options.contrast, mood },
      {
        harmony,
        hueJitter: random.between(-8, 8),
        lightnessJitter: random.between(-0.05, 0.05),
        chromaJitter: random.between(-0.15, 0.15),
        fallbackHue,
      },
    );
    const radii = CORNER_RADII[corners];
    const radius = radii[random.index(radii.length)] ?? 0;
    const design = buildDesign(options, mood, colours, pairing, radius);
    if (candidates.some((other) => candidateDistance(other.design, design) < MIN_CANDIDATE_DISTANCE)) continue;
    const brandHarmony = options.brandColors.length === 3 ? 'brand' : harmony;
    candidates.push({
      design,
      rationale: rationaleFor(options, brandHarmony, colours, pairing, corners, radius),
      harmony: brandHarmony,
      fonts: pairing,
      corners: { style: corners, radius },
      contrast: options.contrast,
      report: verifiedReport(design, options.contrast),
    });
  }
  return candidates;
}

/** Brand colours stay the light-mode fills, so each must carry some text at the target. */
function requireReachableTarget(brandColors: readonly string[], target: ContrastTarget): void {
  const unreachable: UnreachableBrandColor[] = [];
  brandColors.forEach((color, index) => {
    if (carriesText(color, target)) return;
    const own = toOklch(color);
    if (!own) throw new Error(`not a colour: ${color}`);
    unreachable.push({
      role: BRAND_ROLES[index] ?? 'accent',
      color,
      best: bestTextScore(color, target),
      nearest: fitFill(own.l, own.c, own.h, target).hex,
    });
  });
  if (unreachable.length === 0) return;
  const reachable = contrastTargetSchema.options.filter((option) => brandColors.every((color) => carriesText(color, option)));
  throw new ContrastTargetUnreachableError(target, CONTRAST_RULES[target].label, unreachable, reachable, (score) =>
    showContrastScore(score, target),
  );
}

/** Pairings of the preferred style, those suiting the mood first; each group in a seeded order. */
function orderedPairings(style: FontPairing['style'], mood: GenerateOptions['mood'], random: SeededRandom): FontPairing[] {
  const ofStyle = FONT_PAIRINGS.filter((pairing) => pairing.style === style);
  const suits = ofStyle.filter((pairing) => pairing.moods.includes(mood));
  const others = ofStyle.filter((pairing) => !pairing.moods.includes(mood));
  return [...shuffled(suits, random), ...shuffled(others, random)];
}

function shuffled<T>(items: readonly T[], random: SeededRandom): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = random.index(i + 1);
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

const SPACING_DENSITY = { compact: 'tight', normal: 'normal', spacious: 'loose' } as const;

function buildDesign(options: GenerateOptions, mood: MoodPreset, colours: CandidateColours, pairing: FontPairing, radius: number): DesignSystem {
  const motion = options.motion ?? mood.motion;
  return designSystemSchema.parse({
    schemaVersion: CURRENT_SCHEMA_VERSION,
    theme: {
      mode: 'light',
      primaryColor: colours.primary,
      secondaryColor: colours.secondary,
      accentColor: colours.accent,
      styleCategory: mood.styleCategory,
      animations: motion !== 'none',
    },
    colors: { neutral: colours.neutral, success: colours.success, warning: colours.warning, danger: colours.danger, info: colours.info },
    typography: {
      headingFamily: pairing.stacks.heading,
      bodyFamily: pairing.stacks.body,
      monoFamily: pairing.stacks.mono,
      baseSize: 16,
      scaleRatio: mood.scaleRatio,
      density: options.density,
    },
    spacing: { baseUnit: 4, density: SPACING_DENSITY[options.density] },
    radius: { base: radius },
    shadows: { level: mood.shadows },
    motion: { animationStyle: motion === 'none' ? 'subtle' : motion },
    contrastTarget: options.contrast,
    components: starterComponents(mood),
  });
}

/** The resolver's report for the design, after checking every pair reaches its target (a miss is a bug here): text the design's, charts 3:1. */
function verifiedReport(design: DesignSystem, target: ContrastTarget): ContrastDecision[] {
  const { report } = resolveTokens(design);
  const miss = report.find((decision) =>
    decision.graphic ? !decision.passes : !meetsContrastTarget(decision.foregroundValue, decision.backgroundValue, target),
  );
  if (miss) {
    throw new Error(`generated ${miss.mode} ${miss.background} pair misses ${target}: ${miss.foregroundValue} on ${miss.backgroundValue}`);
  }
  return report;
}

const CORNER_WORDS: Record<CornerStyle, string> = { sharp: 'sharp', soft: 'soft', round: 'rounded' };

function rationaleFor(
  options: GenerateOptions,
  harmony: Harmony | 'brand',
  colours: CandidateColours,
  pairing: FontPairing,
  corners: CornerStyle,
  radius: number,
): string {
  const colourPart =
    harmony === 'brand'
      ? 'Your three brand colours'
      : options.brandColors.length === 2 || harmony === 'complementary'
        ? `${HARMONY_LABELS[harmony]} accent`
        : `${HARMONY_LABELS[harmony]} secondary and accent`;
  const parts = [colourPart, describePairing(pairing), `${CORNER_WORDS[corners]} ${radius} px corners`];
  if (colours.adjusted.length > 0) {
    parts.push(`${colours.adjusted.join(' and ')} shade adjusted to carry ${CONTRAST_RULES[options.contrast].label} text`);
  }
  return parts.join(', ');
}
