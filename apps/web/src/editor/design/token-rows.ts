import {
  CONTRAST_RULES,
  OVERRIDE_SCHEMES,
  PALETTE_NAMES,
  PALETTE_STEPS,
  SEMANTIC_COLOR_ROLES,
  TEXT_CONTRAST_TARGET,
  UI_CONTRAST_TARGET,
  apcaContrast,
  contrastRatio,
  meetsPairRule,
  reportedPairs,
  ruleOfDecision,
  schemeReport,
  semanticColor,
  type ContrastFix,
  type ContrastPair,
  type DesignSystem,
  type OverrideScheme,
  type PairRule,
  type PaletteName,
  type PaletteStep,
  type SemanticColorRole,
  type TokenSet,
} from '@kitsmith/core';
import { APCA_BODY_TEXT, APCA_NON_TEXT } from './contrast-checks.ts';

/** How a row's pair reads: one verdict, and why WCAG 2 and APCA disagree when they do. */
export interface Verdict {
  tone: 'pass' | 'fail' | 'info';
  /** `Pass AA`, `Fails body text`, `Decorative` (no minimum: see DECORATIVE_NOTE). */
  label: string;
  explanation?: string;
}

/** One semantic colour of one scheme, as the token table shows it. */
export interface TokenRow {
  scheme: OverrideScheme;
  role: SemanticColorRole;
  hex: string;
  /** The palette step it comes to (`palette.accent.50`), if any. */
  ref: string | undefined;
  /** The value pinned by hand, if any. */
  pinned: string | undefined;
  /** The colour it is read against, its contrast and verdict; a rule when the pair is held to one. */
  pair: { against: SemanticColorRole; ratio: number; apca: number; verdict: Verdict; rule?: ContrastPair } | undefined;
}

export interface TokenGroupRows {
  title: string;
  rows: TokenRow[];
}

/** `high-contrast-dark` -> `High contrast dark`. */
export const schemeLabel = (scheme: string) => (scheme.charAt(0).toUpperCase() + scheme.slice(1)).replace(/-/g, ' ');

