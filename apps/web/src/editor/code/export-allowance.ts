import { basicComponentIds, basicExportFormats, findComponent, type DesignSystem, type ExportFormat } from '@kitsmith/core';
import type { ExportAllowance } from '@kitsmith/client';

/** Whether the caller's plan (or the project owner's) exports `format`: the same rule as `POST /projects/:id/export`. */
export const formatAllowed = (allowance: ExportAllowance, format: ExportFormat): boolean =>
  allowance.all_formats || basicExportFormats.includes(format);

/**
 * The design as the plan exports it: every component, or only the basic ones,
 * with the names of the components left out (one each, in canvas order).
 */
export function exportableDesign(config: DesignSystem, allowance: ExportAllowance): { config: DesignSystem; leftOut: string[] } {
  if (allowance.all_components) return { config, leftOut: [] };
  const kept = config.components.filter((component) => basicComponentIds.includes(component.componentId));
  if (kept.length === config.components.length) return { config, leftOut: [] };
  const leftOut = config.components.filter((component) => !basicComponentIds.includes(component.componentId));
  return { config: { ...config, components: kept }, leftOut: [...new Set(leftOut.map((component) => findComponent(component.componentId)?.name ?? component.componentId))] };
}
