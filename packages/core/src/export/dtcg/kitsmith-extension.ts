import { CURRENT_SCHEMA_VERSION, type DesignSystem } from '../../model/design-system.ts';
import { KITSMITH_EXTENSION } from '../../tokens/types.ts';

export { KITSMITH_EXTENSION };

/** The design a token file came from, without its placed components (they are project content, not tokens). */
export type ExportedDesignSystem = Omit<DesignSystem, 'components'>;

export interface KitsmithExtension {
  /** The design system schema version of `designSystem`. */
  schemaVersion: number;
  designSystem: ExportedDesignSystem;
}

/** `{"dev.kitsmith": {schemaVersion, designSystem}}`, for the root `$extensions` of the primitives file. */
export function kitsmithExtension(system: DesignSystem): Record<typeof KITSMITH_EXTENSION, KitsmithExtension> {
  const { components: _components, ...designSystem } = system;
  return { [KITSMITH_EXTENSION]: { schemaVersion: CURRENT_SCHEMA_VERSION, designSystem } };
}
