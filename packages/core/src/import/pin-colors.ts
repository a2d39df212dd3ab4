import type { PaletteStep } from '../color/index.ts';
import { oklabDistance } from '../generate/colour-distance.ts';
import {
  OVERRIDE_SCHEMES,
  SEMANTIC_COLOR_ROLES,
  isPaletteRef,
  type ColorOverrides,
  type OverrideScheme,
  type SemanticColorRole,
} from '../model/color-overrides.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { designPalettes, type PaletteName } from '../tokens/primitives.ts';
import { resolveSchemeColors } from '../tokens/scheme-colors.ts';
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
  return resolveSchemeColors(system, scheme);
}

/** The palette step the input names (`{palette.primary.600}`) when the design's step is that very colour, else `hex`. */
function pinFor(system: DesignSystem, token: ImportToken, hex: string): string {
  const ref = typeof token.value === 'string' ? /^\{(palette\.[\w-]+\.\d+)\}$/.exec(token.value.trim())?.[1] : undefined;
  if (!ref || !isPaletteRef(ref)) return hex;
  const [, name, step] = ref.split('.') as [string, PaletteName, PaletteStep];
  return designPalettes(system)[name].steps[step] === hex ? ref : hex;
}

/** `hex` with `alpha` laid over `under`, as the page shows it. */
function blend(hex: string, alpha: number, under: string): string {
  const channel = (color: string, at: number) => Number.parseInt(color.slice(at, at + 2), 16);
  const mixed = [1, 3, 5].map((at) => Math.round(channel(hex, at) * alpha + channel(under, at) * (1 - alpha)));
  return `#${mixed.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

/** `overrides` without empty schemes, or undefined when nothing is pinned. */
function tidy(overrides: ColorOverrides): ColorOverrides | undefined {
  const kept = OVERRIDE_SCHEMES.filter((scheme) => Object.keys(overrides[scheme] ?? {}).length > 0);
  return kept.length > 0 ? Object.fromEntries(kept.map((scheme) => [scheme, overrides[scheme]])) : undefined;
}

function withoutPin(overrides: ColorOverrides, scheme: OverrideScheme, role: SemanticColorRole): ColorOverrides {
  const { [role]: _dropped, ...rest } = overrides[scheme] ?? {};
  return { ...overrides, [scheme]: rest };
}

/**
 * Pins every imported semantic colour the design would not reproduce (further than SAME_COLOR_DELTA_E
 * from what it derives) in `colorOverrides`, per scheme: the palette step the input names when it is
 * that colour, else the colour. A pin can make others unneeded (chart colours are chosen against the
 * page, text against its fill), so each pin is then dropped, in role order, when the design derives its
 * colour without it. Colours the design reproduces are `derived`; roles the input does not name keep
 * `base`'s pins. Translucent colours are laid over the scheme's background, since a pin is opaque.
 */
export function pinColors(
  tokens: readonly ImportToken[],
  system: DesignSystem,
  ledger: ImportLedger,
  base: ColorOverrides | undefined,
): ColorOverrides | undefined {
  const { colorOverrides: _pinned, ...unpinned } = system;
  const imported = Object.fromEntries(OVERRIDE_SCHEMES.map((scheme) => [scheme, new Map()])) as Record<OverrideScheme, Map<SemanticColorRole, ImportToken>>;
  for (const token of tokens) {
    const role = token.role ?? roleOfPath(token.path);
    if (!role || readColor(token.resolved) === undefined) continue;
    const earlier = imported[schemeOf(token)].get(role);
    if (earlier) ledger.skip(earlier, `${token.label} sets the same colour later, and was used`);
    imported[schemeOf(token)].set(role, token);
  }
  let pins: ColorOverrides = structuredClone(base ?? {});
  for (const scheme of OVERRIDE_SCHEMES) {
    for (const role of imported[scheme].keys()) pins = withoutPin(pins, scheme, role);
  }
  const wanted = Object.fromEntries(OVERRIDE_SCHEMES.map((scheme) => [scheme, new Map()])) as Record<OverrideScheme, Map<SemanticColorRole, string>>;
  for (const scheme of OVERRIDE_SCHEMES) {
    if (imported[scheme].size === 0) continue;
    const derived = derivedColors({ ...unpinned, colorOverrides: pins }, scheme);
    const background = readColor(imported[scheme].get('background')?.resolved) ?? derived.background ?? '#ffffff';
    for (const [role, token] of imported[scheme]) {
      let hex = readColor(token.resolved) ?? '';
      const alpha = readAlpha(token.resolved) ?? 1;
      if (alpha < 1) {
        hex = blend(hex, alpha, role === 'background' ? '#ffffff' : background);
        ledger.warn(
          `${token.label} is ${Math.round(alpha * 100)}% opaque; pinned colours are opaque, so it was laid over the background (${hex}).`,
        );
      }
      wanted[scheme].set(role, hex);
      const own = derived[role];
      if (own === undefined || oklabDistance(own, hex) > SAME_COLOR_DELTA_E) {
        pins = { ...pins, [scheme]: { ...pins[scheme], [role]: pinFor(system, token, hex) } };
      }
    }
  }
  for (const scheme of OVERRIDE_SCHEMES) {
    for (const role of SEMANTIC_COLOR_ROLES) {
      const hex = wanted[scheme].get(role);
      if (hex === undefined || pins[scheme]?.[role] === undefined) continue;
      const trial = withoutPin(pins, scheme, role);
      const own = derivedColors({ ...unpinned, colorOverrides: tidy(trial) }, scheme)[role];
      if (own !== undefined && oklabDistance(own, hex) <= SAME_COLOR_DELTA_E) pins = trial;
    }
    for (const [role, token] of imported[scheme]) {
      if (pins[scheme]?.[role] !== undefined) ledger.map(token, `colorOverrides.${scheme}.${role}`);
      else if (!ledger.isMapped(token)) ledger.map(token, 'derived');
    }
  }
  return tidy(pins);
}
