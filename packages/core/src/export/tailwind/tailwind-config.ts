import type { TokenSet } from '../../tokens/types.ts';
import { cssVarName } from '../css/css-value.ts';
import { jsObject, type JsObject, type JsValue } from '../typescript/js-object.ts';
import { splitTopLevel } from '../css/split-top-level.ts';
import { paletteNames, primitiveScale, semanticColorNames } from '../typescript/token-groups.ts';

const FOREGROUND = '-foreground';

const semanticVar = (name: string) => `var(${cssVarName(`color.${name}`)})`;

/**
 * Semantic colours read the custom properties (`primary: {DEFAULT: "var(--primary)",
 * foreground: "var(--primary-foreground)"}`), so they follow the colour scheme;
 * a palette of the same name adds its literal steps (`bg-primary-500`).
 */
function colors(tokens: TokenSet): JsObject {
  const semantic = semanticColorNames(tokens);
  const palettes = paletteNames(tokens);
  const isPaired = (name: string) => name.endsWith(FOREGROUND) && semantic.includes(name.slice(0, -FOREGROUND.length));
  const steps = (palette: string) => primitiveScale(tokens, `palette.${palette}`);
  const result = new Map<string, JsValue>();
  for (const name of semantic.filter((name) => !isPaired(name))) {
    const hasForeground = semantic.includes(`${name}${FOREGROUND}`);
    if (!hasForeground && !palettes.includes(name)) {
      result.set(name, semanticVar(name));
      continue;
    }
    result.set(
      name,
      new Map<string, JsValue>([
        ['DEFAULT', semanticVar(name)],
        ...(hasForeground ? [['foreground', semanticVar(`${name}${FOREGROUND}`)] as const] : []),
        ...(palettes.includes(name) ? steps(name) : []),
      ]),
    );
  }
  for (const palette of palettes.filter((palette) => !semantic.includes(palette))) {
    result.set(palette, new Map(steps(palette)));
  }
  return result;
}

/** `theme.extend` for Tailwind CSS v3: the design's scales as literal values. */
function themeExtend(tokens: TokenSet): JsObject {
  const scale = (path: string, key = (name: string) => name) =>
    new Map(primitiveScale(tokens, path).map(([name, value]) => [key(name), value]));
  const withDefault = (path: string, defaultName: string) => {
    const values = scale(path);
    const fallback = values.get(defaultName);
    return new Map([...(fallback === undefined ? [] : [['DEFAULT', fallback] as const]), ...values]);
  };
  return new Map<string, JsValue>([
    ['colors', colors(tokens)],
    [
      'fontFamily',
      new Map(primitiveScale(tokens, 'font.family').map(([name, stack]) => [name, splitTopLevel(stack, ',')])),
    ],
    ['fontSize', scale('font.size')],
    ['fontWeight', scale('font.weight')],
    ['lineHeight', scale('font.line-height')],
    ['spacing', scale('space', (name) => name.replace('-', '.'))],
    ['borderRadius', scale('radius')],
    ['boxShadow', scale('shadow')],
    ['transitionDuration', withDefault('duration', 'fast')],
    ['transitionTimingFunction', withDefault('easing', 'standard')],
  ]);
}

/**
 * `tailwind.config.cjs` for Tailwind CSS v3. Semantic colours are utilities over
 * the custom properties of css/tokens.css (`bg-primary` is `var(--primary)`);
 * everything else is literal. `dark:` follows `data-theme="dark"`, like the tokens.
 */
export function tailwindConfig(tokens: TokenSet, header: string): string {
  const config = new Map<string, JsValue>([
    ['darkMode', ['selector', '[data-theme="dark"]']],
    ['theme', new Map([['extend', themeExtend(tokens)]])],
  ]);
  return `${header}/** @type {import('tailwindcss').Config} */\nmodule.exports = ${jsObject(config)};\n`;
}
