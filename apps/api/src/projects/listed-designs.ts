import type { DesignSystem } from '@kitsmith/core';
import type { Logger } from 'pino';
import { readJson } from '../db/columns.ts';
import { readStoredDesign } from './design.ts';

/** Stored text kept, in characters, before the least recently listed designs are forgotten. */
const DEFAULT_BUDGET_CHARS = 8_000_000;

/**
 * The designs of listed projects, read (migrated, checked, mended) once per project and stored text rather
 * than on every listing: a dashboard lists the same projects again and again, and reading a design costs
 * more than the rest of its row. An entry is used only while the stored text is exactly the one it was read
 * from, so any write (on any instance) is seen at once. One per app; least recently listed go first.
 */
export function listedDesigns(logger?: Logger, budgetChars = DEFAULT_BUDGET_CHARS) {
  const entries = new Map<string, { stored: string; design: DesignSystem }>();
  let heldChars = 0;

  const forget = (projectId: string) => {
    const entry = entries.get(projectId);
    if (!entry) return;
    entries.delete(projectId);
    heldChars -= entry.stored.length;
  };

  /** The design of a project whose `config` column holds `stored` (its JSON text). */
  return function readListedDesign(projectId: string, stored: string): DesignSystem {
    const entry = entries.get(projectId);
    if (entry && entry.stored === stored) {
      // Map order is insertion order: listed again, so last to be forgotten.
      entries.delete(projectId);
      entries.set(projectId, entry);
      return entry.design;
    }
    forget(projectId);
    const design = readStoredDesign(readJson(stored), projectId, logger);
    if (stored.length <= budgetChars) {
      entries.set(projectId, { stored, design });
      heldChars += stored.length;
      for (const oldest of entries.keys()) {
        if (heldChars <= budgetChars) break;
        forget(oldest);
      }
    }
    return design;
  };
}

export type ReadListedDesign = ReturnType<typeof listedDesigns>;
