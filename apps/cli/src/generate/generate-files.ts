import {
  exportDesignSystem,
  KitsmithError,
  type DesignSystem,
  type ExportFormat,
  type CssSchemeSwitch,
  type ExportRelease,
  type GeneratedFile,
} from '@kitsmith/core';
import type { ComponentSelection } from '../config/selection.ts';
import { usageError } from '../errors.ts';

export interface GenerateOptions {
  formats: readonly ExportFormat[];
  components?: ComponentSelection | undefined;
  name?: string | undefined;
  /** The package format's version and CHANGELOG.md (from the server's project); default: core's. */
  release?: ExportRelease | undefined;
  schemeSwitch?: CssSchemeSwitch | undefined;
}

/** Core's export of the design, in memory; a choice core refuses (an unknown component) is a usage error. */
export async function generateFiles(system: DesignSystem, options: GenerateOptions): Promise<GeneratedFile[]> {
  try {
    return await exportDesignSystem(system, {
      formats: options.formats,
      ...(options.components === undefined ? {} : { components: options.components }),
      ...(options.name === undefined ? {} : { name: options.name }),
      ...(options.release === undefined ? {} : { release: options.release }),
      ...(options.schemeSwitch === undefined ? {} : { schemeSwitch: options.schemeSwitch }),
    });
  } catch (error) {
    if (error instanceof KitsmithError) throw usageError(error.code, error.message, error.suggestion);
    throw error;
  }
}
