import { createContext, useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../ui/use-hydrated.ts';
import { applyThemeMode, nextThemeMode, readStoredThemeMode, storeThemeMode, type ThemeMode } from './theme.ts';

export interface ThemeValue {
  mode: ThemeMode;
  /** Choosing a mode directly. */
  setMode: (mode: ThemeMode) => void;
  /** light -> dark -> auto -> light. */
  cycle: () => void;
}

export const ThemeContext = createContext<ThemeValue | null>(null);

/** Holds the theme mode, persists it and applies it as `data-theme` on <html>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [stored, setModeState] = useState<ThemeMode>(readStoredThemeMode);
  // A page rendered ahead shows auto (its toggle's icon) until React has it, then the visitor's mode.
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
