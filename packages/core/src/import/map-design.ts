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

/** Parses the draft; a section the schema refuses (which the mappers try to prevent) is dropped with a warning. */
function parseDraft(draft: Record<string, unknown>, ledger: ImportLedger): DesignSystem {
  try {
    return parseDesignSystem(draft);
  } catch (error) {
    if (!(error instanceof InvalidDesignSystemError)) throw error;
    const sections = new Set(error.issues.map((issue) => issue.split(/[.:]/)[0] ?? ''));
    ledger.warn(`Some values were out of range and Kitsmith's defaults were kept: ${error.issues.join('; ')}`);
    return parseDesignSystem(Object.fromEntries(Object.entries(draft).filter(([key]) => !sections.has(key))));
  }
}

/**
 * A design from tokens that carry no Kitsmith design: each mapper reads the
 * tokens of its kind and records what it used. Fields no token gives keep the
 * default design's values. Dark-scheme tokens are not read.
 */
export function mapDesign(tokens: readonly ImportToken[], ledger: ImportLedger): DesignSystem {
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
  return parseDraft(
    {
      schemaVersion: CURRENT_SCHEMA_VERSION,
      theme: {
        primaryColor: colors.primary,
        secondaryColor: colors.secondary,
        accentColor: colors.accent,
        animations,
      },
      colors: {
        neutral: colors.neutral,
        success: colors.success,
        warning: colors.warning,
        danger: colors.danger,
        info: colors.info,
      },
      typography,
      spacing,
      radius,
      shadows,
      motion: { animationStyle },
      componentOverrides,
    },
    ledger,
  );
}
