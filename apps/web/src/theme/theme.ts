/** Theme mode (spec section 4): light, dark or auto, stored under `ui-kit-theme` (spec section 9). */
export type ThemeMode = 'light' | 'dark' | 'auto';

export const THEME_STORAGE_KEY = 'ui-kit-theme';
export const themeModes: readonly ThemeMode[] = ['light', 'dark', 'auto'];

const isThemeMode = (value: unknown): value is ThemeMode => themeModes.includes(value as ThemeMode);

/** light -> dark -> auto -> light. */
export function nextThemeMode(mode: ThemeMode): ThemeMode {
  return themeModes[(themeModes.indexOf(mode) + 1) % themeModes.length]!;
}

/** The stored mode; 'auto' when nothing (or something unknown) is stored or storage is unavailable. */
export function readStoredThemeMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : 'auto';
  } catch {
    return 'auto';
  }
}

export function storeThemeMode(mode: ThemeMode): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // storage unavailable (private mode, quota): the mode still applies for this visit
  }
}

/** Sets `data-theme` on <html>; the token CSS switches on it, and 'auto' follows the system preference live. */
export function applyThemeMode(mode: ThemeMode): void {
  document.documentElement.dataset.theme = mode;
}
