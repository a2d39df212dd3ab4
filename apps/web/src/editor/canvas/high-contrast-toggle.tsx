import type { ColorScheme } from '@kitsmith/core';
import { memo } from 'react';

/** The scheme the preview shows: light or dark, or its high-contrast scheme when high contrast is on. */
export const previewScheme = (base: 'light' | 'dark', highContrast: boolean): ColorScheme => (highContrast ? `high-contrast-${base}` : base);

/** The toolbar's high-contrast switch: with Light, Dark or Auto it offers the four schemes a design resolves. */
export const HighContrastToggle = memo(function HighContrastToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="editor-toggle">
      <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />
      <span>High contrast</span>
    </label>
  );
});
