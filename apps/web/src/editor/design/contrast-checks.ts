import {
  OVERRIDE_SCHEMES,
  SEMANTIC_COLOR_ROLES,
  TEXT_CONTRAST_TARGET,
  UI_CONTRAST_TARGET,
  apcaContrast,
  contrastRatio,
  schemeReport,
  type ColorScheme,
  type ContrastPair,
  type DesignSystem,
  type OverrideScheme,
  type SemanticColorRole,
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

export type ApcaLevel = 'body' | 'large' | 'fail';

/** One semantic pair in one scheme, with its WCAG ratio and APCA Lc. */
export interface ContrastCheck {
  /** Stable across designs: `light:primary/primary-foreground`, `dark:accent/background`. */
  id: string;
  mode: ColorScheme;
  /** `text`: text on a fill; `fill`: a brand fill (a button) against the page. */
  kind: 'text' | 'fill';
  background: SemanticColorRole;
  foreground: SemanticColorRole;
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
  names: { background: SemanticColorRole; foreground: SemanticColorRole },
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

const isRole = (name: string): name is SemanticColorRole => (SEMANTIC_COLOR_ROLES as readonly string[]).includes(name);

/**
 * Every semantic text/background pair of the token report in `schemes` (every scheme unless told), plus
 * each brand fill (primary, secondary, accent) against the page: what an editor shows as contrast badges.
 * Only the schemes asked for are read: light and dark never make the resolver work out a high-contrast one.
 */
export function contrastChecks(tokens: TokenSet, schemes: readonly OverrideScheme[] = OVERRIDE_SCHEMES): ContrastCheck[] {
  const checks: ContrastCheck[] = [];
  for (const mode of schemes) {
    const decisions = schemeReport(tokens, mode);
    const page = decisions.find((decision) => decision.background === 'background');
    for (const decision of decisions) {
      const { background, foreground } = decision;
      if (decision.graphic || !isRole(background) || !isRole(foreground)) continue;
      checks.push(check(mode, 'text', { background, foreground }, decision.backgroundValue, decision.foregroundValue));
    }
    if (!page) continue;
    for (const brand of ['primary', 'secondary', 'accent'] as const) {
      const fill = decisions.find((decision) => decision.background === brand);
      if (!fill) continue;
      checks.push(check(mode, 'fill', { background: 'background', foreground: brand }, page.backgroundValue, fill.backgroundValue));
    }
  }
  return checks;
}

/** A check as the pair a fix works on, held to the check's WCAG 2 target. */
export const pairOfCheck = (check: ContrastCheck): ContrastPair => ({
  scheme: check.mode,
  background: check.background,
  foreground: check.foreground,
  rule: { metric: 'wcag', minimum: check.target },
});

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
