import { lazy, type ComponentType } from 'react';

/**
 * A screen that loads on first visit: the home page ships only what it shows,
 * and the marketing pages never load the app's screens (or each other's).
 * Navigation runs in a transition, so the page on screen stays until the next
 * one has loaded; the spinner shows only on a first visit straight to it.
 */
export function lazyPage<M, P extends object = object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(async () => ({ default: pick(await load()) }));
}
