import { useSyncExternalStore } from 'react';

let settled = false;
let scheduled = false;
const listeners = new Set<() => void>();

function settle(): void {
  settled = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!settled && !scheduled) {
    scheduled = true;
    // Once the page has loaded and the browser has a moment with nothing else to do (at most 2 s after the load;
    // Safari has no idle callbacks: a moment after the load there).
    const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(settle, { timeout: 2000 }) : setTimeout(settle, 200));
    if (document.readyState === 'complete') whenIdle();
    else addEventListener('load', whenIdle, { once: true });
  }
  return () => listeners.delete(listener);
}

/**
 * False until the page has loaded and the browser is next idle (and while the build renders a page ahead): for what
 * the page can do without at first, such as a framed picture whose document would otherwise be fetched, parsed and
 * laid out in the same thread while the page itself loads and React takes it over.
 */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
