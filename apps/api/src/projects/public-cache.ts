import type { Deps } from '../deps.ts';

/** One public page answer, serialized once: the whole success envelope and its strong ETag. */
export interface PublicAnswer {
  /** The JSON text: a string, so Node writes headers and body in one go. */
  body: string;
  etag: string;
  /** When it was read from the database (the injected clock), for the freshness window. */
  checkedAt: number;
}

/**
 * Serialized public-page answers by project id. Every write to a project
 * through this API invalidates its entry at once; the short freshness window
 * only bounds staleness from writes this process cannot see (another API
 * instance, a user deleted with their projects).
 */
export class PublicProjectCache {
  static readonly FRESH_MS = 5_000;
  static readonly MAX_ENTRIES = 5_000;
  readonly #entries = new Map<string, PublicAnswer>();
  #invalidations = 0;

  /** Changes on every invalidation: a read that started before one must not cache what it read. */
  get generation(): number {
    return this.#invalidations;
  }

  /** A fresh entry, or undefined (missing or older than the freshness window). */
  get(projectId: string, nowMs: number): PublicAnswer | undefined {
    const entry = this.#entries.get(projectId);
    if (!entry) return undefined;
    if (nowMs - entry.checkedAt < PublicProjectCache.FRESH_MS && nowMs >= entry.checkedAt) return entry;
    this.#entries.delete(projectId);
    return undefined;
  }

  /** Caches an answer read when `generation` was current; skipped if a write invalidated anything since. */
  set(projectId: string, answer: PublicAnswer, generation: number): void {
    if (generation !== this.#invalidations) return;
    this.#entries.delete(projectId);
    this.#entries.set(projectId, answer);
    if (this.#entries.size > PublicProjectCache.MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  invalidate(projectId: string): void {
    this.#invalidations += 1;
    this.#entries.delete(projectId);
  }

  get size(): number {
    return this.#entries.size;
  }
}

// One cache per app (per database handle), so test apps never share entries.
const caches = new WeakMap<object, PublicProjectCache>();

export function publicProjectCache(deps: Pick<Deps, 'db'>): PublicProjectCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new PublicProjectCache();
    caches.set(deps.db, cache);
  }
  return cache;
}

/** Drops a project's cached public page. Call it after any write to the project outside this area. */
export function invalidatePublicProject(deps: Pick<Deps, 'db'>, projectId: string): void {
  publicProjectCache(deps).invalidate(projectId);
}
