import { OVERRIDE_SCHEMES } from '../../model/color-overrides.ts';
import type { TokenGroup, TokenSet } from '../../tokens/types.ts';
import { groupAt, paletteNames, semanticColorNames } from './token-groups.ts';
import { tokenPaths } from './tokens-ts.ts';
import { typeAlias } from './type-alias.ts';

const keys = (group: TokenGroup, path: string) => Object.keys(groupAt(group, path));

/** `typescript/token-names.d.ts`: unions of token names, to type props and helpers that take a token. */
export function tokenNamesDts(tokens: TokenSet, header: string): string {
  const { primitives, components } = tokens;
  const palettes = paletteNames(tokens);
  const componentNames = keys(components, 'component');
  const aliases = [
    typeAlias('ColorScheme', [...OVERRIDE_SCHEMES], 'The schemes of `tokens.color` and `tokens.component`.'),
    typeAlias('PaletteName', palettes, 'A tonal palette: `tokens.palette[name][step]`.'),
    typeAlias('PaletteStep', palettes[0] ? keys(primitives, `palette.${palettes[0]}`) : [], 'A step of every palette.'),
    typeAlias(
      'ColorToken',
      semanticColorNames(tokens),
      'A semantic colour: `tokens.color[scheme][name]`, `var(--name)` in CSS.',
    ),
    typeAlias('FontFamilyToken', keys(primitives, 'font.family'), '`tokens.font.family[name]`'),
    typeAlias('FontSizeToken', keys(primitives, 'font.size'), '`tokens.font.size[name]`'),
    typeAlias('FontWeightToken', keys(primitives, 'font.weight'), '`tokens.font.weight[name]`'),
    typeAlias('LineHeightToken', keys(primitives, 'font.line-height'), '`tokens.font["line-height"][name]`'),
    typeAlias('SpaceToken', keys(primitives, 'space'), '`tokens.space[name]`: `0-5` is half a unit.'),
    typeAlias('RadiusToken', keys(primitives, 'radius'), '`tokens.radius[name]`'),
    typeAlias('ShadowToken', keys(primitives, 'shadow'), '`tokens.shadow[name]`'),
    typeAlias('DurationToken', keys(primitives, 'duration'), '`tokens.duration[name]`'),
    typeAlias('EasingToken', keys(primitives, 'easing'), '`tokens.easing[name]`'),
    typeAlias('ComponentName', componentNames, 'A component with tokens: `tokens.component[scheme][name]`.'),
    typeAlias(
      'ComponentToken',
      componentNames.flatMap((name) => keys(components, `component.${name}`).map((token) => `${name}.${token}`)),
      'A component token, such as `button.radius`.',
    ),
    typeAlias('TokenPath', tokenPaths(tokens), 'Every token path, as in tokens.json: the keys of `cssVariables`.'),
  ];
  return [header, ...aliases].join('\n');
}
