import {
  PALETTE_STEPS,
  TEXT_CONTRAST_TARGET,
  UI_CONTRAST_TARGET,
  apcaContrast,
  contrastRatio,
  generatePalette,
  resolveTokens,
  type ColorScheme,
  type DesignSystem,
  type TokenSet,
} from '@kitsmith/core';

/** APCA Lc levels (bronze): 60 for body text, 45 for large text, 30 for solid shapes. */
export const APCA_BODY_TEXT = 60;
export const APCA_LARGE_TEXT = 45;
export const APCA_NON_TEXT = 30;

/** The design field a semantic colour comes from. */
export type ColorField =
  | 'theme.primaryColor'
  | 'theme.secondaryColor'
  | 'theme.accentColor'
  | 'colors.neutral'
  | 'colors.success'
  | 'colors.warning'
  | 'colors.danger'
  | 'colors.info';

const FIELD_OF: Record<string, ColorField> = {
  primary: 'theme.primaryColor',
  secondary: 'theme.secondaryColor',
  accent: 'theme.accentColor',
  background: 'colors.neutral',
  surface: 'colors.neutral',
  muted: 'colors.neutral',
  success: 'colors.success',
  warning: 'colors.warning',
  danger: 'colors.danger',
  info: 'colors.info',
};

export type ApcaLevel = 'body' | 'large' | 'fail';

/** One semantic pair in one scheme, with its WCAG ratio and APCA Lc. */
export interface ContrastCheck {
  /** Stable across designs: `light:primary/primary-foreground`, `dark:accent/background`. */
  id: string;
  mode: ColorScheme;
  /** `text`: text on a fill; `fill`: a brand fill (a button) against the page. */
  kind: 'text' | 'fill';
  background: string;
  foreground: string;
  backgroundValue: string;
  foregroundValue: string;
  ratio: number;
  apca: number;
  /** The WCAG 2.x AA target: 4.5 for text, 3 for a fill against the page. */
  target: number;
  wcagPasses: boolean;
  apcaLevel: ApcaLevel;
  /** Meets WCAG 2.x AA (the target the token resolver holds itself to); APCA is reported alongside. */
  passes: boolean;
  /** The design colour a fix changes. */
  field: ColorField;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function apcaLevel(kind: ContrastCheck['kind'], lc: number): ApcaLevel {
  const size = Math.abs(lc);
  if (kind === 'fill') return size >= APCA_NON_TEXT ? 'body' : 'fail';
  if (size >= APCA_BODY_TEXT) return 'body';
  return size >= APCA_LARGE_TEXT ? 'large' : 'fail';
}

function check(
  mode: ColorScheme,
  kind: ContrastCheck['kind'],
  names: { background: string; foreground: string; field: ColorField },
  backgroundValue: string,
  foregroundValue: string,
): ContrastCheck {
  const ratio = round(contrastRatio(foregroundValue, backgroundValue), 2);
  const apca = round(apcaContrast(foregroundValue, backgroundValue), 1);
  const target = kind === 'text' ? TEXT_CONTRAST_TARGET : UI_CONTRAST_TARGET;
  const level = apcaLevel(kind, apca);
  const wcagPasses = ratio >= target;
  return {
    id: `${mode}:${names.background}/${names.foreground}`,
    mode,
    kind,
    ...names,
    backgroundValue,
    foregroundValue,
    ratio,
    apca,
    target,
    wcagPasses,
    apcaLevel: level,
    passes: wcagPasses,
  };
}

/**
 * Every semantic text/background pair of the token report (both schemes), plus
 * each brand fill (primary, secondary, accent) against the page: what an
 * editor shows as contrast badges.
 */
export function contrastChecks(tokens: TokenSet): ContrastCheck[] {
  const checks: ContrastCheck[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const decisions = tokens.report.filter((decision) => decision.mode === mode);
    const page = decisions.find((decision) => decision.background === 'background');
    for (const decision of decisions) {
      const field = FIELD_OF[decision.background];
      if (!field || decision.graphic) continue;
      checks.push(
        check(mode, 'text', { background: decision.background, foreground: decision.foreground, field }, decision.backgroundValue, decision.foregroundValue),
      );
    }
    if (!page) continue;
    for (const brand of ['primary', 'secondary', 'accent'] as const) {
      const fill = decisions.find((decision) => decision.background === brand);
      if (!fill) continue;
      checks.push(
        check(mode, 'fill', { background: 'background', foreground: brand, field: FIELD_OF[brand]! }, page.backgroundValue, fill.backgroundValue),
      );
    }
  }
  return checks;
}

/** The colour a field holds. */
export function colorFieldValue(system: DesignSystem, field: ColorField): string {
  const [group, key] = field.split('.') as ['theme' | 'colors', string];
  return (system[group] as Record<string, unknown>)[key] as string;
}

/** The design with one colour field set. */
export function withColorField(system: DesignSystem, field: ColorField, color: string): DesignSystem {
  const [group, key] = field.split('.') as ['theme' | 'colors', string];
  return { ...system, [group]: { ...system[group], [key]: color } };
}

/**
 * The one-click fix for a failing check: the design with the check's colour
 * moved to the nearest shade of its own palette (fewest steps from the colour)
 * for which the check passes and no check that passed before fails. Undefined
 * when the check already passes or no shade fixes it.
 */
export function fixContrast(system: DesignSystem, checkId: string): DesignSystem | undefined {
  const before = contrastChecks(resolveTokens(system));
  const target = before.find((candidate) => candidate.id === checkId);
  if (!target || target.passes) return undefined;
  const passingBefore = new Set(before.filter((candidate) => candidate.passes).map((candidate) => candidate.id));
  const palette = generatePalette(colorFieldValue(system, target.field));
  const keyIndex = PALETTE_STEPS.indexOf(palette.keyStep);
  const steps = PALETTE_STEPS.map((step, index) => ({ step, distance: Math.abs(index - keyIndex), index }))
    .filter(({ distance }) => distance > 0)
    .sort((a, b) => a.distance - b.distance || a.index - b.index);
  for (const { step } of steps) {
    const candidate = withColorField(system, target.field, palette.steps[step]);
    const after = contrastChecks(resolveTokens(candidate));
    const fixed = after.find((entry) => entry.id === checkId)?.passes ?? false;
    const regressed = after.some((entry) => passingBefore.has(entry.id) && !entry.passes);
    if (fixed && !regressed) return candidate;
  }
  return undefined;
}
