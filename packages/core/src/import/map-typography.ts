import { fontOfStack, fontStack } from '../fonts/fonts.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { parseFontStack } from '../model/font-stack.ts';
import { typographyDensitySchema, type TypographyDensity } from '../model/primitives.ts';
import { LINE_HEIGHTS, TYPE_SCALE, rem } from '../tokens/scales.ts';
import type { ImportLedger, ImportToken } from './import-ledger.ts';
import { mapFluidType, type FluidTypeDraft } from './map-fluid-type.ts';
import { readFluidSize, readFontStack, readNumber, readPx } from './read-values.ts';
import { clamp, commonSource, snapNumber } from './snap-number.ts';

/** The typography a token file gives; a fluid-type field it shows to be the derived one is null (see `mapFluidType`). */
export type TypographyDraft = Partial<Omit<DesignSystem['typography'], keyof FluidTypeDraft>> & FluidTypeDraft;

const last = (token: ImportToken) => token.segments[token.segments.length - 1] ?? '';

const familyNames = (stack: string): string | undefined => {
  const parsed = parseFontStack(stack);
  return 'problem' in parsed ? undefined : parsed.families.map((family) => family.name).join('\n');
};

/**
 * A hosted font's own stack, whatever quotes it came in (DTCG writes names in single quotes), as the font picker
 * writes it; any other stack as it is.
 */
function asCatalogueStack(stack: string): string {
  const font = fontOfStack(stack);
  if (!font) return stack;
  const own = fontStack(font);
  const names = familyNames(stack);
  return names !== undefined && names === familyNames(own) ? own : stack;
}

const FAMILY_ROLES = {
  headingFamily: ['heading', 'headings', 'display', 'headline', 'title', 'header'],
  bodyFamily: [
    'body',
    'sans',
    'sans-serif',
    'base',
    'text',
    'default',
    'primary',
    'copy',
    'paragraph',
    'ui',
    'interface',
  ],
  monoFamily: ['mono', 'monospace', 'code'],
} as const;
type FamilyField = keyof typeof FAMILY_ROLES;
const FAMILY_FIELDS: readonly FamilyField[] = ['headingFamily', 'bodyFamily', 'monoFamily'];

function mapFamilies(tokens: readonly ImportToken[], ledger: ImportLedger, draft: TypographyDraft): void {
  const found: Partial<Record<FamilyField, ImportToken>> = {};
  for (const token of tokens.filter((t) => t.kind === 'fontFamily')) {
    const read = readFontStack(token.resolved);
    const stack = read && asCatalogueStack(read);
    const field = FAMILY_FIELDS.find((f) => FAMILY_ROLES[f].some((name) => name === last(token)));
    if (!stack || !field) {
      ledger.skip(
        token,
        stack ? 'Kitsmith has heading, body and mono families, and this name is none of them' : 'not a font family',
      );
      continue;
    }
    const taken = found[field];
    if (taken) ledger.skip(token, `typography.${field} was taken from ${taken.label}`);
    else {
      found[field] = token;
      draft[field] = stack;
      ledger.map(token, `typography.${field}`);
    }
  }
  if (found.bodyFamily && !found.headingFamily) {
    draft.headingFamily = draft.bodyFamily;
    ledger.map(found.bodyFamily, 'typography.headingFamily');
  }
}

const BASE_NAMES = [
  'base',
  'body',
  'md',
  'medium',
  'm',
  'default',
  'normal',
  'root',
  'regular',
  'body-md',
  'text-base',
];

/** A font size as written at full width: a length, or a fluid size's largest. */
const fullSize = (token: ImportToken): string | undefined => {
  const fluid = readFluidSize(token.resolved);
  if (fluid) return fluid.written.max;
  return typeof token.resolved === 'string' || typeof token.resolved === 'number' ? String(token.resolved) : undefined;
};
const fullPx = (token: ImportToken | undefined): number | undefined =>
  token === undefined ? undefined : (readFluidSize(token.resolved)?.max ?? readPx(token.resolved));

/** The ratio that reproduces every step of a Kitsmith type scale (at full width), found from where their rounded lengths agree. */
function exactRatio(sizes: Map<string, ImportToken>, base: number): number | undefined {
  if (!Object.keys(TYPE_SCALE).every((name) => sizes.has(name))) return undefined;
  const steps = Object.entries(TYPE_SCALE).flatMap(([name, power]) => {
    const px = fullPx(sizes.get(name));
    return power === 0 || px === undefined ? [] : [{ px, source: (value: number) => (value / base) ** (1 / power) }];
  });
  return commonSource(steps).find((ratio) =>
    Object.entries(TYPE_SCALE).every(([name, power]) => {
      const token = sizes.get(name);
      return token !== undefined && fullSize(token) === rem(base * ratio ** power);
    }),
  );
}

