import { z } from 'zod';

/** A colour as stored in documents: `#rrggbb`, lower case. */
export const hexColorSchema = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, 'must be a 6-digit hex colour such as #7c3aed')
  .transform((value) => value.toLowerCase());
export type HexColor = z.infer<typeof hexColorSchema>;

/** An ISO 8601 timestamp with an offset or Z. */
export const isoDateSchema = z.iso.datetime({ offset: true });
export type IsoDate = z.infer<typeof isoDateSchema>;

/** A CSS length in px or rem, such as `12px` or `0.75rem`. */
export const cssLengthSchema = z
  .string()
  .regex(/^(0|\d+(\.\d+)?(px|rem))$/, 'must be a length in px or rem, such as 12px or 0.75rem');
export type CssLength = z.infer<typeof cssLengthSchema>;

export const shadowLevelSchema = z.enum(['none', 'subtle', 'medium', 'strong']);
export type ShadowLevel = z.infer<typeof shadowLevelSchema>;

export const animationStyleSchema = z.enum(['subtle', 'moderate', 'bold']);
export type AnimationStyle = z.infer<typeof animationStyleSchema>;

export const spacingDensitySchema = z.enum(['tight', 'normal', 'loose']);
export type SpacingDensity = z.infer<typeof spacingDensitySchema>;

export const typographyDensitySchema = z.enum(['compact', 'normal', 'spacious']);
export type TypographyDensity = z.infer<typeof typographyDensitySchema>;

/**
 * The contrast every semantic text/background pair is held to: WCAG 2.x AA (4.5:1) or AAA (7:1)
 * for normal text, or APCA lightness contrast |Lc| 60 or 75 (body text). A design without one is held to AA.
 */
export const contrastTargetSchema = z.enum(['AA', 'AAA', 'APCA-60', 'APCA-75']);
export type ContrastTarget = z.infer<typeof contrastTargetSchema>;
