import { nextThemeMode, type ThemeMode } from './theme.ts';
import { useTheme } from './use-theme.ts';

const labels: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', auto: 'Auto (system)' };
const icons: Record<ThemeMode, string> = { light: '☀', dark: '☾', auto: '◐' };

/** One button cycling light -> dark -> auto; its label names the current mode and the next one. */
export function ThemeToggle() {
  const { mode, cycle } = useTheme();
  const label = `Theme: ${labels[mode]}. Switch to ${labels[nextThemeMode(mode)]}`;
  return (
    <button type="button" className="theme-toggle" onClick={cycle} aria-label={label} title={label} data-mode={mode}>
      <span aria-hidden="true">{icons[mode]}</span>
    </button>
  );
}
