import type { ExportFormat } from '@kitsmith/core';
import { z } from 'zod';
import { basicComponentIds, basicExportFormats, type PlanLimits } from './plans.ts';

/** What a caller may export from a project: every format or the free plan's, every component or the basic ones. */
export const exportAllowanceSchema = z.object({ all_formats: z.boolean(), all_components: z.boolean() });
export type ExportAllowance = z.infer<typeof exportAllowanceSchema>;

/**
 * What several plans allow together. An export from a project goes by the
 * caller's plan and the project owner's: an owner's paid plan covers their
 * team, and a paying member may export what they can see.
 */
export function exportAllowanceOf(...plans: readonly PlanLimits[]): ExportAllowance {
  return {
    all_formats: plans.some((limits) => limits.allowAllExportFormats),
    all_components: plans.some((limits) => limits.allowAllComponents),
  };
}

/** Whether the allowance exports `format`. */
export function isFormatAllowed(allowance: ExportAllowance, format: ExportFormat): boolean {
  return allowance.all_formats || basicExportFormats.includes(format);
}

/** Whether the allowance exports the catalogue component `componentId`. */
export function isComponentAllowed(allowance: ExportAllowance, componentId: string): boolean {
  return allowance.all_components || basicComponentIds.includes(componentId);
}

/** The formats among `formats` the allowance does not export, in the order given. */
export function formatsBeyond(allowance: ExportAllowance, formats: readonly ExportFormat[]): ExportFormat[] {
  return formats.filter((format) => !isFormatAllowed(allowance, format));
}

/** The components among `componentIds` the allowance does not export, each once, in the order given. */
export function componentsBeyond(allowance: ExportAllowance, componentIds: readonly string[]): string[] {
  return [...new Set(componentIds.filter((id) => !isComponentAllowed(allowance, id)))];
}
