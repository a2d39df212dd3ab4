import type { VersionDetail, VersionSummary } from '@kitsmith/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../app/api.ts';
import { errorMessage } from '../../ui/error-message.ts';
import { VERSIONS_PAGE_SIZE, withOlder } from './version-pages.ts';


export type VersionListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; versions: VersionSummary[]; total: number; loadingMore: boolean; moreError: string | null };

/**
 * The project's versions, newest first, a page at a time; loads again from the first page when `refresh`
 * changes (a version saved or restored here, a save that may have kept a checkpoint).
 */
export function useVersionList(projectId: string, refresh: string) {
  const [state, setState] = useState<VersionListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    // A refresh keeps the list on screen while the new first page loads.
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    api.versions
      .list(projectId, { page: 1, page_size: VERSIONS_PAGE_SIZE })
      .then(({ versions, total }) => {
        if (current !== generation.current) return;
        // Older pages loaded before ("Show older") stay below the new first page.
        setState((previous) => ({ status: 'ready', versions: previous.status === 'ready' ? withOlder(versions, previous.versions) : versions, total, loadingMore: false, moreError: null }));
      })
      .catch((failure: unknown) => {
        console.error('Failed to load the version history', failure);
        if (current === generation.current) setState({ status: 'error', message: errorMessage(failure, 'Failed to load the version history') });
      });
  }, [projectId, refresh, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const stateRef = useRef(state);
  stateRef.current = state;
  const loadMore = useCallback(() => {
    const previous = stateRef.current;
    if (previous.status !== 'ready' || previous.loadingMore) return;
    const current = generation.current;
    // Versions saved meanwhile shift the pages: the page after the loaded count, duplicates dropped.
    const page = Math.floor(previous.versions.length / VERSIONS_PAGE_SIZE) + 1;
    setState({ ...previous, loadingMore: true, moreError: null });
    api.versions
      .list(projectId, { page, page_size: VERSIONS_PAGE_SIZE })
      .then(({ versions, total }) => {
        if (current !== generation.current) return;
        setState((now) => {
          if (now.status !== 'ready') return now;
          const known = new Set(now.versions.map((version) => version.id));
          return { status: 'ready', versions: [...now.versions, ...versions.filter((version) => !known.has(version.id))], total, loadingMore: false, moreError: null };
        });
      })
      .catch((failure: unknown) => {
        console.error('Failed to load older versions', failure);
        if (current !== generation.current) return;
        setState((now) => (now.status === 'ready' ? { ...now, loadingMore: false, moreError: errorMessage(failure, 'Failed to load older versions') } : now));
      });
  }, [projectId]);

  return { state, retry, loadMore };
}

/** A version's design never changes: each is fetched once per open project. */
export function versionCache(projectId: string) {
  const details = new Map<string, Promise<VersionDetail>>();
  return {
    get(id: string): Promise<VersionDetail> {
      let detail = details.get(id);
      if (!detail) {
        detail = api.versions.get(projectId, id);
        // A failure is not kept: the next look tries again.
        detail.catch(() => details.delete(id));
        details.set(id, detail);
      }
      return detail;
    },
    /** The version just before the one at `index` of the newest-first list (undefined for the first version). */
    async before(index: number, loaded: readonly VersionSummary[], total: number): Promise<VersionSummary | undefined> {
      if (index + 1 < loaded.length) return loaded[index + 1];
      if (index + 1 >= total) return undefined;
      const { versions } = await api.versions.list(projectId, { page: index + 2, page_size: 1 });
      return versions[0];
    },
  };
}

export type VersionCache = ReturnType<typeof versionCache>;

/** What a promise-returning load shows: loading, its value, or why it failed. */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; message: string };

/** Runs `load` whenever `key` changes and keeps the latest answer; `fallback` is the failure's words without a server message. */
export function useLoaded<T>(key: string, load: () => Promise<T>, fallback: string): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let current = true;
    setState({ key, loaded: { status: 'loading' } });
    loadRef.current().then(
      (value) => current && setState({ key, loaded: { status: 'ready', value } }),
      (failure: unknown) => {
        console.error(fallback, failure);
        if (current) setState({ key, loaded: { status: 'error', message: errorMessage(failure, fallback) } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, fallback]);
  return state.key === key ? state.loaded : { status: 'loading' };
}
