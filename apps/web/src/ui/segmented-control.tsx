import { useId, type ReactNode } from 'react';
import './controls.css';

export interface Segment<T extends string> {
  value: T;
  /** What the segment shows: a word, or an icon with `name` as its accessible name. */
  label: ReactNode;
  /** The accessible name when `label` is not text. */
  name?: string;
  /** A second, quieter line under the label (`200 ms`, `×0.75`). */
  detail?: string;
  /** The tooltip. */
  title?: string;
}

interface SegmentedControlProps<T extends string> {
  /** Names the group (its legend): shown above the segments in a panel, read only by screen readers in a toolbar. */
  label: string;
  showLabel?: boolean;
  value: T;
  options: readonly Segment<T>[];
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Equal segments across the row (a panel), rather than each as wide as its text (a toolbar). */
  fill?: boolean;
  /** Says more about the choice, under it. */
  hint?: string;
  className?: string;
}

/**
 * A short choice (two to five options) as a row of segments: native radio buttons in a fieldset, so the group
 * is named by its legend, Tab enters it on the chosen segment and the arrow keys move and choose.
 */
export function SegmentedControl<T extends string>({ label, showLabel, value, options, onChange, disabled, fill, hint, className }: SegmentedControlProps<T>) {
  const id = useId();
  return (
    <fieldset className={['segmented-field', className].filter(Boolean).join(' ')} disabled={disabled} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={showLabel ? 'control-label' : 'visually-hidden'}>{label}</legend>
      <div className="segmented" data-fill={fill || undefined}>
        {options.map((option) => (
          <label key={option.value} className="segment" title={option.title}>
            <input type="radio" name={id} value={option.value} checked={value === option.value} aria-label={option.name} onChange={() => onChange(option.value)} />
            <span className="segment-face">
              <span className="segment-label">{option.label}</span>
              {option.detail ? (
                <>
                  {' '}
                  <span className="segment-detail">{option.detail}</span>
                </>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {hint ? (
        <span className="control-hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
    </fieldset>
  );
}
