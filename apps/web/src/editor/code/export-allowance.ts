import { componentsBeyond, isComponentAllowed, type ExportAllowance } from '@kitsmith/contract';
import { findComponent, type DesignSystem } from '@kitsmith/core';

/**
 * The design as the plan exports it: every component, or only the basic ones,
 * with the names of the components left out (one each, in canvas order).
 */
export function exportableDesign(design: DesignSystem, allowance: ExportAllowance): { design: DesignSystem; leftOut: string[] } {
  const kept = design.components.filter((component) => isComponentAllowed(allowance, component.componentId));
  if (kept.length === design.components.length) return { design, leftOut: [] };
  const leftOut = componentsBeyond(allowance, design.components.map((component) => component.componentId));
  return { design: { ...design, components: kept }, leftOut: leftOut.map((id) => findComponent(id)?.name ?? id) };
}
