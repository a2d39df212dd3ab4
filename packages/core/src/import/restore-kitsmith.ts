import { z } from 'zod';
import { KitsmithError } from '../errors.ts';
import { KITSMITH_EXTENSION } from '../export/dtcg/kitsmith-extension.ts';
import { parseDesignSystem, type DesignSystem } from '../model/design-system.ts';
import type { TokenSource } from './read-input.ts';

const extensionSchema = z.object({
  $extensions: z.object({
    [KITSMITH_EXTENSION]: z.object({
      schemaVersion: z.number().optional(),
      designSystem: z.record(z.string(), z.unknown()),
    }),
  }),
});

export interface KitsmithRestore {
  /** Where the design was found, as the report names it. */
  label: string;
  /** The design, or undefined when it could not be read (then `problem` says why). */
  system: DesignSystem | undefined;
  problem: string | undefined;
}

/** The design a Kitsmith DTCG export keeps under `$extensions["dev.kitsmith"]`, if any source has one. */
export function restoreKitsmithDesign(sources: readonly TokenSource[], prefix: boolean): KitsmithRestore | undefined {
  for (const source of sources) {
    const found = extensionSchema.safeParse(source.group);
    if (!found.success) continue;
    const path = `$extensions.${KITSMITH_EXTENSION}.designSystem`;
    const label = prefix && source.name !== undefined ? `${source.name}/${path}` : path;
    try {
      return {
        label,
        system: parseDesignSystem(found.data.$extensions[KITSMITH_EXTENSION].designSystem),
        problem: undefined,
      };
    } catch (error) {
      if (!(error instanceof KitsmithError)) throw error;
      return { label, system: undefined, problem: error.message };
    }
  }
  return undefined;
}
