import { exportFontStack } from '../fonts/fonts.ts';
import { generatePalette, type Palette } from '../color/index.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { fluidTypeOf, typeStepSizes } from '../model/fluid-type.ts';
import {
  EASINGS,
  FONT_WEIGHTS,
  LINE_HEIGHTS,
  RADIUS_SCALE,
  SHADOW_INTENSITY,
  SHADOW_SIZES,
  SPACE_STEPS,
  TYPE_SCALE,
  animationDurationMs,
  px,
  rem,
  round,
  spacingMultiplier,
} from './scales.ts';
import { KITSMITH_EXTENSION, type Token, type TokenGroup } from './types.ts';

export const PALETTE_NAMES = ['primary', 'secondary', 'accent', 'neutral', 'success', 'warning', 'danger', 'info'] as const;
export type PaletteName = (typeof PALETTE_NAMES)[number];

export interface BrandPalette {
  steps: Palette;
  keyStep: keyof Palette;
}

/** The eight tonal palettes of a design, generated once per resolution. */
export function designPalettes(system: DesignSystem): Record<PaletteName, BrandPalette> {
  const { theme, colors } = system;
  const seeds: Record<PaletteName, string> = {
    primary: theme.primaryColor,
    secondary: theme.secondaryColor,
    accent: theme.accentColor,
    neutral: colors.neutral,
    success: colors.success,
    warning: colors.warning,
    danger: colors.danger,
    info: colors.info,
  };
  return Object.fromEntries(PALETTE_NAMES.map((name) => [name, generatePalette(seeds[name])])) as Record<
    PaletteName,
    BrandPalette
  >;
}

const token = (type: Token['$type'], value: Token['$value'], description?: string): Token =>
  description === undefined ? { $type: type, $value: value } : { $type: type, $value: value, $description: description };

function paletteTokens(palettes: Record<PaletteName, BrandPalette>): TokenGroup {
  const group: TokenGroup = {
    base: { white: token('color', '#ffffff'), black: token('color', '#000000') },
  };
  for (const name of PALETTE_NAMES) {
    const { steps, keyStep } = palettes[name];
    group[name] = Object.fromEntries(
      Object.entries(steps).map(([step, hex]) => [
        step,
        token('color', hex, step === keyStep ? `Your ${name} colour` : undefined),
      ]),
    );
  }
  return group;
}

/**
 * A step of the type scale: its size at the largest viewport, and, when it is smaller on a small screen
 * (a heading, see `typeStepSizes`), that size and the viewport range in the Kitsmith extension.
 */
function fontSizeToken(typography: DesignSystem['typography'], power: number): Token {
  const { min, max } = typeStepSizes(typography, power);
  const size = token('dimension', rem(max));
  if (rem(min) === rem(max)) return size;
  const { minViewport, maxViewport } = fluidTypeOf(typography);
  return { ...size, $extensions: { [KITSMITH_EXTENSION]: { fluid: { min: rem(min), max: rem(max), minViewport: px(minViewport), maxViewport: px(maxViewport) } } } };
}

function fontTokens({ typography }: DesignSystem): TokenGroup {
  const lineHeights = LINE_HEIGHTS[typography.density];
  return {
    family: {
      // Named as our server and the @fontsource packages an export imports both name it (Inter, "Inter Variable", …).
      heading: token('fontFamily', exportFontStack(typography.headingFamily)),
      body: token('fontFamily', exportFontStack(typography.bodyFamily)),
      mono: token('fontFamily', exportFontStack(typography.monoFamily)),
    },
    size: Object.fromEntries(Object.entries(TYPE_SCALE).map(([name, power]) => [name, fontSizeToken(typography, power)])),
    weight: Object.fromEntries(Object.entries(FONT_WEIGHTS).map(([name, weight]) => [name, token('fontWeight', weight)])),
    'line-height': {
      heading: token('number', lineHeights.heading),
      body: token('number', lineHeights.body),
    },
  };
}

function spaceTokens({ spacing }: DesignSystem): TokenGroup {
  const unit = spacing.baseUnit * spacingMultiplier(spacing.density);
  return Object.fromEntries(
    SPACE_STEPS.map((step) => [String(step).replace('.', '-'), token('dimension', rem(step * unit))]),
  );
}

function radiusTokens({ radius }: DesignSystem): TokenGroup {
  return {
    none: token('dimension', '0px'),
    ...Object.fromEntries(
      Object.entries(RADIUS_SCALE).map(([name, factor]) => [name, token('dimension', px(radius.base * factor))]),
    ),
    full: token('dimension', '9999px'),
  };
}

function alphaHex(alpha: number): string {
  return Math.round(Math.min(1, alpha) * 255)
    .toString(16)
    .padStart(2, '0');
}

function shadowTokens(system: DesignSystem, palettes: Record<PaletteName, BrandPalette>): TokenGroup {
  const intensity = SHADOW_INTENSITY[system.shadows.level];
  const ink = palettes.neutral.steps['950'];
  return Object.fromEntries(
    Object.entries(SHADOW_SIZES).map(([name, size]) => [
      name,
      token('shadow', {
        color: `${ink}${alphaHex(size.alpha * intensity)}`,
        offsetX: '0px',
        offsetY: px(intensity === 0 ? 0 : size.y),
        blur: px(intensity === 0 ? 0 : size.blur),
        spread: px(intensity === 0 ? 0 : size.spread),
      }),
    ]),
  );
}

function motionTokens({ theme, motion }: DesignSystem): { duration: TokenGroup; easing: TokenGroup } {
  const normal = theme.animations ? animationDurationMs(motion.animationStyle) : 0;
  const ms = (factor: number) => token('duration', `${round(normal * factor, 0)}ms`);
  return {
    duration: { fast: ms(0.5), normal: ms(1), slow: ms(1.5) },
    easing: {
      standard: token('cubicBezier', [0.2, 0, 0, 1]),
      emphasized: token('cubicBezier', EASINGS[motion.animationStyle]),
    },
  };
}

/** The primitive tier: palettes, type, space, radius, shadow and motion scales. */
export function primitiveTokens(system: DesignSystem, palettes: Record<PaletteName, BrandPalette>): TokenGroup {
  return {
    palette: paletteTokens(palettes),
    font: fontTokens(system),
    space: spaceTokens(system),
    radius: radiusTokens(system),
    shadow: shadowTokens(system, palettes),
    ...motionTokens(system),
  };
}
