import { PALETTE_STEPS, generatePalette } from '../color/index.ts';
import { PALETTE_NAMES, type PaletteName } from '../tokens/primitives.ts';
import type { ImportLedger, ImportToken } from './import-ledger.ts';
import { readColor } from './read-values.ts';

/** Names that mean a role; the second list (hue names) counts only when no token has a first-list name. */
const ROLE_NAMES: Record<PaletteName, [string[], string[]]> = {
  primary: [['primary', 'brand'], []],
  secondary: [['secondary'], []],
  accent: [['accent', 'tertiary'], []],
  neutral: [
    ['neutral', 'gray', 'grey'],
    ['slate', 'zinc', 'stone'],
  ],
  success: [
    ['success', 'positive'],
    ['green', 'emerald'],
  ],
  warning: [
    ['warning', 'caution'],
    ['yellow', 'amber'],
  ],
  danger: [['danger', 'error', 'negative', 'destructive', 'critical'], ['red']],
  info: [['info', 'informative'], ['blue']],
};

export const COLOR_FIELDS: Record<PaletteName, string> = {
  primary: 'theme.primaryColor',
  secondary: 'theme.secondaryColor',
  accent: 'theme.accentColor',
  neutral: 'colors.neutral',
  success: 'colors.success',
  warning: 'colors.warning',
  danger: 'colors.danger',
  info: 'colors.info',
};

/** Words that make a colour a use of a role (text on it, its border...), not the role itself. */
const QUALIFIERS = new Set(
  'text foreground fg on border background bg surface hover active pressed focus disabled subtle muted emphasis icon link shadow overlay outline ring inverse strong weak container'.split(
    ' ',
  ),
);
const DEFAULT_NAMES = new Set(['default', 'base', 'main', 'value']);

function roleOf(name: string): { role: PaletteName; rank: number } | undefined {
  for (const role of PALETTE_NAMES) {
    const rank = ROLE_NAMES[role].findIndex((names) => names.includes(name));
    if (rank >= 0) return { role, rank };
  }
  return undefined;
}

interface Candidate {
  role: PaletteName;
  /** Lower wins: an exactly reproducible palette, then role names before hue names, single colours before scales. */
  score: number;
  hex: string;
  used: ImportToken[];
  others: ImportToken[];
}

/** The step from which Kitsmith regenerates exactly this palette, if it is one of Kitsmith's. */
interface Step {
  token: ImportToken;
  hex: string;
}

function exactSeed(steps: Map<string, Step>): Step | undefined {
  if (!PALETTE_STEPS.every((step) => steps.has(step))) return undefined;
  for (const step of PALETTE_STEPS) {
    const seed = steps.get(step);
    const palette = seed && generatePalette(seed.hex);
    if (palette?.keyStep === step && PALETTE_STEPS.every((s) => palette.steps[s] === steps.get(s)?.hex)) return seed;
  }
  return undefined;
}

/** A scale gives its exact seed when it is a Kitsmith palette, else its 500 (or the step nearest it). */
function scaleCandidate(role: PaletteName, rank: number, steps: Map<string, Step>): Candidate {
  const all = [...steps.values()].map(({ token }) => token);
  const seed = exactSeed(steps);
  if (seed)
    return {
      role,
      score: 0,
      hex: seed.hex,
      used: [seed.token, ...all.filter((token) => token !== seed.token)],
      others: [],
    };
  const [step] = [...steps.keys()].sort((a, b) => Math.abs(+a - 500) - Math.abs(+b - 500) || +b - +a);
  const chosen = steps.get(step ?? '');
  if (!chosen) throw new Error('a scale has at least one step');
  const others = all.filter((token) => token !== chosen.token);
  return { role, score: 2 + rank * 2, hex: chosen.hex, used: [chosen.token], others };
}

function candidatesOf(tokens: readonly ImportToken[], ledger: ImportLedger): Candidate[] {
  const scales = new Map<string, { role: PaletteName; rank: number; steps: Map<string, Step> }>();
  const singles: Candidate[] = [];
  for (const token of tokens) {
    const hex = readColor(token.resolved);
    if (token.kind !== 'color' || hex === undefined) continue;
    // A semantic muted text colour (shadcn's --muted-foreground) is the nearest thing to a neutral key colour.
    if (token.role === 'muted-foreground') {
      singles.push({ role: 'neutral', score: 9, hex, used: [token], others: [] });
      continue;
    }
    const names = token.segments.slice();
    if (names.length > 1 && DEFAULT_NAMES.has(names[names.length - 1] ?? '')) names.pop();
    const last = names.pop() ?? '';
    if ([...names, last].some((name) => QUALIFIERS.has(name))) {
      ledger.skip(token, 'a use of a colour (text, background, border...): Kitsmith derives these from the palettes');
      continue;
    }
    const compound = /^(.+)-(\d{2,4})$/.exec(last);
    const step = /^\d{2,4}$/.test(last) ? last : compound?.[2];
    const name = step === undefined ? last : (compound?.[1] ?? names[names.length - 1] ?? '');
    const role = roleOf(name);
    if (!role) continue;
    if (step === undefined) {
      singles.push({ ...role, score: 1 + role.rank * 2, hex, used: [token], others: [] });
      continue;
    }
    const key = `${names.join('.')}/${name}`;
    const scale = scales.get(key) ?? { ...role, steps: new Map() };
    scale.steps.set(step, { token, hex });
    scales.set(key, scale);
  }
  return [...singles, ...[...scales.values()].map((scale) => scaleCandidate(scale.role, scale.rank, scale.steps))];
}

/** The eight colour roles, from single colours or 50-950 scales named by role or hue. */
export function mapColors(tokens: readonly ImportToken[], ledger: ImportLedger): Partial<Record<PaletteName, string>> {
  const candidates = candidatesOf(tokens, ledger);
  const colors: Partial<Record<PaletteName, string>> = {};
  for (const role of PALETTE_NAMES) {
    const field = COLOR_FIELDS[role];
    const ranked = candidates.filter((candidate) => candidate.role === role).sort((a, b) => a.score - b.score);
    const [best, ...rest] = ranked;
    if (!best) continue;
    colors[role] = best.hex;
    const source = best.used[0]?.label ?? '';
    best.used.forEach((token) => ledger.map(token, field));
    best.others.forEach((token) =>
      ledger.skip(token, `Kitsmith generates the ${role} palette from ${field} (taken from ${source})`),
    );
    for (const other of rest) {
      [...other.used, ...other.others].forEach((token) => ledger.skip(token, `${field} was taken from ${source}`));
    }
  }
  const missing = PALETTE_NAMES.filter((role) => colors[role] === undefined);
  if (missing.length > 0) ledger.warn(`No colour found for ${missing.join(', ')}; Kitsmith's defaults were kept.`);
  return colors;
}
