import {
  CURRENT_SCHEMA_VERSION,
  InvalidDesignSystemError,
  parseDesignSystem,
  type DesignSystem,
} from '../model/design-system.ts';
import type { ImportLedger, ImportToken } from './import-ledger.ts';
import { mapColors } from './map-colors.ts';
import { mapComponents } from './map-components.ts';
import { mapMotion, mapShadows } from './map-effects.ts';
import { mapRadius, mapSpacing } from './map-layout.ts';
import { mapTypography } from './map-typography.ts';

/** Parses the draft; a section the schema refuses (which the mappers try to prevent) is `base`'s, or the default, with a warning. */
function parseDraft(draft: Record<string, unknown>, ledger: ImportLedger, base: DesignSystem | undefined): DesignSystem {
  try {
    return parseDesignSystem(draft);
  } catch (error) {
    if (!(error instanceof InvalidDesignSystemError)) throw error;
    const sections = new Set(error.issues.map((issue) => issue.split(/[.:]/)[0] ?? ''));
    ledger.warn(`Some values were out of range and Kitsmith's defaults were kept: ${error.issues.join('; ')}`);
    const kept = Object.entries(draft).map(([key, value]) => [key, sections.has(key) ? base?.[key as keyof DesignSystem] : value]);
    return parseDesignSystem(Object.fromEntries(kept.filter(([, value]) => value !== undefined)));
  }
}

/** `value` without its undefined members, so spreading it over a section keeps the section's own values for them. */
function defined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, member]) => member !== undefined)) as Partial<T>;
}

/**
 * A design from tokens that carry no Kitsmith design: each mapper reads the
 * tokens of its kind and records what it used. Fields no token gives keep
 * `base`'s values (the default design's without one). Dark-scheme tokens are
 * not read here (see `pinColors`).
 */
export function mapDesign(tokens: readonly ImportToken[], ledger: ImportLedger, base?: DesignSystem): DesignSystem {
  const readable = tokens.filter((token) => token.scope !== 'dark');
  tokens
    .filter((token) => token.scope === 'dark')
    .forEach((token) => ledger.skip(token, 'a dark-scheme token: Kitsmith derives the dark scheme from the palettes'));
  const colors = mapColors(readable, ledger);
  const typography = mapTypography(readable, ledger);
  const spacing = mapSpacing(readable, ledger);
  const radius = mapRadius(readable, ledger);
  const shadows = mapShadows(readable, ledger);
  const { animations, animationStyle } = mapMotion(readable, ledger);
  const componentOverrides = mapComponents(readable, ledger);
  const draft = {
    theme: defined({ primaryColor: colors.primary, secondaryColor: colors.secondary, accentColor: colors.accent, animations }),
    colors: defined({
      neutral: colors.neutral,
      success: colors.success,
      warning: colors.warning,
      danger: colors.danger,
      info: colors.info,
    }),
    typography: defined(typography),
    spacing: defined(spacing),
    radius: defined(radius),
    shadows: defined(shadows),
    motion: defined({ animationStyle }),
  };
  // A field the tokens show to be derived (null: fluid type) is left out, so it is derived rather than base's own.
  const sections = Object.fromEntries(
    Object.entries(draft).map(([key, section]) => [
      key,
      Object.fromEntries(Object.entries({ ...(base?.[key as keyof typeof draft] ?? {}), ...section }).filter(([, value]) => value !== null)),
    ]),
  );
  return parseDraft(
    {
      ...base,
      schemaVersion: CURRENT_SCHEMA_VERSION,
      ...sections,
      componentOverrides: componentOverrides === undefined ? (base?.componentOverrides ?? null) : componentOverrides,
    },
    ledger,
    base,
  );
}
