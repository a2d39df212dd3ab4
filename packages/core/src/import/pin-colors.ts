import { PALETTE_STEPS } from '../color/index.ts';
import { oklabDistance } from '../generate/colour-distance.ts';
import {
  OVERRIDE_SCHEMES,
  SEMANTIC_COLOR_ROLES,
  type ColorOverrides,
  type OverrideScheme,
  type SemanticColorRole,
} from '../model/color-overrides.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { resolveAlias, tokensForScheme } from '../tokens/flatten.ts';
import { PALETTE_NAMES, designPalettes } from '../tokens/primitives.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import type { ImportLedger, ImportToken } from './import-ledger.ts';
import { readAlpha, readColor } from './read-values.ts';

/**
 * How far (ΔE OK, 0-1 scale) an imported semantic colour may be from the one the design derives and
 * still count as the same: 0.005, which is 0.5 on the 0-100 scale. Anything further is pinned in
 * `colorOverrides`, so every imported colour comes back within it.
 */
export const SAME_COLOR_DELTA_E = 0.005;

const ROLES = new Set<string>(SEMANTIC_COLOR_ROLES);
/** shadcn/ui's names for Kitsmith's danger roles. */
const ROLE_ALIASES: Record<string, SemanticColorRole> = {
  destructive: 'danger',
  'destructive-foreground': 'danger-foreground',
};

/** `--card`, `color.card`, `semantic.colors.destructive`, `colors.primary.DEFAULT`: the role a token's path names, if any. */
export function roleOfPath(path: string): SemanticColorRole | undefined {
  const name = (/(?:^|\.)colou?rs?\.(.+)$/i.exec(path)?.[1] ?? path).replace(/\.default$/i, '').replace(/\./g, '-');
  if (ROLES.has(name)) return name as SemanticColorRole;
  return ROLE_ALIASES[name];
}

const schemeOf = (token: ImportToken): OverrideScheme => (token.scope === 'dark' ? 'dark' : 'light');

/** Every semantic colour the design derives in `scheme`, by role; roles Kitsmith does not resolve are absent. */
export function derivedColors(system: DesignSystem, scheme: OverrideScheme): Partial<Record<SemanticColorRole, string>> {
  const view = tokensForScheme(resolveTokens(system), scheme);
  const colors: Partial<Record<SemanticColorRole, string>> = {};
  for (const role of SEMANTIC_COLOR_ROLES) {
    const token = view.get(`color.${role}`);
    const value = token && resolveAlias(view, token.$value);
    if (typeof value === 'string') colors[role] = value;
  }
  return colors;
}

/** The palette step that is exactly `hex`, as a reference that follows the palette; else `hex` itself. */
function pinFor(system: DesignSystem, hex: string): string {
  const palettes = designPalettes(system);
  for (const name of PALETTE_NAMES) {
    const step = PALETTE_STEPS.find((s) => palettes[name].steps[s] === hex);
    if (step) return `palette.${name}.${step}`;
  }
  return hex;
}

/** `hex` with `alpha` laid over `under`, as the page shows it. */
function blend(hex: string, alpha: number, under: string): string {
  const channel = (color: string, at: number) => Number.parseInt(color.slice(at, at + 2), 16);
  const mixed = [1, 3, 5].map((at) => Math.round(channel(hex, at) * alpha + channel(under, at) * (1 - alpha)));
  return `#${mixed.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Pins every imported semantic colour the design would not reproduce (further than SAME_COLOR_DELTA_E
 * from what it derives, or a role Kitsmith does not derive at all) in `colorOverrides`, per scheme: a
 * palette step when one matches exactly, else the colour. Colours the design reproduces are `derived`
 * and drop any pin `base` had for them; roles the input does not name keep `base`'s pins. Translucent
 * colours are laid over the scheme's background, since a pin is opaque.
 */
export function pinColors(
  tokens: readonly ImportToken[],
  system: DesignSystem,
  ledger: ImportLedger,
  base: ColorOverrides | undefined,
): ColorOverrides | undefined {
  const derived = { light: derivedColors(system, 'light'), dark: derivedColors(system, 'dark') };
  const overrides: ColorOverrides = structuredClone(base ?? {});
  const imported: Record<OverrideScheme, Map<SemanticColorRole, ImportToken>> = { light: new Map(), dark: new Map() };
  for (const token of tokens) {
    const role = token.role ?? roleOfPath(token.path);
    if (!role || readColor(token.resolved) === undefined) continue;
    const earlier = imported[schemeOf(token)].get(role);
    if (earlier) ledger.skip(earlier, `${token.label} sets the same colour later, and was used`);
    imported[schemeOf(token)].set(role, token);
  }
  for (const scheme of OVERRIDE_SCHEMES) {
    const pins = { ...overrides[scheme] };
    const background = readColor(imported[scheme].get('background')?.resolved) ?? derived[scheme].background ?? '#ffffff';
    for (const [role, token] of imported[scheme]) {
      let hex = readColor(token.resolved) ?? '';
      const alpha = readAlpha(token.resolved) ?? 1;
      if (alpha < 1) {
        const opaque = blend(hex, alpha, role === 'background' ? '#ffffff' : background);
        ledger.warn(
          `${token.label} is ${Math.round(alpha * 100)}% opaque; pinned colours are opaque, so it was laid over the background (${opaque}).`,
        );
        hex = opaque;
      }
      const own = derived[scheme][role];
      if (own !== undefined && oklabDistance(own, hex) <= SAME_COLOR_DELTA_E) {
        delete pins[role];
        if (!ledger.isMapped(token)) ledger.map(token, 'derived');
        continue;
      }
      pins[role] = pinFor(system, hex);
      ledger.map(token, `colorOverrides.${scheme}.${role}`);
    }
    if (Object.keys(pins).length > 0) overrides[scheme] = pins;
    else delete overrides[scheme];
  }
  return Object.keys(overrides).length > 0 ? overrides : undefined;
}
