import { ApiClientError, type Project } from '@kitsmith/client';
import { parseDesignSystem } from '@kitsmith/core';
import type { EditorDocument } from '../state/editor-document.ts';

/** What the server holds: the last document it confirmed and its revision. */
export interface Baseline {
  document: EditorDocument;
  revision: number;
}

/** A teammate saved while I was editing, and we both changed some field: the user chooses per field. */
export interface Conflict {
  /** The project as the server has it now. */
  current: Project;
  theirs: EditorDocument;
  /** The document both edits started from; undefined when not known (a draft kept before bases were): every difference is asked. */
  base: EditorDocument | undefined;
  /** The revision my edits were made on. */
  baseRevision: number;
}

/** The conflict a save on `base` ran into (the server answered REVISION_CONFLICT with its project), or undefined. */
export function conflictOf(error: unknown, base: Baseline): Conflict | undefined {
  if (!(error instanceof ApiClientError) || error.code !== 'REVISION_CONFLICT') return undefined;
  const current = (error.details as { current?: Project } | undefined)?.current;
  if (!current || typeof current.revision !== 'number' || typeof current.name !== 'string') return undefined;
  try {
    const theirs = { name: current.name, design: parseDesignSystem(current.config) };
    return { current: { ...current, config: theirs.design }, theirs, base: base.document, baseRevision: base.revision };
  } catch {
    return undefined;
  }
}
