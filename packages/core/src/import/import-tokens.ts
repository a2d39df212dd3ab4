import type { DesignSystem } from '../model/design-system.ts';
import type { ThemeMode } from '../model/theme.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import { classifyToken, segmentsOf, type TokenKind } from './classify-token.ts';
import { collectTokens } from './collect-tokens.ts';
import { compareWithDesign } from './compare-with-design.ts';
import { ImportLedger, type ImportToken } from './import-ledger.ts';
import { invalidImport } from './import-errors.ts';
import { mapDesign } from './map-design.ts';
import { pinColors } from './pin-colors.ts';
import { refineSeeds } from './refine-seeds.ts';
import { invalidTokens, readInput } from './read-input.ts';
import { createResolver } from './resolve-values.ts';
import { restoreKitsmithDesign } from './restore-kitsmith.ts';
import type { ImportFormat, ImportResult, SourceToken, UnmappedToken } from './types.ts';

const REASONS: Partial<Record<TokenKind, string>> = {
  color:
    'not a colour role Kitsmith has (primary/brand, secondary, accent, neutral/gray, success, warning, danger/error, info)',
  fontWeight: "Kitsmith's font weights are fixed (400, 500, 600, 700)",
  component: 'Kitsmith reads only its own component tokens (component.button, .form and .card)',
};

function readTokens(sourceTokens: SourceToken[], ledger: ImportLedger): ImportToken[] {
  const resolve = createResolver(sourceTokens);
  return sourceTokens.map((token) => {
    const resolved = resolve(token);
    const value = resolved.ok ? resolved.value : undefined;
    const segments = segmentsOf(token.path);
    const kind = resolved.ok ? classifyToken(token, value, segments) : 'other';
    const read: ImportToken = { ...token, resolved: value, kind, segments };
    if (!resolved.ok) ledger.skip(read, resolved.reason);
    return read;
  });
}

/**
 * Accounts for every token against the design Kitsmith regenerates: equal ones
 * become `derived`. With a restored design nothing else was read, so the other
 * tokens are reported as differing or foreign, and edits after export are warned about.
 */
function compareTokens(tokens: ImportToken[], system: DesignSystem, restored: boolean, ledger: ImportLedger): void {
  const comparison = compareWithDesign(tokens, resolveTokens(system));
  for (const token of tokens) {
    const result = comparison.get(token);
    if (result === 'same' && (restored || !ledger.isMapped(token))) ledger.map(token, 'derived');
    if (restored) {
      ledger.skip(
        token,
        result === 'different'
          ? 'differs from the design in $extensions, which was used'
          : 'not part of a Kitsmith design',
      );
    }
  }
  const differing = tokens.filter((token) => comparison.get(token) === 'different');
  if (restored && differing.length > 0) {
    ledger.warn(
      `${differing.length} token(s) differ from the Kitsmith design kept in $extensions (such as ${differing[0]?.label}); ` +
        'that design was used. Remove $extensions["dev.kitsmith"] to import the edited values instead.',
    );
  }
}

/** What a reader found: its tokens, and what it left out before mapping (with why). */
export interface ReadTokens {
  format: ImportFormat;
  tokens: SourceToken[];
  warnings: readonly string[];
  /** Parts of the input that are not tokens Kitsmith maps (such as Tailwind's `@theme inline` bridges), with why. */
  notes?: readonly UnmappedToken[];
  /** The colour scheme a page gets by default, when the input says (Kitsmith's CSS export does). */
  mode?: ThemeMode | undefined;
}

/**
 * Maps tokens of any format into a design (see `mapDesign`), pins the semantic colours it would not
 * reproduce (see `pinColors`) and accounts for every token in the report.
 */
export function importSourceTokens(read: ReadTokens, base?: DesignSystem): ImportResult {
  const [note] = read.notes ?? [];
  if (read.tokens.length === 0 && note) {
    throw invalidImport(`Nothing in the input maps to a design setting: ${note.path} ${note.reason}.`);
  }
  const ledger = new ImportLedger();
  read.warnings.forEach((warning) => ledger.warn(warning));
  const tokens = readTokens(read.tokens, ledger);
  const mapped = refineSeeds(tokens, mapDesign(tokens, ledger, base), ledger, base);
  const colorOverrides = pinColors(tokens, mapped, ledger, base?.colorOverrides);
  const { colorOverrides: _derivedOnly, ...rest } = read.mode ? { ...mapped, theme: { ...mapped.theme, mode: read.mode } } : mapped;
  const system: DesignSystem = colorOverrides ? { ...rest, colorOverrides } : rest;
  compareTokens(tokens, system, false, ledger);
  const report = ledger.report(read.format, tokens, (token) => REASONS[token.kind] ?? 'no Kitsmith setting matches this token');
  report.unmapped.push(...(read.notes ?? []));
  return { system, report };
}

/** A restored Kitsmith design keeps `base`'s components, template and pins: the export carries none of them. */
function keepBase(restored: DesignSystem, base: DesignSystem | undefined): DesignSystem {
  if (!base) return restored;
  return { ...restored, components: base.components, template: base.template, colorOverrides: restored.colorOverrides ?? base.colorOverrides };
}

/**
 * Reads design tokens into a Kitsmith design, best effort, and reports what
 * became of every token. Accepts a JSON string or value:
 * - a Kitsmith DTCG export: its files merged into one object, an object of file
 *   name -> contents, or the export's `GeneratedFile[]`; the design kept under
 *   `$extensions["dev.kitsmith"]` is restored exactly;
 * - generic W3C DTCG tokens (`$value`, `$type`), one document or several files,
 *   Figma's variable export (modes as light and dark) and Style Dictionary JSON;
 * - a Tokens Studio export (`value`, `type`, token sets such as global/light/dark).
 * Without a Kitsmith design, colours, font families, sizes, spacing, radius,
 * shadows and motion are mapped by their names; anything else keeps `base`'s
 * (or the default design's) value. Throws `KitsmithError` `INVALID_TOKENS` only when the input is
 * not JSON, not an object, or holds no tokens at all.
 */
export function importTokens(json: unknown, base?: DesignSystem): ImportResult {
  const document = readInput(json);
  const prefix = document.sources.length > 1;
  const sourceTokens = document.sources.flatMap((source) => collectTokens(source, prefix));
  const restore = restoreKitsmithDesign(document.sources, prefix);
  if (sourceTokens.length === 0 && !restore?.system) {
    throw invalidTokens(
      'No design tokens found: no value has a `$value` (W3C DTCG) or a `value` and `type` (Tokens Studio).',
    );
  }
  const warnings = [...document.warnings];
  if (restore?.problem) {
    warnings.push(`The Kitsmith design in $extensions could not be read (${restore.problem}); the tokens were read instead.`);
  }
  const format = restore ? 'kitsmith' : document.format;
  if (!restore?.system) return importSourceTokens({ format, tokens: sourceTokens, warnings }, base);

  const ledger = new ImportLedger();
  warnings.forEach((warning) => ledger.warn(warning));
  const tokens = readTokens(sourceTokens, ledger);
  const system = keepBase(restore.system, base);
  compareTokens(tokens, system, true, ledger);
  const report = ledger.report('kitsmith', tokens, (token) => REASONS[token.kind] ?? 'no Kitsmith setting matches this token');
  report.mapped.unshift({ path: restore.label, to: 'design system' });
  return { system, report };
}
