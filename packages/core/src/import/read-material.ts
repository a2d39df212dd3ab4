import { z } from 'zod';
import type { SemanticColorRole } from '../model/color-overrides.ts';
import { invalidImport } from './import-errors.ts';
import type { ReadTokens } from './import-tokens.ts';
import type { SourceToken, UnmappedToken } from './types.ts';

const colorsSchema = z.record(z.string(), z.unknown());
const materialSchema = z.object({
  seed: z.string().optional(),
  coreColors: colorsSchema.optional(),
  schemes: z.object({ light: colorsSchema, dark: colorsSchema.optional() }).catchall(z.unknown()),
  palettes: z.record(z.string(), z.unknown()).optional(),
});

/** Whether parsed JSON is a Material Theme Builder export: `schemes.light` with Material's role names. */
export function isMaterialExport(value: unknown): boolean {
  const parsed = materialSchema.safeParse(value);
  return parsed.success && 'onPrimary' in parsed.data.schemes.light;
}

/** Material 3 scheme roles that are Kitsmith semantic colours; the rest (containers, fixed, inverse...) have none. */
const MATERIAL_ROLES: Record<string, SemanticColorRole> = {
  primary: 'primary',
  onPrimary: 'primary-foreground',
  secondary: 'secondary',
  onSecondary: 'secondary-foreground',
  tertiary: 'accent',
  onTertiary: 'accent-foreground',
  error: 'danger',
  onError: 'danger-foreground',
  background: 'background',
  onBackground: 'foreground',
  surface: 'surface',
  onSurface: 'surface-foreground',
  surfaceVariant: 'muted',
  onSurfaceVariant: 'muted-foreground',
  outlineVariant: 'border',
  outline: 'input',
};

/**
 * Reads Material Theme Builder's JSON export: the light and dark schemes' colours (mapped to Kitsmith's
 * roles, the light primary, secondary and tertiary seeding its palettes) and the core colours. Tonal
 * palettes, the other contrast levels and extended colours are reported, not read.
 */
export function readMaterial(value: unknown): ReadTokens {
  const parsed = materialSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidImport(
      `This is not a Material Theme Builder export: ${issue?.path.join('.') || 'the document'} ${issue?.message ?? 'is missing'}.`,
      'Export the theme from Material Theme Builder as JSON and import that file.',
    );
  }
  const { seed, coreColors, schemes, palettes } = parsed.data;
  const tokens: SourceToken[] = [];
  const notes: UnmappedToken[] = [];
  const add = (path: string, value: unknown, scope: SourceToken['scope'], role?: SemanticColorRole) =>
    tokens.push({ path, label: path, type: 'color', value, scope, ...(role ? { role } : {}) });
  for (const scheme of ['light', 'dark'] as const) {
    for (const [name, color] of Object.entries(schemes[scheme] ?? {})) add(`schemes.${scheme}.${name}`, color, scheme, MATERIAL_ROLES[name]);
  }
  for (const [name, color] of Object.entries(coreColors ?? {})) add(`coreColors.${name}`, color, 'light');
  if (seed !== undefined) notes.push({ path: 'seed', reason: 'the colour Material generated the schemes from: the schemes were read' });
  for (const name of Object.keys(schemes).filter((key) => key !== 'light' && key !== 'dark')) {
    notes.push({ path: `schemes.${name}`, reason: 'Kitsmith has one light and one dark scheme: the standard-contrast ones were read' });
  }
  for (const name of Object.keys(palettes ?? {})) {
    notes.push({ path: `palettes.${name}`, reason: "a Material tonal palette: Kitsmith generates its palettes from the schemes' key colours" });
  }
  return { format: 'material', tokens, warnings: [], notes };
}