function mapSizes(tokens: readonly ImportToken[], ledger: ImportLedger, draft: TypographyDraft): void {
  const sizes = tokens.filter((t) => t.kind === 'fontSize' && fullPx(t) !== undefined);
  const base = BASE_NAMES.map((name) => sizes.find((t) => last(t) === name)).find((t) => t !== undefined);
  sizes.forEach((t) =>
    ledger.skip(t, 'Kitsmith generates the type scale from typography.baseSize and typography.scaleRatio'),
  );
  if (!base) {
    if (sizes.length > 0)
      ledger.warn('No base font size (such as font.size.base) found; the base size and ratio were kept.');
    return;
  }
  const basePx = snapNumber(fullPx(base) ?? 16);
  draft.baseSize = clamp(basePx, 10, 32);
  if (draft.baseSize !== basePx) ledger.warn(`The base font size ${basePx}px was clamped to ${draft.baseSize}px.`);
  ledger.map(base, 'typography.baseSize');

  const parent = base.path.slice(0, base.path.length - (base.path.split('.').pop() ?? '').length);
  const siblings = sizes.filter((t) => t.path.startsWith(parent) && !t.path.slice(parent.length).includes('.'));
  const byName = new Map(siblings.map((t) => [last(t), t]));
  const exact = exactRatio(byName, draft.baseSize);
  const byPx = siblings.map((t) => ({ t, px: fullPx(t) ?? 0 })).sort((a, b) => a.px - b.px);
  const larger = byPx.find(({ px }) => px > basePx + 0.01);
  const smaller = byPx.filter(({ px }) => px < basePx - 0.01).pop();
  const neighbour = larger ?? smaller;
  if (exact === undefined && !neighbour) return;
  const raw = exact ?? (larger ? larger.px / basePx : basePx / (smaller?.px ?? basePx));
  const ratio = exact ?? Math.round(raw * 1000) / 1000;
  draft.scaleRatio = clamp(ratio, 1.05, 2);
  if (draft.scaleRatio !== ratio) ledger.warn(`The type scale ratio ${ratio} was clamped to ${draft.scaleRatio}.`);
  (exact === undefined && neighbour ? [neighbour.t] : siblings.filter((t) => t !== base)).forEach((t) =>
    ledger.map(t, 'typography.scaleRatio'),
  );
  Object.assign(draft, mapFluidType(byName, { baseSize: draft.baseSize, scaleRatio: draft.scaleRatio }, ledger));
}

const BODY_LINE = ['body', 'base', 'normal', 'default', 'md', 'text', 'paragraph'];
const HEADING_LINE = ['heading', 'headings', 'display', 'title', 'tight'];

function nearestDensity(value: number, role: 'body' | 'heading'): TypographyDensity {
  return typographyDensitySchema.options.reduce((best, density) =>
    Math.abs(LINE_HEIGHTS[density][role] - value) < Math.abs(LINE_HEIGHTS[best][role] - value) ? density : best,
  );
}

function mapLineHeights(tokens: readonly ImportToken[], ledger: ImportLedger, draft: TypographyDraft): void {
  const heights = tokens.filter((t) => t.kind === 'lineHeight');
  heights.forEach((t) => ledger.skip(t, 'Kitsmith sets line heights from typography.density'));
  const ratioOf = (t: ImportToken) => {
    const px = typeof t.resolved === 'string' && t.resolved.trim().endsWith('px') ? readPx(t.resolved) : undefined;
    return px === undefined ? readNumber(t.resolved) : px / (draft.baseSize ?? 16);
  };
  for (const [role, names] of [
    ['body', BODY_LINE],
    ['heading', HEADING_LINE],
  ] as const) {
    const token = heights.find((t) => names.includes(last(t)) && ratioOf(t) !== undefined);
    if (!token) continue;
    draft.density = nearestDensity(ratioOf(token) ?? 0, role);
    ledger.map(token, 'typography.density');
    return;
  }
}

/** Font families (heading, body, mono), base size, scale ratio and density. */
export function mapTypography(tokens: readonly ImportToken[], ledger: ImportLedger): TypographyDraft {
  const draft: TypographyDraft = {};
  mapFamilies(tokens, ledger, draft);
  mapSizes(tokens, ledger, draft);
  mapLineHeights(tokens, ledger, draft);
  return draft;
}
