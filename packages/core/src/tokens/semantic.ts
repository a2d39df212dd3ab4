import { PALETTE_STEPS, apcaContrast, contrastRatio, type PaletteStep } from '../color/index.ts';
import type { ContrastTarget } from '../model/primitives.ts';
import { CONTRAST_RULES, contrastScore, showContrastScore } from './contrast-target.ts';
import type { BrandPalette, PaletteName } from './primitives.ts';
import { round } from './scales.ts';
import { alias, type ColorScheme, type ContrastDecision, type TokenGroup } from './types.ts';

/** WCAG 2.x AA for normal text: the target of a design that sets none. */
export const TEXT_CONTRAST_TARGET = 4.5;
/** WCAG 2.x AA for user-interface components (a button against the page). */
export const UI_CONTRAST_TARGET = 3;

interface Choice {
  ref: string;
  value: string;
}

type Palettes = Record<PaletteName, BrandPalette>;

const WHITE: Choice = { ref: 'palette.base.white', value: '#ffffff' };
const BLACK: Choice = { ref: 'palette.base.black', value: '#000000' };

const shade = (palettes: Palettes, name: PaletteName, step: PaletteStep): Choice => ({
  ref: `palette.${name}.${step}`,
  value: palettes[name].steps[step],
});

/** Steps from `from` towards 950 (`darker`) or towards 50, `from` included. */
function stepsFrom(from: PaletteStep, direction: 'darker' | 'lighter'): PaletteStep[] {
  const index = PALETTE_STEPS.indexOf(from);
  return direction === 'darker' ? PALETTE_STEPS.slice(index) : PALETTE_STEPS.slice(0, index + 1).reverse();
}

const ratioOf = (fg: Choice, bg: Choice) => contrastRatio(fg.value, bg.value);

/** Reads a pair in the design's contrast target: its score and whether it reaches the target. */
interface Judge {
  target: ContrastTarget;
  score: (fg: Choice, bg: Choice) => number;
  reads: (fg: Choice, bg: Choice) => boolean;
  /** `4.5:1` or `APCA Lc 60`. */
  goal: string;
  show: (score: number) => string;
}

function judgeFor(target: ContrastTarget): Judge {
  const rule = CONTRAST_RULES[target];
  const score = (fg: Choice, bg: Choice) => contrastScore(fg.value, bg.value, target);
  return {
    target,
    score,
    reads: (fg, bg) => score(fg, bg) >= rule.minimum,
    goal: rule.metric === 'wcag' ? `${rule.minimum}:1` : `APCA Lc ${rule.minimum}`,
    show: (value) => showContrastScore(value, target),
  };
}

/** Of pure white and black, the one that reads better on `bg` (under WCAG AA: always at least 4.58:1). */
function bestOfWhiteAndBlack(judge: Judge, bg: Choice): Choice {
  return judge.score(WHITE, bg) >= judge.score(BLACK, bg) ? WHITE : BLACK;
}

interface Pick {
  foreground: Choice;
  note: string;
}

/** The first candidate that reaches the target on `bg`, else white or black. */
function firstReadable(judge: Judge, bg: Choice, candidates: Choice[]): Pick {
  const found = candidates.find((candidate) => judge.reads(candidate, bg));
  if (found) {
    const preferred = candidates[0];
    const moved = preferred && found !== preferred ? ` (${preferred.ref} reached only ${judge.show(judge.score(preferred, bg))})` : '';
    return { foreground: found, note: `${found.ref} is the first shade to reach ${judge.goal}${moved}` };
  }
  const fallback = bestOfWhiteAndBlack(judge, bg);
  return { foreground: fallback, note: `no shade reached ${judge.goal}, so ${fallback.ref} is used` };
}

/** Text on a coloured fill: the palette's own lightest or darkest tint when it reads, else white or black. */
function textOnFill(judge: Judge, palettes: Palettes, name: PaletteName, bg: Choice): Pick {
  const [light, dark] = [shade(palettes, name, '50'), shade(palettes, name, '950')];
  const tinted = judge.score(light, bg) >= judge.score(dark, bg) ? light : dark;
  if (judge.reads(tinted, bg)) return { foreground: tinted, note: `tinted text ${tinted.ref} reads well` };
  const fallback = bestOfWhiteAndBlack(judge, bg);
  return { foreground: fallback, note: `no tint of ${name} reads well on it, so ${fallback.ref} is used` };
}

function decide(
  judge: Judge,
  explicit: boolean,
  mode: ColorScheme,
  background: string,
  bg: Choice,
  fg: Choice,
  reason: string,
): ContrastDecision {
  const rule = CONTRAST_RULES[judge.target];
  const ratio = round(ratioOf(fg, bg), 2);
  const apca = round(apcaContrast(fg.value, bg.value), 1);
  return {
    mode,
    background,
    foreground: `${background === 'background' ? '' : `${background}-`}foreground`,
    backgroundRef: bg.ref,
    foregroundRef: fg.ref,
    backgroundValue: bg.value,
    foregroundValue: fg.value,
    ratio,
    apca,
    target: rule.minimum,
    passes: rule.metric === 'wcag' ? ratio >= rule.minimum : judge.reads(fg, bg),
    ...(explicit ? { contrastTarget: judge.target } : {}),
    reason,
  };
}

