import { OVERRIDE_SCHEMES, colorOverrideSchema, type ColorOverrides, type OverrideScheme, type SemanticColorRole } from './color-overrides.ts';
import type { DesignSystem } from './design-system.ts';

/**
 * The design with `role` pinned to `value` in `scheme` (a palette step such as `palette.accent.50`, or a
 * 6-digit hex), or, with `value` undefined, with that pin removed so the role is derived again. Schemes
 * left with no pin are dropped, and so is `colorOverrides` when nothing is pinned. The same design comes
 * back when nothing changes. Throws the schema's error for a value that is neither a step nor a hex.
 */
export function withColorOverride(system: DesignSystem, scheme: OverrideScheme, role: SemanticColorRole, value: string | undefined): DesignSystem {
  const pin = value === undefined ? undefined : colorOverrideSchema.parse(value);
  const current = system.colorOverrides?.[scheme]?.[role];
  if (current === pin) return system;
  const { [role]: _previous, ...others } = system.colorOverrides?.[scheme] ?? {};
  const pins = pin === undefined ? others : { ...others, [role]: pin };
  const overrides: ColorOverrides = { ...system.colorOverrides, [scheme]: pins };
  const kept = OVERRIDE_SCHEMES.filter((each) => Object.keys(overrides[each] ?? {}).length > 0);
  const { colorOverrides: _old, ...rest } = system;
  return kept.length === 0 ? rest : { ...rest, colorOverrides: Object.fromEntries(kept.map((each) => [each, overrides[each]])) as ColorOverrides };
}
