import { PALETTE_STEPS, generatePalette, toHex } from '../color/index.ts';
import { oklabDistance } from '../generate/colour-distance.ts';
import { OVERRIDE_SCHEMES, type SemanticColorRole } from '../model/color-overrides.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { PALETTE_NAMES, type PaletteName } from '../tokens/primitives.ts';
import type { ImportLedger, ImportToken } from './import-ledger.ts';
import { COLOR_FIELDS } from './map-colors.ts';
import { SAME_COLOR_DELTA_E, derivedColors, roleOfPath } from './pin-colors.ts';
import { readAlpha, readColor } from './read-values.ts';

/**
 * Palettes seeded from a semantic colour that is not their key colour, and that colour. A brand or status
 * colour is its own key colour: when Kitsmith derives another step for it (for contrast), it is pinned instead.
 */
const SHOWN_AS: [PaletteName, SemanticColorRole][] = [['neutral', 'muted-foreground']];

function withSeed(system: DesignSystem, palette: PaletteName, hex: string): DesignSystem {
  if (palette === 'primary' || palette === 'secondary' || palette === 'accent') {
    return { ...system, theme: { ...system.theme, [`${palette}Color`]: hex } };
  }
  return { ...system, colors: { ...system.colors, [palette]: hex } };
}

const seedOf = (system: DesignSystem, palette: PaletteName): string =>
  palette === 'primary' || palette === 'secondary' || palette === 'accent'
    ? system.theme[`${palette}Color`]
    : system.colors[palette];

/**
 * The key colour that best matches the input's shade: where a palette was seeded from a semantic colour
 * that is not its key colour (shadcn's --muted-foreground for the neutral palette) and the seed does not
 * reproduce it, the seed becomes whichever of that colour and its palette's steps makes
 * the design derive the nearest colour; into an open design (`base`), its own key colour stays. Fewer colours
 * then need pinning.
 */
export function refineSeeds(
  tokens: readonly ImportToken[],
  system: DesignSystem,
  ledger: ImportLedger,
  base: DesignSystem | undefined,
): DesignSystem {
  const { colorOverrides: _pins, ...unpinned } = system;
  let refined: DesignSystem = unpinned;
  for (const [palette, role] of SHOWN_AS) {
    const token = tokens.findLast((t) => t.scope !== 'dark' && (t.role ?? roleOfPath(t.path)) === role);
    const wanted = token && (readAlpha(token.resolved) ?? 1) === 1 ? readColor(token.resolved) : undefined;
    // Only a seed taken from that colour itself (or from nothing) is the input's guess: a seed read from a scale stays.
    const seeded = tokens.filter((t) => ledger.fieldsOf(t).includes(COLOR_FIELDS[palette]));
    if (!token || !wanted || seeded.some((t) => t !== token)) continue;
    const distance = (design: DesignSystem) => {
      const own = derivedColors(design, 'light')[role];
      return own === undefined ? Infinity : oklabDistance(own, wanted);
    };
    // Into an open design, its own key colour stays: the input only guessed one (the colour is pinned if it differs).
    if (base) {
      refined = withSeed(refined, palette, seedOf(base, palette));
      continue;
    }
    let best = { design: refined, distance: distance(refined) };
    if (best.distance <= SAME_COLOR_DELTA_E) continue;
    const candidates = new Set([wanted, ...Object.values(generatePalette(wanted).steps)]);
    candidates.delete(seedOf(refined, palette));
    for (const candidate of candidates) {
      const design = withSeed(refined, palette, candidate);
      const d = distance(design);
      if (d < best.distance) best = { design, distance: d };
    }
    refined = best.design;
  }
  refined = settleTwinSeeds(tokens, refined, base);
  return system.colorOverrides ? { ...refined, colorOverrides: system.colorOverrides } : refined;
}

/** The other steps of `seed`'s palette from which Kitsmith generates that very palette (a pale and a deep step can). */
function twinSeeds(seed: string): string[] {
  const { steps, keyStep } = generatePalette(seed);
  return PALETTE_STEPS.filter((step) => {
    if (step === keyStep) return false;
    const twin = generatePalette(steps[step]);
    return twin.keyStep === step && PALETTE_STEPS.every((other) => twin.steps[other] === steps[other]);
  }).map((step) => steps[step]);
}

/**
 * Where another step of a palette generates that very palette, the palette alone cannot tell which was the
 * key colour, but the semantic colours derived from it may differ: the seed becomes the one whose design derives
 * the most of the input's semantic colours, so fewer colours are pinned. On a tie (the neutral palette's roles
 * are the same steps whichever is the key) the open design's own key colour stays when it is one of them, so
 * a design exported and imported into itself keeps its colour (and its key step, "Your neutral colour");
 * else the seed read stays.
 */
function settleTwinSeeds(tokens: readonly ImportToken[], system: DesignSystem, base: DesignSystem | undefined): DesignSystem {
  const wanted = tokens.flatMap((token) => {
    const role = token.role ?? roleOfPath(token.path);
    const hex = (readAlpha(token.resolved) ?? 1) === 1 ? readColor(token.resolved) : undefined;
    return role && hex ? [{ scheme: token.scope === 'dark' ? ('dark' as const) : ('light' as const), role, hex }] : [];
  });
  if (wanted.length === 0) return system;
  const matches = (design: DesignSystem) => {
    const derived = Object.fromEntries(OVERRIDE_SCHEMES.map((scheme) => [scheme, derivedColors(design, scheme)]));
    return wanted.filter(({ scheme, role, hex }) => {
      const own = derived[scheme]?.[role];
      return own !== undefined && oklabDistance(own, hex) <= SAME_COLOR_DELTA_E;
    }).length;
  };
  let settled = system;
  for (const palette of PALETTE_NAMES) {
    const read = seedOf(settled, palette);
    const twins = twinSeeds(read);
    if (twins.length === 0) continue;
    const own = base && seedOf(base, palette);
    const ownIsOne = own !== undefined && [read, ...twins].includes(toHex(own) ?? '');
    // The first candidate wins a tie.
    const candidates = [...new Set([...(ownIsOne ? [own] : []), read, ...twins])];
    let best: { design: DesignSystem; matches: number } | undefined;
    for (const seed of candidates) {
      const design = withSeed(settled, palette, seed);
      const count = matches(design);
      if (!best || count > best.matches) best = { design, matches: count };
    }
    if (best) settled = best.design;
  }
  return settled;
}