/** Page, surface and muted backgrounds with their text, and the border, input and page colours around them. */
const NEUTRAL_ROLES: Record<ColorScheme, { name: string; bg: PaletteStep | 'white'; text: PaletteStep }[]> = {
  light: [
    { name: 'background', bg: 'white', text: '950' },
    { name: 'surface', bg: '50', text: '900' },
    { name: 'muted', bg: '100', text: '600' },
  ],
  dark: [
    { name: 'background', bg: '950', text: '50' },
    { name: 'surface', bg: '900', text: '100' },
    { name: 'muted', bg: '800', text: '400' },
  ],
};
const BORDERS: Record<ColorScheme, { border: PaletteStep; input: PaletteStep }> = {
  light: { border: '200', input: '300' },
  dark: { border: '800', input: '700' },
};

function neutralDecisions(judge: Judge, explicit: boolean, palettes: Palettes, mode: ColorScheme): ContrastDecision[] {
  const towardText = mode === 'light' ? 'darker' : 'lighter';
  return NEUTRAL_ROLES[mode].map(({ name, bg: bgStep, text }) => {
    const bg = bgStep === 'white' ? WHITE : shade(palettes, 'neutral', bgStep);
    const candidates = stepsFrom(text, towardText).map((step) => shade(palettes, 'neutral', step));
    const pick = firstReadable(judge, bg, [...candidates, mode === 'light' ? BLACK : WHITE]);
    return decide(judge, explicit, mode, name, bg, pick.foreground, `${name} is ${bg.ref}; ${pick.note}`);
  });
}

/** Whether some text reads on `fill` at the target: white and black are the extremes any text can reach. */
const carriesText = (judge: Judge, fill: Choice) => judge.reads(WHITE, fill) || judge.reads(BLACK, fill);

/**
 * The user's own colour. In dark mode, when it would vanish on the page (under 3:1) or no text
 * reaches the target on it, the nearest lighter shade of its palette that does both is taken.
 */
function brandFill(judge: Judge, palettes: Palettes, name: PaletteName, mode: ColorScheme, page: Choice): { fill: Choice; note: string } {
  const { keyStep } = palettes[name];
  const own = shade(palettes, name, keyStep);
  const ownNote = `${name} is your colour ${own.value} (${own.ref})`;
  const fits = (fill: Choice) => ratioOf(fill, page) >= UI_CONTRAST_TARGET && carriesText(judge, fill);
  if (mode === 'light' || fits(own)) return { fill: own, note: ownNote };
  const lighter = stepsFrom(keyStep, 'lighter').find((step) => fits(shade(palettes, name, step)));
  if (!lighter) return { fill: own, note: ownNote };
  const fill = shade(palettes, name, lighter);
  const why =
    ratioOf(own, page) < UI_CONTRAST_TARGET
      ? `has only ${round(ratioOf(own, page), 2)}:1 against the dark page`
      : `carries no text at ${judge.goal}`;
  return { fill, note: `${name} uses ${fill.ref}: your colour ${own.value} ${why}` };
}

/** Status fills: the first shade from the given colour towards 950 on which light text reads. */
function statusFill(judge: Judge, palettes: Palettes, name: PaletteName): { fill: Choice; note: string } {
  const { keyStep } = palettes[name];
  const light = [shade(palettes, name, '50'), WHITE];
  for (const step of stepsFrom(keyStep, 'darker')) {
    const fill = shade(palettes, name, step);
    if (light.some((text) => judge.reads(text, fill))) {
      return { fill, note: `${name} uses ${fill.ref}, the first shade from your colour on which light text reads` };
    }
  }
  const fill = shade(palettes, name, keyStep);
  return { fill, note: `${name} is your colour ${fill.value}` };
}

const BRANDS = ['primary', 'secondary', 'accent'] as const satisfies readonly PaletteName[];
const STATUSES = ['success', 'warning', 'danger', 'info'] as const satisfies readonly PaletteName[];

/**
 * Semantic colours for one scheme, as aliases into the palettes, and the report of every
 * text/background pair. Text is held to `target` (WCAG AA when the design sets none; then the
 * report does not name a target, as before targets could be chosen).
 */
export function semanticTokens(
  palettes: Palettes,
  mode: ColorScheme,
  target?: ContrastTarget,
): { group: TokenGroup; report: ContrastDecision[] } {
  const judge = judgeFor(target ?? 'AA');
  const explicit = target !== undefined;
  const neutral = neutralDecisions(judge, explicit, palettes, mode);
  const page = neutral[0];
  if (!page) throw new Error('neutral roles must start with the page background');
  const pageChoice = { ref: page.backgroundRef, value: page.backgroundValue };

  const colored = [
    ...BRANDS.map((name) => ({ name, ...brandFill(judge, palettes, name, mode, pageChoice) })),
    ...STATUSES.map((name) => ({ name, ...statusFill(judge, palettes, name) })),
  ].map(({ name, fill, note }) => {
    const text = textOnFill(judge, palettes, name, fill);
    return decide(judge, explicit, mode, name, fill, text.foreground, `${note}; ${text.note}`);
  });

  const color: TokenGroup = {};
  const set = (name: string, ref: string) => {
    color[name] = { $type: 'color', $value: alias(ref) };
  };
  const setPair = (decision: ContrastDecision) => {
    set(decision.background, decision.backgroundRef);
    set(decision.foreground, decision.foregroundRef);
  };
  neutral.forEach(setPair);
  set('border', `palette.neutral.${BORDERS[mode].border}`);
  set('input', `palette.neutral.${BORDERS[mode].input}`);
  set('ring', 'color.primary');
  colored.forEach(setPair);
  return { group: { color }, report: [...neutral, ...colored] };
}
