import {
  A98RGB,
  ColorSpace,
  HSL,
  HWB,
  LCH,
  Lab,
  OKLCH,
  OKLab,
  P3,
  ProPhoto,
  REC_2020,
  XYZ_D50,
  XYZ_D65,
  sRGB,
  sRGB_Linear,
} from 'colorjs.io/fn';

/** The colour spaces CSS Color 4 can write, so `parse` understands exactly the CSS syntaxes. */
const CSS_SPACES = [sRGB, sRGB_Linear, HSL, HWB, Lab, LCH, OKLab, OKLCH, P3, A98RGB, ProPhoto, REC_2020, XYZ_D65, XYZ_D50];

let registered = false;

/**
 * The procedural colorjs.io API parses strings (and resolves ids like "srgb")
 * through a global registry that starts empty. Registering lazily, rather than
 * at import time, keeps this working when a bundler drops "side-effect-free" imports.
 * Registering a space colorjs.io already holds is a no-op.
 */
export function ensureCssSpaces(): void {
  if (registered) return;
  for (const space of CSS_SPACES) ColorSpace.register(space);
  registered = true;
}
