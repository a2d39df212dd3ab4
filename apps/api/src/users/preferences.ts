import type { Logger } from 'pino';
import { readJson } from '../db/columns.ts';
import { preferencesSchema, type Preferences, type PreferencesPatch } from '@kitsmith/contract';

type PreferenceKey = keyof Preferences;
const KEYS = Object.keys(preferencesSchema.shape) as PreferenceKey[];

/**
 * The stored preferences, checked with the schema field by field: a value
 * that no longer fits (written by an older version) is dropped and logged,
 * the rest survive.
 */
export function readPreferences(stored: unknown, logger?: Logger): Preferences {
  let value: unknown;
  try {
    value = readJson(stored);
  } catch {
    logger?.warn('stored preferences are not valid JSON; using the defaults');
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const preferences: Record<string, unknown> = {};
  for (const key of KEYS) {
    const field = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    const parsed = preferencesSchema.shape[key].safeParse(field);
    if (parsed.success) preferences[key] = parsed.data;
    else logger?.warn({ key }, 'dropping a stored preference that no longer fits its schema');
  }
  return preferencesSchema.parse(preferences);
}

/** `patch` over `current`: code style merges field by field; `null` removes a key (back to its default). */
export function mergePreferences(current: Preferences, patch: PreferencesPatch): Preferences {
  const next: Preferences = { ...current };
  if (patch.theme !== undefined) {
    if (patch.theme === null) delete next.theme;
    else next.theme = patch.theme;
  }
  if (patch.emailNotifications !== undefined) {
    if (patch.emailNotifications === null) delete next.emailNotifications;
    else next.emailNotifications = patch.emailNotifications;
  }
  if (patch.defaultExportFormats !== undefined) {
    if (patch.defaultExportFormats === null) delete next.defaultExportFormats;
    else next.defaultExportFormats = patch.defaultExportFormats;
  }
  if (patch.codeStyle !== undefined) {
    if (patch.codeStyle === null) delete next.codeStyle;
    else next.codeStyle = { ...current.codeStyle, ...patch.codeStyle };
  }
  return next;
}
