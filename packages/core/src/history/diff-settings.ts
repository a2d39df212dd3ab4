import { designSettings, type DesignSetting, type SettingValue } from '../merge/design-settings.ts';
import type { DesignSystem } from '../model/design-system.ts';
import { sameJson } from '../util/same-json.ts';
import type { SettingChange } from './diff-schema.ts';

/** Parts of a design that are not settings: the components and the template (with the styling it sets) have diffs of their own. */
const NOT_SETTINGS = new Set(['components', 'template', 'componentOverrides']);

const SETTINGS_BY_PATH = new Map(designSettings.map((setting) => [setting.key, setting]));

/** The summary group a setting counts under: colour settings, then its section. */
export function settingGroup(path: string, setting: DesignSetting | undefined): string {
  if (setting?.kind === 'color' || path.startsWith('colors.')) return 'colours';
  const section = path.split('.')[0];
  if (section === 'typography' || section === 'spacing') return section;
  return 'other';
}

/** Every leaf of a JSON document by dot path, in the document's key order. */
function leaves(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [name, child] of Object.entries(value)) {
      if (child !== undefined) leaves(child, prefix ? `${prefix}.${name}` : name, into);
    }
  } else if (prefix) into.set(prefix, value);
  return into;
}

function settingLeaves(design: DesignSystem): Map<string, unknown> {
  const into = new Map<string, unknown>();
  for (const [name, value] of Object.entries(design)) {
    if (!NOT_SETTINGS.has(name) && value !== undefined) leaves(value, name, into);
  }
  return into;
}

function showSetting(setting: DesignSetting | undefined, value: unknown): string | null {
  if (value === undefined) return null;
  if (setting && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) {
    return setting.show(value satisfies SettingValue);
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Every setting (a leaf of the design outside its components and template) that differs, labelled as the
 * editor labels it; a path the editor does not name is labelled by the path. After's order, then removed ones.
 */
export function diffSettings(before: DesignSystem, after: DesignSystem): SettingChange[] {
  const was = settingLeaves(before);
  const is = settingLeaves(after);
  const paths = new Set([...is.keys(), ...was.keys()]);
  const changes: SettingChange[] = [];
  for (const path of paths) {
    const [from, to] = [was.get(path), is.get(path)];
    if (sameJson(from, to)) continue;
    const setting = SETTINGS_BY_PATH.get(path);
    changes.push({
      path,
      label: setting?.label ?? path,
      group: settingGroup(path, setting),
      kind: from === undefined ? 'added' : to === undefined ? 'removed' : 'changed',
      before: from ?? null,
      after: to ?? null,
      beforeText: showSetting(setting, from),
      afterText: showSetting(setting, to),
    });
  }
  return changes;
}
