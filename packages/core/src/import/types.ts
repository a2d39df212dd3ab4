import type { SemanticColorRole } from '../model/color-overrides.ts';
import type { DesignSystem } from '../model/design-system.ts';

/**
 * What the importer recognised the input as: a Kitsmith export, W3C DTCG JSON (Figma's variable export and
 * Style Dictionary JSON are told apart), Tokens Studio, CSS custom properties (shadcn/tweakcn `globals.css`
 * in Tailwind v3 HSL or v4 OKLCH, or any `:root` variables), a Tailwind v3 config (read as data, never run),
 * or Material Theme Builder's JSON export.
 */
export const IMPORT_FORMATS = [
  'kitsmith',
  'dtcg',
  'figma',
  'style-dictionary',
  'tokens-studio',
  'shadcn-css',
  'css',
  'tailwind-config',
  'material',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where an input token went: a design system field such as `theme.primaryColor`, or `derived` (see ImportReport). */
export interface MappedToken {
  path: string;
  to: string;
}

export interface UnmappedToken {
  path: string;
  reason: string;
}

/**
 * What `importTokens` did with every token of the input. Each input token is
 * listed once in `mapped` or `unmapped` (a token that set two fields, such as
 * a lone sans family used for body and heading, appears once per field).
 * `to: 'derived'` means the token was not read but Kitsmith regenerates it,
 * with the same value, from the imported design. Paths of a multi-file or
 * multi-set input start with the file or set name and a slash (`light/color.primary`).
 */
export interface ImportReport {
  format: ImportFormat;
  mapped: MappedToken[];
  unmapped: UnmappedToken[];
  warnings: string[];
}

export interface ImportResult {
  system: DesignSystem;
  report: ImportReport;
}

/** Which colour scheme a file or token set is for; `shared` tokens apply to both. */
export type TokenScope = 'shared' | 'light' | 'dark';

/** One token of the input, format differences removed. */
export interface SourceToken {
  /** Dot path inside its file or set, as aliases name it. */
  path: string;
  /** How the report names it: the path, prefixed with `file/` or `set/` when the input has several. */
  label: string;
  /** `$type` (inherited from groups) or Tokens Studio's `type`. */
  type: string | undefined;
  value: unknown;
  scope: TokenScope;
  /** The semantic colour the input says this is (CSS `--card`, Material `surface`), when its reader knows. */
  role?: SemanticColorRole;
}
