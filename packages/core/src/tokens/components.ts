import type { DesignSystem } from '../model/design-system.ts';
import type { ShadowLevel } from '../model/primitives.ts';
import type { ComponentOverrides } from '../model/template.ts';
import { alias, type ShadowValue, type Token, type TokenGroup } from './types.ts';

const token = (type: Token['$type'], value: Token['$value']): Token => ({ $type: type, $value: value });

const NO_SHADOW: ShadowValue = { color: '#00000000', offsetX: '0px', offsetY: '0px', blur: '0px', spread: '0px' };

/** A component's shadow level, as an alias into the shadow scale. */
function shadow(level: ShadowLevel): Token {
  if (level === 'none') return token('shadow', NO_SHADOW);
  return token('shadow', alias(`shadow.${{ subtle: 'sm', medium: 'md', strong: 'lg' }[level]}`));
}

/** A template's own radius, or the design's radius scale when no template is applied. */
function radius(length: string | undefined, scale: 'md' | 'lg'): Token {
  return token('dimension', length ?? alias(`radius.${scale}`));
}

const BUTTON_PADDING = {
  compact: { x: 'space.3', y: 'space.1-5' },
  normal: { x: 'space.4', y: 'space.2' },
  spacious: { x: 'space.6', y: 'space.3' },
} as const;

function buttonTokens(buttons: ComponentOverrides['buttons'] | undefined): TokenGroup {
  const padding = BUTTON_PADDING[buttons?.padding ?? 'normal'];
  const animation = buttons?.animation ?? 'none';
  return {
    radius: radius(buttons?.borderRadius, 'md'),
    'padding-x': token('dimension', alias(padding.x)),
    'padding-y': token('dimension', alias(padding.y)),
    shadow: shadow(buttons?.shadow ?? 'subtle'),
    background: buttons?.gradient
      ? token('gradient', [
          { color: alias('color.primary'), position: 0 },
          { color: alias('color.secondary'), position: 1 },
        ])
      : token('color', alias('color.primary')),
    foreground: token('color', alias('color.primary-foreground')),
    'hover-translate-y': token('dimension', animation === 'lift' ? '-2px' : '0px'),
    'hover-scale': token('number', animation === 'scale' ? 1.03 : 1),
    'hover-glow': token(
      'shadow',
      animation === 'glow'
        ? { color: alias('color.primary'), offsetX: '0px', offsetY: '0px', blur: '16px', spread: '0px' }
        : NO_SHADOW,
    ),
    'transition-duration': token('duration', alias('duration.fast')),
  };
}

const FOCUS_RINGS: Record<ComponentOverrides['forms']['focusStyle'], ShadowValue> = {
  ring: { color: alias('color.ring'), offsetX: '0px', offsetY: '0px', blur: '0px', spread: '3px' },
  glow: { color: alias('color.ring'), offsetX: '0px', offsetY: '0px', blur: '12px', spread: '2px' },
  underline: { color: alias('color.ring'), offsetX: '0px', offsetY: '-2px', blur: '0px', spread: '0px', inset: true },
};

function formTokens(forms: ComponentOverrides['forms'] | undefined): TokenGroup {
  return {
    radius: radius(forms?.borderRadius, 'md'),
    shadow: shadow(forms?.shadow ?? 'none'),
    'border-color': token('color', alias('color.input')),
    'focus-ring': token('shadow', FOCUS_RINGS[forms?.focusStyle ?? 'ring']),
  };
}

const CARD_BORDER_WIDTH = { none: '0px', subtle: '1px', strong: '2px' } as const;

function cardTokens(cards: ComponentOverrides['cards'] | undefined): TokenGroup {
  const border = cards?.border ?? 'subtle';
  const background = cards?.background ?? 'solid';
  return {
    radius: radius(cards?.borderRadius, 'lg'),
    shadow: shadow(cards?.shadow ?? 'subtle'),
    padding: token('dimension', alias('space.6')),
    'border-width': token('dimension', CARD_BORDER_WIDTH[border]),
    'border-color': token('color', alias(border === 'strong' ? 'color.primary' : 'color.border')),
    background:
      background === 'gradient'
        ? token('gradient', [
            { color: alias('color.card'), position: 0 },
            { color: alias('color.muted'), position: 1 },
          ])
        : token('color', alias('color.card')),
    'background-opacity': token('number', background === 'glass' ? 0.7 : 1),
    'backdrop-blur': token('dimension', background === 'glass' ? '16px' : '0px'),
    // No `foreground`: it would be written --card-foreground, the name of the semantic colour cards' text takes.
  };
}

/** The component tier: button, form and card tokens from the template's overrides, aliasing the other tiers. */
export function componentTokens({ componentOverrides }: DesignSystem): TokenGroup {
  return {
    component: {
      button: buttonTokens(componentOverrides?.buttons),
      form: formTokens(componentOverrides?.forms),
      card: cardTokens(componentOverrides?.cards),
    },
  };
}
