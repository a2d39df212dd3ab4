import type { PaletteStep } from '../color/index.ts';
import { BLACK, WHITE, carriesText, ratioOf, shade, stepsFrom, type Choice, type Judge, type Palettes } from './choice.ts';
import type { PaletteName } from './primitives.ts';

/**
 * What the high-contrast schemes ask beyond their text target (7:1 and APCA Lc 75, see `highContrastJudge`):
 * every fill and chart colour stands 3:1 against the page, borders 3:1 against every background they sit on,
 * inputs and the focus ring 4.5:1 (WCAG 1.4.11 asks 3:1; the stronger edge is the point of these schemes).
 */
export const HIGH_CONTRAST_EDGES = { fill: 3, border: 3, input: 4.5, ring: 4.5 } as const;

type Base = 'light' | 'dark';

/** The colour text takes at the end of the scale: black on a light page, white on a dark one. */
export const textExtreme = (base: Base): Choice => (base === 'light' ? BLACK : WHITE);
export const pageExtreme = (base: Base): Choice => (base === 'light' ? WHITE : BLACK);
const towardText = (base: Base) => (base === 'light' ? 'darker' : 'lighter');
const awayFromText = (base: Base) => (base === 'light' ? 'lighter' : 'darker');

/** Steps of `name` from `from` towards the text colour, then from `from` the other way. */
function stepsNear(palettes: Palettes, name: PaletteName, from: PaletteStep, base: Base): Choice[] {
  const toward = stepsFrom(from, towardText(base));
  const away = stepsFrom(from, awayFromText(base)).slice(1);
  return [...toward, ...away].map((step) => shade(palettes, name, step));
}

/**
 * A brand or status fill: the shade of `name` nearest its own colour, towards the text first, that stands
 * 3:1 against the page and on which some text reaches the target; when no shade does, the text colour itself
 * (black on the light page, white on the dark one), on which the page colour reads at 21:1.
 */
export function highContrastFill(judge: Judge, palettes: Palettes, name: PaletteName, base: Base, page: Choice): { fill: Choice; note: string } {
  const { keyStep } = palettes[name];
  const fits = (fill: Choice) => ratioOf(fill, page) >= HIGH_CONTRAST_EDGES.fill && carriesText(judge, fill);
  const found = stepsNear(palettes, name, keyStep, base).find(fits);
  if (found) return { fill: found, note: `${name} uses ${found.ref}, the shade nearest your colour that stands out from the page and carries text at ${judge.goal}` };
  const fill = textExtreme(base);
  return { fill, note: `no shade of ${name} carries text at ${judge.goal}, so ${fill.ref} is used` };
}

/**
 * An edge (border, input, focus ring): the shade of `name` from `from` towards the text that stands `minimum`:1
 * against every colour in `against`; else the text colour.
 */
export function highContrastEdge(
  palettes: Palettes,
  name: PaletteName,
  from: PaletteStep,
  base: Base,
  minimum: number,
  against: Choice[],
): Choice {
  const stands = (edge: Choice) => against.every((bg) => ratioOf(edge, bg) >= minimum);
  return stepsFrom(from, towardText(base)).map((step) => shade(palettes, name, step)).find(stands) ?? textExtreme(base);
}

/** A chart colour in high contrast: the shade nearest the palette's own, either way, that stands 3:1 against the page; else the text colour. */
export function highContrastChart(palettes: Palettes, name: PaletteName, base: Base, page: Choice): { fill: Choice; note: string } {
  const found = stepsNear(palettes, name, palettes[name].keyStep, base).find((fill) => ratioOf(fill, page) >= HIGH_CONTRAST_EDGES.fill);
  if (found) return { fill: found, note: `${found.ref} is the shade of ${name} nearest your colour to reach 3:1 against the page` };
  const fill = textExtreme(base);
  return { fill, note: `no shade of ${name} reaches 3:1 against the page, so ${fill.ref} is used` };
}
