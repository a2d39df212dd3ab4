import { showTokenChangeScheme, type ComponentChange, type MetadataChange, type SettingChange, type TemplateChange, type TokenChange } from '@kitsmith/core';

/** A CSS colour as core writes resolved values and settings: hex, or a colour function. */
const COLOUR = /^(#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color)\([^()]*\))$/i;

export const isColourValue = (text: string | null | undefined): text is string => typeof text === 'string' && COLOUR.test(text.trim());

/** A setting of the font family kind (`typography.headingFamily`): its sample is drawn in that font stack. */
export const isFontFamily = (change: Pick<SettingChange, 'path'>): boolean => /family$/i.test(change.path);

/** A CSS length a type size is written in (`16px`, `1.125rem`): its sample is drawn at that size. */
export const isFontSize = (text: string): boolean => /^\d+(\.\d+)?(px|rem|em)$/.test(text.trim());

/** The settings of a diff in the panel's three groups: colours (with swatches), type (with samples), the rest as text. */
export function settingGroups(settings: readonly SettingChange[]): { colours: SettingChange[]; typography: SettingChange[]; other: SettingChange[] } {
  const colours: SettingChange[] = [];
  const typography: SettingChange[] = [];
  const other: SettingChange[] = [];
  for (const change of settings) {
    if (change.group === 'colours' || isColourValue(change.afterText) || isColourValue(change.beforeText)) colours.push(change);
    else if (change.group === 'typography') typography.push(change);
    else other.push(change);
  }
  return { colours, typography, other };
}

/** A component change as a sentence: "Added Card", "Renamed Hero to Banner", "Moved Footer from 3 to 1". */
export function componentChangeText(change: ComponentChange): string {
  switch (change.kind) {
    case 'added':
      return `Added ${change.name}`;
    case 'removed':
      return `Removed ${change.name}`;
    case 'renamed':
      return `Renamed ${change.previousName ?? 'a component'} to ${change.name}`;
    case 'moved':
      return change.from !== undefined && change.to !== undefined
        ? `Moved ${change.name} from position ${change.from + 1} to ${change.to + 1}`
        : `Moved ${change.name}`;
    case 'props': {
      const count = change.props?.length ?? 0;
      return `Changed ${count === 1 ? '1 property' : `${count} properties`} of ${change.name}`;
    }
  }
}

export function templateChangeText(change: TemplateChange): string {
  if (change.kind === 'applied') return `Applied the template ${change.after ?? ''}`.trim();
  if (change.kind === 'cleared') return `Cleared the template ${change.before ?? ''}`.trim();
  return `Template: ${change.before ?? 'none'} → ${change.after ?? 'none'}`;
}

const FIELD_LABELS: Record<MetadataChange['field'], string> = { name: 'Name', description: 'Description', version: 'Version' };

export function metadataChangeText(change: MetadataChange): string {
  const show = (value: string | null) => (value === null || value === '' ? 'none' : value);
  return `${FIELD_LABELS[change.field]}: ${show(change.before)} → ${show(change.after)}`;
}

/** The token changes as one line: "24 tokens changed" (1 token changed). */
export const tokenCountText = (tokens: readonly TokenChange[]): string => `${tokens.length} ${tokens.length === 1 ? 'token' : 'tokens'} changed`;

/** A token's schemes as the list shows them beside its path: nothing when every scheme changed alike, else "light and dark", "high contrast"... */
export const tokenScheme = (token: TokenChange): string => showTokenChangeScheme(token.scheme);
