import { z } from 'zod';
import { PALETTE_STEPS } from '../color/palette.ts';

/**
 * Every semantic colour a design resolves, per scheme: Kitsmith's own roles, then the roles
 * shadcn/ui names that Kitsmith derives from them (card, popover, chart, sidebar). Each can be
 * pinned by hand in `colorOverrides`; without a pin it is derived.
 */
export const SEMANTIC_COLOR_ROLES = [
  'background',
  'foreground',
  'surface',
  'surface-foreground',
  'muted',
  'muted-foreground',
  'border',
  'input',
  'ring',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'accent',
  'accent-foreground',
  'success',
  'success-foreground',
  'warning',
  'warning-foreground',
  'danger',
  'danger-foreground',
  'info',
  'info-foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'chart-1',
  'chart-2',
  'chart-3',
  'chart-4',
  'chart-5',
  'sidebar',
  'sidebar-foreground',
  'sidebar-primary',
  'sidebar-primary-foreground',
  'sidebar-accent',
  'sidebar-accent-foreground',
  'sidebar-border',
  'sidebar-ring',
] as const;
export type SemanticColorRole = (typeof SEMANTIC_COLOR_ROLES)[number];

/**
 * The colour schemes a design resolves, and can pin colours in: light and dark, and the high-contrast
 * light and dark schemes generated from the same brand (body text at 7:1 and APCA Lc 75, stronger borders).
 */
export const OVERRIDE_SCHEMES = ['light', 'dark', 'high-contrast-light', 'high-contrast-dark'] as const;
export type OverrideScheme = (typeof OVERRIDE_SCHEMES)[number];

const PALETTE_REF = new RegExp(
  `^palette\\.(primary|secondary|accent|neutral|success|warning|danger|info)\\.(${PALETTE_STEPS.join('|')})$`,
);

const HEX = /^#[0-9a-f]{6}$/i;

/** A step of one of the design's palettes, as a token reference: `palette.primary.600`. */
export const paletteRefSchema = z.string().regex(PALETTE_REF, 'must be a palette step such as palette.primary.600');

/** A pinned colour: a step of the design's palettes (follows the palette when the brand colour changes) or a colour of its own. */
export const colorOverrideSchema = z
  .string()
  .refine((value) => PALETTE_REF.test(value) || HEX.test(value), {
    message: 'must be a palette step such as palette.primary.600 or a 6-digit hex colour such as #7c3aed',
  })
  .transform((value) => (HEX.test(value) ? value.toLowerCase() : value));
export type ColorOverride = z.infer<typeof colorOverrideSchema>;

const roleSchema = z.enum(SEMANTIC_COLOR_ROLES, { error: 'is not a semantic colour (see SEMANTIC_COLOR_ROLES)' });
const schemeOverridesSchema = z.partialRecord(roleSchema, colorOverrideSchema);
export type SchemeColorOverrides = z.infer<typeof schemeOverridesSchema>;

/** Hand-pinned semantic colours per scheme. Absent, or an absent role, means derived. */
export const colorOverridesSchema = z.object({
  light: schemeOverridesSchema.optional(),
  dark: schemeOverridesSchema.optional(),
  'high-contrast-light': schemeOverridesSchema.optional(),
  'high-contrast-dark': schemeOverridesSchema.optional(),
});
export type ColorOverrides = z.infer<typeof colorOverridesSchema>;

export const isPaletteRef = (value: string): boolean => PALETTE_REF.test(value);

/** The scheme a high-contrast scheme strengthens: `high-contrast-dark` -> `dark`. */
export const baseSchemeOf = (scheme: OverrideScheme): 'light' | 'dark' => (scheme === 'light' || scheme === 'high-contrast-light' ? 'light' : 'dark');
export const isHighContrastScheme = (scheme: OverrideScheme): boolean => scheme.startsWith('high-contrast-');
