import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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
  const [mode, setModeState] = useState<ThemeMode>(() => {
    const stored = readStoredThemeMode();
    applyThemeMode(stored);
    return stored;
  });

  useEffect(() => {
    applyThemeMode(mode);
  }, [mode]);

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
