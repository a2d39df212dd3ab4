import { BoundedCache } from '../util/bounded-cache.ts';
import { readColor } from './read-values.ts';
import type { SourceToken } from './types.ts';

/** What a token is about, as far as mapping goes. */
export type TokenKind =
  | 'color'
  | 'fontFamily'
  | 'fontSize'
  | 'lineHeight'
  | 'fontWeight'
  | 'spacing'
  | 'radius'
  | 'shadow'
  | 'duration'
  | 'easing'
  | 'component'
  | 'other';

// Large files repeat the same few group names thousands of times (`color`, `scale`, `500`).
const normalized = new BoundedCache<string, string>(4096);

/** `fontFamily` -> `font-family`, `Brand Colors` -> `brand-colors`, `DEFAULT` -> `default`. */
export function normalizeSegment(segment: string): string {
  let name = normalized.get(segment);
  if (name === undefined) {
    name = segment
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[\s_]+/g, '-');
    normalized.set(segment, name);
  }
  return name;
}

export const segmentsOf = (path: string): string[] => path.split('.').map(normalizeSegment);

/** DTCG and Tokens Studio types. */
const KIND_OF_TYPE: Record<string, TokenKind> = {
  color: 'color',
  fontFamily: 'fontFamily',
  fontFamilies: 'fontFamily',
  fontSize: 'fontSize',
  fontSizes: 'fontSize',
  lineHeight: 'lineHeight',
  lineHeights: 'lineHeight',
  fontWeight: 'fontWeight',
  fontWeights: 'fontWeight',
  spacing: 'spacing',
  borderRadius: 'radius',
  shadow: 'shadow',
  boxShadow: 'shadow',
  duration: 'duration',
  cubicBezier: 'easing',
};

/** Path words that say what a dimension, number or untyped token is for, in the order they are tried. */
const KIND_OF_WORDS: [TokenKind, RegExp][] = [
  ['fontFamily', /(^|-)famil(y|ies)$/],
  ['lineHeight', /^(line-heights?|leading)$/],
  ['fontWeight', /(^|-)weights?$/],
  ['shadow', /^(shadows?|box-shadows?|elevations?)$/],
  ['radius', /^(radius|radii|border-radius|border-radii|rounded|corner-radius)$/],
  ['spacing', /^(space|spaces|spacing|spacings|spacer|spacers)$/],
  ['duration', /^(durations?|transition-duration)$/],
  ['easing', /^(easings?|ease|timing-functions?)$/],
];

const FONT_CONTEXT = /^(font|fonts|type|typography|text)$/;

function kindFromPath(segments: string[]): TokenKind | undefined {
  if (segments.some((s) => /^font-sizes?$/.test(s))) return 'fontSize';
  if (segments.some((s) => /^sizes?$/.test(s)) && segments.some((s) => FONT_CONTEXT.test(s))) return 'fontSize';
  return KIND_OF_WORDS.find(([, words]) => segments.some((segment) => words.test(segment)))?.[0];
}

/**
 * A token's kind: component tokens by their top group, then the declared type,
 * then the path's words (for `dimension`, `number`, untyped...), then an untyped
 * value that reads as a colour.
 */
export function classifyToken(token: SourceToken, resolved: unknown, segments = segmentsOf(token.path)): TokenKind {
  if (segments[0] === 'component' || segments[0] === 'components') return 'component';
  const declared = token.type === undefined ? undefined : KIND_OF_TYPE[token.type];
  if (declared) return declared;
  const fromPath = kindFromPath(segments);
  if (fromPath) return fromPath;
  if (token.type === undefined && readColor(resolved) !== undefined) return 'color';
  return 'other';
}
