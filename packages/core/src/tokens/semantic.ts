import { apcaContrast, toOklch, type PaletteStep } from '../color/index.ts';
import {
  SEMANTIC_COLOR_ROLES,
  baseSchemeOf,
  isHighContrastScheme,
  isPaletteRef,
  type SchemeColorOverrides,
  type SemanticColorRole,
} from '../model/color-overrides.ts';
import type { ContrastTarget } from '../model/primitives.ts';
import { BoundedCache } from '../util/bounded-cache.ts';
import {
  BLACK,
  WHITE,
  bestOfWhiteAndBlack,
  carriesText,
  highContrastJudge,
  judgeFor,
  ratioOf,
  shade,
  stepsFrom,
  type Choice,
  type Judge,
  type Palettes,
} from './choice.ts';
import { CONTRAST_RULES } from './contrast-target.ts';
import { HIGH_CONTRAST_EDGES, highContrastChart, highContrastEdge, highContrastFill, pageExtreme, textExtreme } from './high-contrast.ts';
import type { PaletteName } from './primitives.ts';
import { round } from './scales.ts';
import { alias, type ColorScheme, type ContrastDecision, type TokenGroup } from './types.ts';

/** WCAG 2.x AA for normal text: the target of a design that sets none. */
export const TEXT_CONTRAST_TARGET = 4.5;
/** WCAG 2.x AA for user-interface components (a button against the page). */
export const UI_CONTRAST_TARGET = 3;

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
    passes: rule.metric === 'wcag' && judge.ratio === undefined ? ratio >= rule.minimum : judge.reads(fg, bg),
    ...(explicit ? { contrastTarget: judge.target } : {}),
    ...(judge.ratio === undefined ? {} : { ratioTarget: judge.ratio }),
    reason,
  };
}

/** A chart series (or, in high contrast, an edge) against the page, held to the UI-component rule (3:1) whatever the text target. */
function decideGraphic(mode: ColorScheme, role: string, page: Choice, fill: Choice, reason: string, minimum: number = UI_CONTRAST_TARGET): ContrastDecision {
  const ratio = round(ratioOf(fill, page), 2);
  return {
    mode,
    background: 'background',
    foreground: role,
    backgroundRef: page.ref,
    foregroundRef: fill.ref,
    backgroundValue: page.value,
    foregroundValue: fill.value,
    ratio,
    apca: round(apcaContrast(fill.value, page.value), 1),
    target: minimum,
    passes: ratio >= minimum,
    graphic: true,
    reason,
  };
}

/** Page, surface and muted backgrounds with their text, and the border, input and page colours around them. */
const NEUTRAL_ROLES: Record<ColorScheme, { name: string; bg: PaletteStep | 'white' | 'black'; text: PaletteStep }[]> = {
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
  'high-contrast-light': [
    { name: 'background', bg: 'white', text: '950' },
    { name: 'surface', bg: '50', text: '950' },
    { name: 'muted', bg: '100', text: '900' },
  ],
  'high-contrast-dark': [
    { name: 'background', bg: 'black', text: '50' },
    { name: 'surface', bg: '950', text: '50' },
    { name: 'muted', bg: '900', text: '100' },
  ],
};
/** Border and input shades of light and dark; the high-contrast schemes find theirs (see `highContrastEdge`). */
const BORDERS: Record<'light' | 'dark', { border: PaletteStep; input: PaletteStep }> = {
  light: { border: '200', input: '300' },
  dark: { border: '800', input: '700' },
};

function neutralDecisions(judge: Judge, explicit: boolean, palettes: Palettes, mode: ColorScheme): ContrastDecision[] {
  const base = baseSchemeOf(mode);
  const towardText = base === 'light' ? 'darker' : 'lighter';
  return NEUTRAL_ROLES[mode].map(({ name, bg: bgStep, text }) => {
    const bg = bgStep === 'white' ? WHITE : bgStep === 'black' ? BLACK : shade(palettes, 'neutral', bgStep);
    const candidates = stepsFrom(text, towardText).map((step) => shade(palettes, 'neutral', step));
    const pick = firstReadable(judge, bg, [...candidates, textExtreme(base)]);
    if (isHighContrastScheme(mode) && !judge.reads(pick.foreground, bg)) {
      // High contrast promises its target: a neutral too strong to carry text gives way to the page's own colours.
      const [page, ink] = [pageExtreme(base), textExtreme(base)];
      return decide(judge, explicit, mode, name, page, ink, `${name} is ${page.ref}: no text reaches ${judge.goal} on ${bg.ref}`);
    }
    return decide(judge, explicit, mode, name, bg, pick.foreground, `${name} is ${bg.ref}; ${pick.note}`);
  });
}


