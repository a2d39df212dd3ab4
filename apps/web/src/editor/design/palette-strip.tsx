import { generatePalette, PALETTE_STEPS } from '@kitsmith/core';
import type { ColorField } from './contrast-checks.ts';
import { memo } from 'react';

/** The tonal palette 50-950 generated from a colour; the user's own step is marked. Clicking a shade picks it. */
export const PaletteStrip = memo(function PaletteStrip({
  label,
  field,
  color,
  disabled,
  onPick,
}: {
  label: string;
  field: ColorField;
  color: string;
  disabled: boolean;
  onPick: (field: ColorField, color: string) => void;
}) {
  const palette = generatePalette(color);
  return (
    <ol className="editor-palette" aria-label={`${label} palette`}>
      {PALETTE_STEPS.map((step) => {
        const shade = palette.steps[step];
        const key = step === palette.keyStep;
        return (
          <li key={step}>
            <button
              type="button"
              className="editor-palette-swatch"
              style={{ background: shade }}
              data-key={key || undefined}
              disabled={disabled}
              aria-label={`${step}: ${shade}${key ? ' (your colour)' : ''}. Use this shade`}
              title={`${step} ${shade}`}
              onClick={() => onPick(field, shade)}
            />
            <span className="editor-palette-step" aria-hidden="true">
              {step}
            </span>
          </li>
        );
      })}
    </ol>
  );
});
