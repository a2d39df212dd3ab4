import { useEffect, useState } from 'react';
import { useMediaQuery } from '../ui/use-media-query.ts';

/** How long the hero shows each theme while it rotates on its own. */
export const ROTATE_EVERY_MS = 5000;

export interface ThemeRotation {
  index: number;
  /** Whether the themes advance on their own right now. */
  rotating: boolean;
  /** False when the visitor asked for less motion: then nothing advances on its own (and there is nothing to pause). */
  canRotate: boolean;
  paused: boolean;
  /** Picking a theme shows it and stops the rotation (Play starts it again). */
  choose: (index: number) => void;
  togglePaused: () => void;
  /** A pointer over, or focus inside, the showcase holds the rotation while it stays. */
  hold: (held: boolean) => void;
}

/**
 * The hero's theme rotation: the next theme every few seconds, unless the visitor prefers reduced motion,
 * paused it, picked a theme, or is pointing at or working inside the showcase.
 */
export function useThemeRotation(count: number): ThemeRotation {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, hold] = useState(false);
  const canRotate = !reducedMotion && count > 1;
  const rotating = canRotate && !paused && !held;
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), ROTATE_EVERY_MS);
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  return {
    index,
    rotating,
    canRotate,
    paused,
    choose: (next) => {
      setIndex(next);
      setPaused(true);
    },
    togglePaused: () => setPaused((current) => !current),
    hold,
  };
}
