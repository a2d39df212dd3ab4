import {
  BoundedCache,
  CURRENT_SCHEMA_VERSION,
  deepFreeze,
  InvalidDesignSystemError,
  KitsmithError,
  defaultDesignSystem,
  parseDesignSystem,
  readStoredDesignSystem,
  type DesignSystem,
} from '@kitsmith/core';
import type { Logger } from 'pino';
import type { Db } from '../db/connect.ts';
import { invalid } from '../http/errors.ts';

/** A fresh, mutable copy of core's default design (its component list is empty). */
export const newDesign = (): DesignSystem => structuredClone(defaultDesignSystem) as DesignSystem;

function configError(issues: string[]) {
  return invalid(
    `Invalid config: ${issues.join('; ')}`,
    issues.map((issue) => {
      const separator = issue.indexOf(': ');
      const path = separator > 0 ? issue.slice(0, separator) : '(document)';
      return {
        field: path === '(document)' ? 'config' : `config.${path}`,
        message: separator > 0 ? issue.slice(separator + 2) : issue,
      };
    }),
  );
}

/**
 * Designs already read (by `readDesignInput` or `readStoredDesign`), and the
 * stored documents already read, each to its design: a design read once in a
 * request (the stored one for a checkpoint and for the base of a component
 * list; a new one validated, then presented) is not parsed again. Keyed by
 * the objects themselves, so an entry lives as long as the request's values.
 */
const readDesigns = new WeakMap<object, DesignSystem>();

function remember(design: DesignSystem, stored?: unknown): DesignSystem {
  readDesigns.set(design, design);
  if (typeof stored === 'object' && stored !== null) readDesigns.set(stored, design);
  return design;
}

/**
 * Reads a design sent by a caller: a DesignSystem object or its JSON text, of
 * any schema version (the spec's v1 `{components, theme}` too). A bare list of
 * components (spec section 7: "the components as a JSON string") replaces the
 * components of `base()` and keeps the rest. Bad input -> 422 naming the field.
 */
export function readDesignInput(input: unknown, base: () => DesignSystem = newDesign): DesignSystem {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw configError(['(document): is not valid JSON']);
    }
  }
  try {
    if (Array.isArray(value)) {
      // Entries of the current shape carry `componentId`; the spec's v1 entries carry `config`.
      const current =
        value.length > 0 && value.every((entry) => typeof entry === 'object' && entry !== null && 'componentId' in entry);
      const { components } = parseDesignSystem(
        current ? { schemaVersion: CURRENT_SCHEMA_VERSION, components: value } : { components: value },
      );
      return remember({ ...base(), components });
    }
    return remember(parseDesignSystem(value));
  } catch (error) {
    if (error instanceof InvalidDesignSystemError) throw configError(error.issues);
    if (error instanceof KitsmithError) {
      throw invalid(`Invalid config: ${error.message}`, [{ field: 'config', message: error.message }]);
    }
    throw error;
  }
}

/**
 * Reads a stored design. A value an older version stored and the model now
 * refuses (a font stack that is not one, an unsafe link) is mended and the
 * mend logged, so no stored project becomes unreadable. Writes through this API
 * are validated, so the last fallback is for rows written elsewhere: as spec
 * section 3 says, an unreadable config is logged and read as the default
 * design with no components.
 */
export function readStoredDesign(stored: unknown, projectId: string, logger?: Logger): DesignSystem {
  const known = typeof stored === 'object' && stored !== null ? readDesigns.get(stored) : undefined;
  if (known) return known;
  try {
    const { design, repairs } = readStoredDesignSystem(stored);
    if (repairs.length > 0) logger?.warn({ projectId, repairs }, 'stored project design had values the model now refuses; read them mended');
    return remember(design, stored);
  } catch (error) {
    logger?.warn({ projectId, reason: (error as Error).message }, 'stored project design is unreadable; using an empty design');
    return newDesign();
  }
}

/** The columns kept in step with a project's design on every write, which a list shows instead of reading designs. */
export interface SummaryColumns {
  component_count: number;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
}

export const summaryColumns = ({ components, theme }: DesignSystem): SummaryColumns => ({
  component_count: components.length,
  primary_color: theme.primaryColor,
  secondary_color: theme.secondaryColor,
  accent_color: theme.accentColor,
});

/** Project designs kept per API instance, by project and revision: the recently read or written ones. */
const KEPT_DESIGNS = 500;

// One cache per app (per database handle), so test apps never share entries.
const keptDesigns = new WeakMap<object, BoundedCache<string, DesignSystem>>();

function designsOf(db: Db): BoundedCache<string, DesignSystem> {
  let kept = keptDesigns.get(db);
  if (!kept) keptDesigns.set(db, (kept = new BoundedCache(KEPT_DESIGNS)));
  return kept;
}

const designKey = (projectId: string, revision: number) => `${projectId}@${revision}`;

/**
 * A project's design, read (`readStoredDesign`) once per revision on each API instance. Every write raises the
 * revision, so the design at a revision never changes, whichever instance wrote it: an editor's save reads the design
 * it replaces (to decide on a checkpoint), and without this every save parsed it again. Kept designs are shared by
 * requests, so they are frozen: no request can change another's.
 */
export function readProjectDesign(
  deps: { db: Db; logger?: Logger | undefined },
  project: { id: string; revision: number; design: unknown },
): DesignSystem {
  const kept = designsOf(deps.db);
  const key = designKey(project.id, project.revision);
  const known = kept.get(key);
  // The stored value reads as it too, for a `readStoredDesign` of it later in the request.
  if (known) return remember(known, project.design);
  const design = deepFreeze(readStoredDesign(project.design, project.id, deps.logger));
  kept.set(key, design);
  return design;
}

/** Keeps the design a write stored at `revision` (validated, so it reads as itself) for the next reader of that revision. */
export function keepProjectDesign(db: Db, projectId: string, revision: number, design: DesignSystem): void {
  designsOf(db).set(designKey(projectId, revision), deepFreeze(remember(design)));
}

/** The kept design of a revision, if this instance has it (a write that leaves the design keeps it at the next revision). */
export const keptProjectDesign = (db: Db, projectId: string, revision: number): DesignSystem | undefined =>
  designsOf(db).get(designKey(projectId, revision));
