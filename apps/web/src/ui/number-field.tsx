import { useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { ChoiceMenu } from './menu.tsx';
import { nudgedValue, roundTo } from './number-steps.ts';
import './controls.css';

export interface NumberPreset {
  value: number;
  label: string;
}

interface NumberFieldProps {
  label: string;
  value: number;
  /** The model's limits (core's DESIGN_LIMITS), never retyped. */
  min: number;
  max: number;
  /** What one arrow key press moves (ten with Shift), and the slider's step. */
  step: number;
  /** Shown after the number (`px`); part of the field's accessible name. */
  unit?: string;
  /** Named values: ticks on the slider and a menu beside the number (the scale ratio's named scales). */
  presets?: readonly NumberPreset[];
  /** The slider above the number: shown unless false. */
  range?: boolean;
  disabled: boolean;
  /** Every step of a drag, a key press or a keystroke: the editor merges them into one undo step... */
  onChange: (value: number) => void;
  /** ...closed here (the slider let go, the field left). */
  onCommit: () => void;
}

/** Without floating-point tails: 1.2000000000000002 shows as 1.2. */
const show = (value: number) => String(roundTo(value, 4));

/**
 * A number within the model's limits: a slider and a numeric field kept in step. The field is the keyboard's
 * control (arrows, Shift+arrows, Page Up/Down, Home/End); the slider, the pointer's. Input out of range is
 * explained under the field and not applied.
 */
export function NumberField({ label, value, min, max, step, unit, presets, range = true, disabled, onChange, onCommit }: NumberFieldProps) {
  const id = useId();
  // What the person is typing (null when not typing: the field shows the value).
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const apply = (raw: string) => {
    const number = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(number) || number < min || number > max) {
      setError(`Enter a number from ${min} to ${max}${unit ? ` ${unit}` : ''}.`);
      return;
    }
    setError(null);
    onChange(number);
  };
  const nudge = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = nudgedValue(value, event.key, event.shiftKey, { min, max, step });
    if (next === undefined) return;
    event.preventDefault();
    setText(null);
    setError(null);
    if (next !== value) onChange(next);
  };
  const preset = presets?.find((each) => each.value === value);
  return (
    <div className="number-field">
      <div className="number-field-head">
        <label className="control-label" htmlFor={id}>
          {label}
          {unit ? <span className="visually-hidden"> ({unit})</span> : null}
        </label>
        {presets ? (
          <ChoiceMenu
            label={`Named ${label.toLowerCase()}s`}
            showLabel={false}
            className="number-field-presets"
            value={preset ? show(preset.value) : 'custom'}
            options={[...(preset ? [] : [{ value: 'custom', label: 'Custom' }]), ...presets.map((each) => ({ value: show(each.value), label: each.label, detail: show(each.value) }))]}
            onChange={(chosen) => {
              if (chosen === 'custom' || disabled) return;
              onChange(Number(chosen));
              onCommit();
            }}
          />
        ) : null}
        <span className="number-field-box">
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            value={text ?? show(value)}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              apply(event.target.value);
            }}
            onKeyDown={nudge}
            onBlur={() => {
              setText(null);
              setError(null);
              onCommit();
            }}
          />
          {unit ? (
            <span className="number-field-unit" aria-hidden="true">
              {unit}
            </span>
          ) : null}
        </span>
      </div>
      {range ? (
        // The pointer's control; the numeric field beside it is the keyboard's and screen reader's, with the same value.
        <input
          type="range"
          className="number-field-slider"
          aria-hidden="true"
          tabIndex={-1}
          min={min}
          max={max}
          step={step}
          value={value}
          disabled={disabled}
          list={presets ? `${id}-presets` : undefined}
          style={{ '--fill': `${((value - min) / (max - min)) * 100}%` } as CSSProperties}
          onChange={(event) => {
            setText(null);
            apply(event.target.value);
          }}
          onPointerUp={onCommit}
          onPointerCancel={onCommit}
        />
      ) : null}
      {presets ? (
        <datalist id={`${id}-presets`}>
          {presets.map((each) => (
            <option key={each.value} value={each.value} label={each.label} />
          ))}
        </datalist>
      ) : null}
      {error ? (
        <span className="control-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
