import { createContext, useContext } from 'react';
import type { Tone } from '../blocks.ts';

/** False when NO_COLOR or --no-color asks for no ANSI styling: components then pass no colours at all. */
export const ColorContext = createContext(true);

export const TONE_COLORS: Record<Tone, string | undefined> = {
  plain: undefined,
  success: 'green',
  warning: 'yellow',
  error: 'red',
  muted: 'gray',
};

export const TONE_SYMBOLS: Record<Tone, string> = { plain: '', success: '✔ ', warning: '⚠ ', error: '✖ ', muted: '' };

/** Colour props that vanish when colour is off: `<Text {...style.color('red')}>`. */
export function useStyle() {
  const enabled = useContext(ColorContext);
  return {
    enabled,
    color: (color: string | undefined) => (enabled && color ? { color } : {}),
    dim: () => (enabled ? { dimColor: true } : {}),
    bold: () => (enabled ? { bold: true } : {}),
  };
}
