import { useMediaQuery } from '../ui/use-media-query.ts';
import { useTheme } from './use-theme.ts';

/** The scheme the page shows: the chosen mode, or in auto mode the system's, followed live. */
export function useColorScheme(): 'light' | 'dark' {
  const { mode } = useTheme();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  if (mode !== 'auto') return mode;
  return systemDark ? 'dark' : 'light';
}
