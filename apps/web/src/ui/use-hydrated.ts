import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the build renders a page ahead (src/prerender.tsx) and while React hydrates it, true once the page is
 * this browser's, and from the start on a page rendered here: what depends on the visitor, or should wait for the
 * page's first paint, renders once this turns true (React renders again right after hydrating).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
