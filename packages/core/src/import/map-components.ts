import type { ShadowLevel } from '../model/primitives.ts';
import { componentOverridesSchema, type ComponentOverrides } from '../model/template.ts';
import type { ImportLedger, ImportToken } from './import-ledger.ts';
import { readNumber, readPx } from './read-values.ts';

const FIELD = 'componentOverrides';
const SHADOW_ALIASES: Record<string, ShadowLevel> = {
  '{shadow.sm}': 'subtle',
  '{shadow.md}': 'medium',
  '{shadow.lg}': 'strong',
};
const PADDING_ALIASES: Record<string, ComponentOverrides['buttons']['padding']> = {
  '{space.3}': 'compact',
  '{space.4}': 'normal',
  '{space.6}': 'spacious',
};
const CARD_BORDERS: Record<string, ComponentOverrides['cards']['border']> = {
  '0px': 'none',
  '1px': 'subtle',
  '2px': 'strong',
};
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads Kitsmith's own component tokens (`component.button.*`...), recording each one it reads. */
function reader(tokens: readonly ImportToken[], ledger: ImportLedger) {
  const read = (path: string) => {
    const token = tokens.find((t) => t.path === `component.${path}`);
    if (token) ledger.map(token, FIELD);
    return token;
  };
  return {
    raw: (path: string) => read(path)?.value,
    resolved: (path: string) => read(path)?.resolved,
    type: (path: string) => read(path)?.type,
    shadow: (path: string): ShadowLevel => {
      const raw = read(path)?.value;
      return (typeof raw === 'string' && SHADOW_ALIASES[raw]) || 'none';
    },
    /** The radius as a length, and whether it is the design's own scale step (an alias) rather than a template's. */
    radius: (path: string, scale: string) => {
      const token = read(path);
      const resolved = typeof token?.resolved === 'string' ? token.resolved : '0px';
      return { length: resolved, fromScale: token?.value === `{radius.${scale}}` };
    },
  };
}

type Reader = ReturnType<typeof reader>;

function buttonAnimation(r: Reader): string {
  if (r.resolved('button.hover-translate-y') === '-2px') return 'lift';
  if (readNumber(r.resolved('button.hover-scale')) === 1.03) return 'scale';
  const glow = r.resolved('button.hover-glow');
  return isObject(glow) && (readPx(glow.blur) ?? 0) > 0 ? 'glow' : 'none';
}

function focusStyle(r: Reader): string {
  const ring = r.raw('form.focus-ring');
  if (!isObject(ring)) return 'ring';
  if (ring.inset === true) return 'underline';
  return (readPx(ring.blur) ?? 0) > 0 ? 'glow' : 'ring';
}

function cardBackground(r: Reader): string {
  if (r.type('card.background') === 'gradient') return 'gradient';
  return readNumber(r.resolved('card.background-opacity')) === 0.7 ? 'glass' : 'solid';
}

/**
 * The component overrides that give these `component.*` tokens: `null` when
 * they are what a design without a template gets, undefined when the input has
 * no Kitsmith component tokens. Variant and size defaults are not in tokens and
 * come back as primary / md.
 */
export function mapComponents(
  tokens: readonly ImportToken[],
  ledger: ImportLedger,
): ComponentOverrides | null | undefined {
  if (!tokens.some((t) => t.path.startsWith('component.button.'))) return undefined;
  const r = reader(tokens, ledger);
  const radii = {
    buttons: r.radius('button.radius', 'md'),
    forms: r.radius('form.radius', 'md'),
    cards: r.radius('card.radius', 'lg'),
  };
  const overrides = {
    buttons: {
      defaultVariant: 'primary',
      defaultSize: 'md',
      gradient: r.type('button.background') === 'gradient',
      animation: buttonAnimation(r),
      borderRadius: radii.buttons.length,
      shadow: r.shadow('button.shadow'),
      padding: PADDING_ALIASES[String(r.raw('button.padding-x'))] ?? 'normal',
    },
    forms: { borderRadius: radii.forms.length, shadow: r.shadow('form.shadow'), focusStyle: focusStyle(r) },
    cards: {
      borderRadius: radii.cards.length,
      shadow: r.shadow('card.shadow'),
      border: CARD_BORDERS[String(r.resolved('card.border-width'))] ?? 'subtle',
      background: cardBackground(r),
    },
  };
  const parsed = componentOverridesSchema.safeParse(overrides);
  if (!parsed.success) {
    ledger.warn('The component tokens could not be read as Kitsmith component settings; they were left out.');
    return undefined;
  }
  const { buttons, forms, cards } = parsed.data;
  const withoutTemplate =
    Object.values(radii).every((radius) => radius.fromScale) &&
    !buttons.gradient &&
    buttons.animation === 'none' &&
    buttons.shadow === 'subtle' &&
    buttons.padding === 'normal' &&
    forms.shadow === 'none' &&
    forms.focusStyle === 'ring' &&
    cards.shadow === 'subtle' &&
    cards.border === 'subtle' &&
    cards.background === 'solid';
  return withoutTemplate ? null : parsed.data;
}