/** `accent-foreground` -> `Accent text`, `background` -> `Page`, `chart-2` -> `Chart 2`. */
export function roleLabel(role: string): string {
  if (role === 'background') return 'Page';
  if (role === 'foreground') return 'Page text';
  const words = role.replace(/-foreground$/, ' text').replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `palette.accent.50` -> `accent.50`; a hex as it is. */
export const showValue = (value: string) => value.replace(/^palette\./, '');

/** What a fix says it did: "Accent text set to accent.50 in dark (4.92:1)." */
export const fixMessage = (change: ContrastFix) =>
  `${roleLabel(change.role)} set to ${showValue(change.to)} in ${schemeLabel(change.scheme).toLowerCase()} (${change.ratio}:1, APCA Lc ${Math.abs(change.apca)}).`;

const GROUPS: { title: string; roles: readonly SemanticColorRole[] }[] = [
  { title: 'Page and surfaces', roles: ['background', 'foreground', 'surface', 'surface-foreground', 'muted', 'muted-foreground', 'border', 'input', 'ring'] },
  { title: 'Brand', roles: ['primary', 'primary-foreground', 'secondary', 'secondary-foreground', 'accent', 'accent-foreground'] },
  { title: 'Status', roles: ['success', 'success-foreground', 'warning', 'warning-foreground', 'danger', 'danger-foreground', 'info', 'info-foreground'] },
  { title: 'Charts', roles: ['chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5'] },
];
/** Every role the groups above leave out (the shadcn/ui names: card, popover, sidebar), so a role added to core shows too. */
const GROUPED = new Set<string>(GROUPS.flatMap((group) => group.roles));
const ALL_GROUPS = [...GROUPS, { title: 'Cards, popovers and sidebar', roles: SEMANTIC_COLOR_ROLES.filter((role) => !GROUPED.has(role)) }];

/** Why a border has no minimum. */
export const DECORATIVE_NOTE = `No minimum: WCAG asks ${UI_CONTRAST_TARGET}:1 only where an outline alone shows a control.`;

/** The text rule of the design: its contrast target, WCAG AA when it sets none. */
const textRule = (design: DesignSystem): PairRule => {
  const rule = CONTRAST_RULES[design.contrastTarget ?? 'AA'];
  return { metric: rule.metric, minimum: rule.minimum };
};
const UI_RULE: PairRule = { metric: 'wcag', minimum: UI_CONTRAST_TARGET };
const isUiRule = (rule: PairRule | undefined) => rule?.metric === 'wcag' && rule.minimum === UI_CONTRAST_TARGET;

const isRole = (name: string): name is SemanticColorRole => (SEMANTIC_COLOR_ROLES as readonly string[]).includes(name);

/** The colour a role is read against, and the rule that pair is held to (none for a decorative border). */
function pairOf(design: DesignSystem, role: SemanticColorRole): { background: SemanticColorRole; foreground: SemanticColorRole; rule?: PairRule } {
  if (role === 'foreground') return { background: 'background', foreground: role, rule: textRule(design) };
  if (role.endsWith('-foreground')) {
    const fill = role.slice(0, -'-foreground'.length);
    if (isRole(fill)) return { background: fill, foreground: role, rule: textRule(design) };
  }
  if (role === 'background') return { background: role, foreground: 'foreground', rule: textRule(design) };
  const text = `${role}-foreground`;
  if (isRole(text)) return { background: role, foreground: text, rule: textRule(design) };
  if (role.startsWith('chart-') || role.endsWith('ring')) return { background: 'background', foreground: role, rule: UI_RULE };
  // Borders and input outlines: WCAG asks 3:1 only where the outline alone shows the control.
  return { background: 'background', foreground: role };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The verdict on `ratio` and `apca` under `rule`; text pairs are also read against APCA body text (Lc 60), UI pairs against Lc 30. */
export function verdictOf(ratio: number, apca: number, rule: PairRule | undefined, passes: boolean): Verdict {
  const lc = Math.abs(apca);
  if (!rule) return { tone: 'info', label: 'Decorative' };
  const ui = rule.metric === 'wcag' && rule.minimum === UI_CONTRAST_TARGET;
  const wcagMinimum = rule.metric === 'wcag' ? rule.minimum : TEXT_CONTRAST_TARGET;
  const apcaMinimum = rule.metric === 'apca' ? rule.minimum : ui ? APCA_NON_TEXT : APCA_BODY_TEXT;
  const wcagOk = ratio >= wcagMinimum;
  const apcaOk = lc >= apcaMinimum;
  const goal = rule.metric === 'apca' ? `Lc ${rule.minimum}` : ui ? `${UI_CONTRAST_TARGET}:1` : rule.minimum >= 7 ? 'AAA' : 'AA';
  const label = passes ? `Pass ${goal}` : ui ? 'Fails UI contrast' : 'Fails body text';
  if (wcagOk === apcaOk) return { tone: passes ? 'pass' : 'fail', label };
  const explanation = wcagOk
    ? `WCAG 2 passes it (${ratio}:1), but APCA reads Lc ${round(lc, 0)}, under ${apcaMinimum}: ${ui ? 'faint as a shape' : 'fine for large text, weak for body text'}.`
    : `APCA reads Lc ${round(lc, 0)}, enough ${ui ? 'for a shape' : 'for body text'}, but WCAG 2 asks ${wcagMinimum}:1 and gives ${ratio}:1${rule.metric === 'wcag' ? '' : ' (audits still check WCAG 2)'}.`;
  return { tone: passes ? 'pass' : 'fail', label, explanation };
}

/** The token table of one scheme: every semantic role, grouped, with its value, pin and the contrast of its pair. */
export function tokenRows(design: DesignSystem, tokens: TokenSet, scheme: OverrideScheme): TokenGroupRows[] {
  const pins = design.colorOverrides?.[scheme] ?? {};
  const hexOf = (role: string) => semanticColor(tokens, scheme, role)?.hex;
  const row = (role: SemanticColorRole): TokenRow[] => {
    const color = semanticColor(tokens, scheme, role);
    if (!color) return [];
    const { background, foreground, rule: ownRule } = pairOf(design, role);
    // The token report's rule when it judges the pair (a scheme may hold text to more than the design's target).
    const reported = schemeReport(tokens, scheme).find((decision) => decision.background === background && decision.foreground === foreground);
    const rule = reported ? ruleOfDecision(reported) : ownRule;
    const [bg, fg] = [hexOf(background), hexOf(foreground)];
    let pair: TokenRow['pair'];
    if (bg && fg) {
      const ratio = round(contrastRatio(fg, bg), 2);
      const apca = round(apcaContrast(fg, bg), 1);
      const passes = rule ? meetsPairRule(fg, bg, rule) : true;
      // A fill and its text share one pair: the text's row explains a disagreement, the fill's does not repeat it.
      const { explanation, ...verdict } = verdictOf(ratio, apca, rule, passes);
      pair = {
        against: role === foreground ? background : foreground,
        ratio,
        apca,
        verdict: role === background && !isUiRule(rule) ? verdict : { ...verdict, ...(explanation ? { explanation } : {}) },
        ...(rule ? { rule: { scheme, background, foreground, rule } } : {}),
      };
    }
    return [{ scheme, role, hex: color.hex, ref: color.ref, pinned: pins[role], pair }];
  };
  return ALL_GROUPS.map(({ title, roles }) => ({ title, rows: roles.flatMap(row) })).filter((group) => group.rows.length > 0);
}

/** The pairs a fix in `scheme` must not break: the token report's and the table's. */
export function pairsToKeep(design: DesignSystem, tokens: TokenSet, scheme: OverrideScheme): ContrastPair[] {
  const table = tokenRows(design, tokens, scheme).flatMap((group) => group.rows.flatMap((row) => (row.pair?.rule ? [row.pair.rule] : [])));
  return [...reportedPairs(tokens, scheme), ...table];
}

/** The schemes a design resolves, in core's order. */
export const tokenSchemes = (tokens: TokenSet): OverrideScheme[] => OVERRIDE_SCHEMES.filter((scheme) => scheme in tokens.semantic);

/** Every palette of the design, 50 to 950, as the colour popover offers them. */
export function paletteSwatches(tokens: TokenSet): { name: PaletteName; steps: { step: PaletteStep; ref: string; hex: string }[] }[] {
  const palette = tokens.primitives.palette as Record<string, Record<string, { $value: string }>>;
  return PALETTE_NAMES.map((name) => ({
    name,
    steps: PALETTE_STEPS.map((step) => ({ step, ref: `palette.${name}.${step}`, hex: palette[name]![step]!.$value })),
  }));
}
