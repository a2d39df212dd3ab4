import type { Deps } from '../deps.ts';
import type { SerializedAnswer } from '../http/send-cached.ts';

/** A page of a project's versions as the list answers it: the whole envelope, serialized once, and its ETag. */
export type VersionListPage = SerializedAnswer;

/**
 * Serialized pages of version lists, by project, each kept under the project's
 * stamp as read before the page (`history_stamp` plus the stamp of its
 * versions' authors, see queries.ts): every change to a project's versions,
 * and to the name, e-mail or avatar of one of their authors, raises the stamp
 * when it is made, so a page found under the stamp a request reads is exactly
 * what the database would answer, on any number of API instances. Reading the
 * stamp comes with the role check, so a cached page costs no query of its own.
 */
export class VersionListCache {
  static readonly MAX_PROJECTS = 2_000;
  static readonly MAX_PAGES_PER_PROJECT = 20;
  readonly #projects = new Map<string, { stamp: number; pages: Map<string, VersionListPage> }>();

  get(projectId: string, stamp: number, key: string): VersionListPage | undefined {
    const entry = this.#projects.get(projectId);
    if (!entry) return undefined;
    if (entry.stamp !== stamp) {
      this.#projects.delete(projectId);
      return undefined;
    }
    return entry.pages.get(key);
  }

  set(projectId: string, stamp: number, key: string, page: VersionListPage): void {
    let entry = this.#projects.get(projectId);
    // A page read under an older stamp than the one cached is not kept (a newer one replaces an older one).
    if (entry && entry.stamp > stamp) return;
    if (!entry || entry.stamp !== stamp) {
      this.#projects.delete(projectId);
      entry = { stamp, pages: new Map() };
    } else {
      this.#projects.delete(projectId);
    }
    // Re-inserted: the Map's order is the order of use, so the first key is the project used least recently.
    this.#projects.set(projectId, entry);
    entry.pages.delete(key);
    entry.pages.set(key, page);
    if (entry.pages.size > VersionListCache.MAX_PAGES_PER_PROJECT) {
      const oldest = entry.pages.keys().next();
      if (!oldest.done) entry.pages.delete(oldest.value);
    }
    if (this.#projects.size > VersionListCache.MAX_PROJECTS) {
      const oldest = this.#projects.keys().next();
      if (!oldest.done) this.#projects.delete(oldest.value);
    }
  }
}

// One cache per app (per database handle), so test apps never share entries.
const caches = new WeakMap<object, VersionListCache>();

export function versionListCache(deps: Pick<Deps, 'db'>): VersionListCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new VersionListCache();
    caches.set(deps.db, cache);
  }
  return cache;
}