/** The border, input and focus ring of a high-contrast scheme, against the page, surface and muted backgrounds. */
function highContrastEdges(palettes: Palettes, mode: ColorScheme, neutral: ContrastDecision[]) {
  const base = baseSchemeOf(mode);
  const [page, surface, muted] = neutral.map((d): Choice => ({ ref: d.backgroundRef, value: d.backgroundValue }));
  const around = [page, surface, muted].filter((choice): choice is Choice => choice !== undefined);
  return {
    border: highContrastEdge(palettes, 'neutral', base === 'light' ? '500' : '400', base, HIGH_CONTRAST_EDGES.border, around),
    input: highContrastEdge(palettes, 'neutral', base === 'light' ? '600' : '300', base, HIGH_CONTRAST_EDGES.input, around.slice(0, 2)),
    ring: highContrastEdge(palettes, 'primary', palettes.primary.keyStep, base, HIGH_CONTRAST_EDGES.ring, around.slice(0, 2)),
  };
}

/**
 * The user's own colour. In dark mode, when it would vanish on the page (under 3:1) or no text
 * reaches the target on it, the nearest lighter shade of its palette that does both is taken.
 */
function brandFill(judge: Judge, palettes: Palettes, name: PaletteName, mode: ColorScheme, page: Choice): { fill: Choice; note: string } {
  const { keyStep } = palettes[name];
  const own = shade(palettes, name, keyStep);
  const ownNote = `${name} is your colour ${own.value} (${own.ref})`;
  const fits = (fill: Choice) => ratioOf(fill, page) >= UI_CONTRAST_TARGET && carriesText(judge, fill);
  if (isHighContrastScheme(mode)) return highContrastFill(judge, palettes, name, baseSchemeOf(mode), page);
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

/** The roles shadcn/ui names that Kitsmith does not choose itself: each follows one of Kitsmith's roles. */
const FOLLOWERS: Partial<Record<SemanticColorRole, SemanticColorRole>> = {
  card: 'surface',
  'card-foreground': 'surface-foreground',
  popover: 'surface',
  'popover-foreground': 'surface-foreground',
  sidebar: 'surface',
  'sidebar-foreground': 'surface-foreground',
  'sidebar-primary': 'primary',
  'sidebar-primary-foreground': 'primary-foreground',
  'sidebar-accent': 'accent',
  'sidebar-accent-foreground': 'accent-foreground',
  'sidebar-border': 'border',
  'sidebar-ring': 'ring',
};
/** Pairs of follower roles: reported only when one of them is pinned (otherwise they are their leader's pair). */
const FOLLOWER_PAIRS = ['card', 'popover', 'sidebar', 'sidebar-primary', 'sidebar-accent'] as const;

const CHART_ROLES = ['chart-1', 'chart-2', 'chart-3', 'chart-4', 'chart-5'] as const;
/** Palettes a chart may take, brand first; the status palettes give the extra hues a brand of three lacks. */
const CHART_CANDIDATES = [...BRANDS, 'info', 'success', 'warning', 'danger'] as const satisfies readonly PaletteName[];
/** Hues closer than this (degrees) read as one series; chroma under CHART_GREY is no hue at all. */
const CHART_HUE_GAP = 40;
const CHART_GREY = 0.03;

const hueDistance = (a: number, b: number) => {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
};

// A colour drag changes one palette; the choice depends only on the seven key colours.
const chartChoices = new BoundedCache<string, PaletteName[]>(256);

/**
 * The five palettes charts use, in order: brand palettes and then status ones, each taken when its
 * hue is at least CHART_HUE_GAP from those already taken; if fewer than five are that distinct, the
 * rest by largest hue distance. Both schemes share the choice, so a series keeps its hue.
 */
export function chartPalettes(palettes: Palettes): PaletteName[] {
  const key = CHART_CANDIDATES.map((name) => palettes[name].steps[palettes[name].keyStep]).join();
  let chosen = chartChoices.get(key);
  if (chosen === undefined) {
    chosen = chooseChartPalettes(palettes);
    chartChoices.set(key, chosen);
  }
  return chosen;
}

function chooseChartPalettes(palettes: Palettes): PaletteName[] {
  const hues = CHART_CANDIDATES.map((name) => {
    const oklch = toOklch(palettes[name].steps[palettes[name].keyStep]);
    return { name, hue: oklch && oklch.c >= CHART_GREY ? oklch.h : undefined };
  });
  const chosen: typeof hues = [];
  const nearest = (hue: number | undefined) =>
    hue === undefined ? -1 : Math.min(360, ...chosen.flatMap((other) => (other.hue === undefined ? [] : [hueDistance(hue, other.hue)])));
  for (const candidate of hues) if (chosen.length < CHART_ROLES.length && nearest(candidate.hue) >= CHART_HUE_GAP) chosen.push(candidate);
  while (chosen.length < CHART_ROLES.length) {
    const rest = hues.filter((candidate) => !chosen.includes(candidate));
    const best = rest.reduce((a, b) => (nearest(b.hue) > nearest(a.hue) ? b : a));
    chosen.push(best);
  }
  return chosen.map(({ name }) => name);
}

/** The shade of `name` nearest its own colour, away from the page, that stands 3:1 against the page. */
function chartFill(palettes: Palettes, name: PaletteName, mode: ColorScheme, page: Choice): { fill: Choice; note: string } {
  if (isHighContrastScheme(mode)) return highContrastChart(palettes, name, baseSchemeOf(mode), page);
  let strongest: Choice | undefined;
  for (const step of stepsFrom(palettes[name].keyStep, mode === 'light' ? 'darker' : 'lighter')) {
    const fill = shade(palettes, name, step);
    if (ratioOf(fill, page) >= UI_CONTRAST_TARGET) {
      return { fill, note: `${fill.ref} is the shade of ${name} nearest your colour to reach 3:1 against the page` };
    }
    if (!strongest || ratioOf(fill, page) > ratioOf(strongest, page)) strongest = fill;
  }
  const fill = strongest ?? shade(palettes, name, palettes[name].keyStep);
  return { fill, note: `no shade of ${name} reaches 3:1 against the page, so ${fill.ref}, the strongest, is used` };
}

/**
 * Semantic colours for one scheme, as aliases into the palettes, and the report of every
 * text/background pair and every chart colour against the page. Text is held to `target` (WCAG AA
 * when the design sets none; then the report does not name a target, as before targets could be
 * chosen), chart colours to 3:1. Pinned roles (`overrides`) take their pinned value, what follows
 * them follows it, and the pairs they are in are judged again as pinned.
 */
export function semanticTokens(
  palettes: Palettes,
  mode: ColorScheme,
  target?: ContrastTarget,
  overrides: SchemeColorOverrides = {},
  charts: readonly PaletteName[] = chartPalettes(palettes),
): { group: TokenGroup; report: ContrastDecision[] } {
  const highContrast = isHighContrastScheme(mode);
  const judge = highContrast ? highContrastJudge() : judgeFor(target ?? 'AA');
  const explicit = highContrast || target !== undefined;
  const neutral = neutralDecisions(judge, explicit, palettes, mode);
  const page = neutral[0];
  if (!page) throw new Error('neutral roles must start with the page background');
  const pageChoice = { ref: page.backgroundRef, value: page.backgroundValue };

  const colored = [
    ...BRANDS.map((name) => ({ name, ...brandFill(judge, palettes, name, mode, pageChoice) })),
    ...STATUSES.map((name) => ({
      name,
      ...(highContrast ? highContrastFill(judge, palettes, name, baseSchemeOf(mode), pageChoice) : statusFill(judge, palettes, name)),
    })),
  ].map(({ name, fill, note }) => {
    const text = textOnFill(judge, palettes, name, fill);
    return decide(judge, explicit, mode, name, fill, text.foreground, `${note}; ${text.note}`);
  });

  const color: TokenGroup = {};
  const set = (name: string, value: string) => {
    color[name] = { $type: 'color', $value: value };
  };
  const setPair = (decision: ContrastDecision) => {
    set(decision.background, alias(decision.backgroundRef));
    set(decision.foreground, alias(decision.foregroundRef));
  };
  neutral.forEach(setPair);
  const edges = highContrast ? highContrastEdges(palettes, mode, neutral) : undefined;
  set('border', alias(edges?.border.ref ?? `palette.neutral.${BORDERS[baseSchemeOf(mode)].border}`));
  set('input', alias(edges?.input.ref ?? `palette.neutral.${BORDERS[baseSchemeOf(mode)].input}`));
  set('ring', alias(edges?.ring.ref ?? 'color.primary'));
  colored.forEach(setPair);
  for (const [role, leader] of Object.entries(FOLLOWERS)) set(role, alias(`color.${leader}`));
  for (const [role, pin] of Object.entries(overrides)) set(role, isPaletteRef(pin) ? alias(pin) : pin);

  /** A role's colour as it now stands: following aliases to a palette step, or a pinned hex. */
  const choiceOf = (role: string): Choice => {
    const value = (color[role] as { $value: string }).$value;
    const ref = value.startsWith('{') ? value.slice(1, -1) : value;
    if (ref.startsWith('color.')) return choiceOf(ref.slice('color.'.length));
    if (!ref.startsWith('palette.')) return { ref, value };
    const [, name, step] = ref.split('.') as [string, string, string];
    return ref === WHITE.ref ? WHITE : ref === BLACK.ref ? BLACK : { ref, value: palettes[name as PaletteName].steps[step as PaletteStep] };
  };
  const anyPinned = Object.keys(overrides).length > 0;
  const pinned = (roles: string[]) => (anyPinned ? roles.filter((role) => role in overrides) : []);
  const pinNote = (roles: string[]) => roles.map((role) => `${role} is pinned by hand to ${overrides[role as SemanticColorRole]}`).join('; ');
  const rejudge = (decision: ContrastDecision): ContrastDecision => {
    const pins = pinned([decision.background, decision.foreground]);
    if (pins.length === 0) return decision;
    return decide(judge, explicit, mode, decision.background, choiceOf(decision.background), choiceOf(decision.foreground), pinNote(pins));
  };
  const followerPairs = FOLLOWER_PAIRS.flatMap((role) => {
    const pins = pinned([role, `${role}-foreground`]);
    return pins.length === 0 ? [] : [decide(judge, explicit, mode, role, choiceOf(role), choiceOf(`${role}-foreground`), pinNote(pins))];
  });

  const pageNow = choiceOf('background');
  const chartReport = CHART_ROLES.map((role, index) => {
    const derived = chartFill(palettes, charts[index] ?? 'primary', mode, pageNow);
    if (!(role in overrides)) set(role, alias(derived.fill.ref));
    const pins = pinned([role, 'background']);
    return decideGraphic(mode, role, pageNow, choiceOf(role), pins.length > 0 ? pinNote(pins) : derived.note);
  });

  const edgeReport = edges
    ? (['border', 'input', 'ring'] as const).map((role) => {
        const pins = pinned([role, 'background']);
        const minimum = HIGH_CONTRAST_EDGES[role];
        const reason = pins.length > 0 ? pinNote(pins) : `${role} is the first shade to stand ${minimum}:1 against every background it sits on`;
        return decideGraphic(mode, role, pageNow, choiceOf(role), reason, minimum);
      })
    : [];

  // Insertion order is the order every exporter writes: the one list of roles.
  const ordered: TokenGroup = {};
  for (const role of SEMANTIC_COLOR_ROLES) ordered[role] = color[role]!;
  const derived = [...neutral, ...colored];
  return { group: { color: ordered }, report: [...(anyPinned ? derived.map(rejudge) : derived), ...followerPairs, ...edgeReport, ...chartReport] };
}
