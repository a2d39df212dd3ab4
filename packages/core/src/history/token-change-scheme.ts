import { z } from 'zod';

// Apart from the diff's schema (diff-schema.ts), with nothing but zod, so a program that only names schemes (the
// CLI's diff and check output) loads no more of core than this.

/**
 * Which schemes a token change is seen in: one of the four, or several that changed alike: `both` (light and
 * dark), `high-contrast` (its light and dark), `all` (every scheme: a palette step, a component token...).
 */
export const TOKEN_CHANGE_SCHEMES = ['light', 'dark', 'both', 'high-contrast-light', 'high-contrast-dark', 'high-contrast', 'all'] as const;
export const tokenChangeSchemeSchema = z.enum(TOKEN_CHANGE_SCHEMES);
export type TokenChangeScheme = z.infer<typeof tokenChangeSchemeSchema>;

const TOKEN_CHANGE_SCHEME_LABELS: Record<TokenChangeScheme, string> = {
  light: 'light',
  dark: 'dark',
  both: 'light and dark',
  'high-contrast-light': 'high-contrast light',
  'high-contrast-dark': 'high-contrast dark',
  'high-contrast': 'high contrast',
  all: '',
};

/** A token change's schemes as a list shows them beside its path: nothing for `all`, else `light and dark`, `high contrast`... */
export const showTokenChangeScheme = (scheme: TokenChangeScheme): string => TOKEN_CHANGE_SCHEME_LABELS[scheme];
