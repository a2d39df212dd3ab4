import { componentsBeyond, isComponentAllowed, type ExportAllowance } from '@kitsmith/contract';
import { findComponent, type DesignSystem } from '@kitsmith/core';

/**
 * The design as the plan exports it: every component, or only the basic ones,
 * with the names of the components left out (one each, in canvas order).
 */
export function exportableDesign(config: DesignSystem, allowance: ExportAllowance): { config: DesignSystem; leftOut: string[] } {
  const kept = config.components.filter((component) => isComponentAllowed(allowance, component.componentId));
  if (kept.length === config.components.length) return { config, leftOut: [] };
  const leftOut = componentsBeyond(allowance, config.components.map((component) => component.componentId));
  return { config: { ...config, components: kept }, leftOut: leftOut.map((id) => findComponent(id)?.name ?? id) };
}
