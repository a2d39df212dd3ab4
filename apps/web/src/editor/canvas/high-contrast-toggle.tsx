import type { ColorScheme } from '@kitsmith/core';
import { memo } from 'react';
import { EditorIcon } from '../editor-icons.tsx';

/** The scheme the preview shows: light or dark, or its high-contrast scheme when high contrast is on. */
export const previewScheme = (base: 'light' | 'dark', highContrast: boolean): ColorScheme => (highContrast ? `high-contrast-${base}` : base);

/** The toolbar's high-contrast switch, a toggle button: with Light, Dark or Auto it offers the four schemes a design resolves. */
export const HighContrastToggle = memo(function HighContrastToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button type="button" className="toolbar-toggle" aria-pressed={on} title="High contrast" onClick={() => onChange(!on)}>
      <EditorIcon name="contrast" size={16} />
      <span className="visually-hidden">High contrast</span>
    </button>
  );
});
