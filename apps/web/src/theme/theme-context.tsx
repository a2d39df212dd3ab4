import { createContext, useCallback, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { applyThemeMode, nextThemeMode, readStoredThemeMode, storeThemeMode, type ThemeMode } from './theme.ts';

export interface ThemeValue {
  mode: ThemeMode;
  /** Choosing a mode directly. */
  setMode: (mode: ThemeMode) => void;
  /** light -> dark -> auto -> light. */
  cycle: () => void;
}

export const ThemeContext = createContext<ThemeValue | null>(null);

const subscribeNever = () => () => {};

/**
 * False while React hydrates a page the build rendered ahead (and while it renders one, at build time), true once
 * the page is this browser's: what the stored mode shows (the toggle's icon) waits for it, so the page hydrates as
 * rendered, then shows the visitor's mode.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** Holds the theme mode, persists it and applies it as `data-theme` on <html> (before the first paint). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [stored, setModeState] = useState<ThemeMode>(readStoredThemeMode);
  const mode = useHydrated() ? stored : 'auto';

  useLayoutEffect(() => {
    applyThemeMode(stored);
  }, [stored]);

  const setMode = useCallback((next: ThemeMode) => {
    storeThemeMode(next);
    setModeState(next);
  }, []);
  const cycle = useCallback(() => {
    setModeState((current) => {
      const next = nextThemeMode(current);
      storeThemeMode(next);
      return next;
    });
  }, []);

  const value = useMemo<ThemeValue>(() => ({ mode, setMode, cycle }), [mode, setMode, cycle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
