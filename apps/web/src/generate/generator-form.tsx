import { GENERATE_LIMITS, type ContrastTarget } from '@kitsmith/core';
import { useId, type ReactNode } from 'react';
import { ColorInput } from '../editor/design/color-input.tsx';
import {
  addBrandColor,
  BRAND_ROLES,
  GENERATE_CHOICES,
  moodDefaults,
  removeBrandColor,
  setBrandColor,
  shuffleSeed,
  type Choice,
  type GenerateFormState,
} from './generate-form.ts';

interface FormProps {
  form: GenerateFormState;
  onChange: (next: GenerateFormState) => void;
  /** Shown under the brand colours: other ways to choose them (a logo). */
  colorSources?: ReactNode;
}

function Select<T extends string>({
  label,
  value,
  choices,
  onChange,
  hint,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="generate-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(choices.find((choice) => choice.value === event.target.value)?.value ?? value)}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.value === 'mood' && hint ? `${choice.label} (${hint})` : choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="generate-group">
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

/** Brand colours (1 to 3), neutral tint and preferences; every change regenerates. */
export function GeneratorForm({ form, onChange, colorSources }: FormProps) {
  const defaults = moodDefaults(form.mood);
  const describe = (value: string) => GENERATE_CHOICES.typePairing.find((choice) => choice.value === value)?.label.toLowerCase() ?? value;
  return (
    <div className="generate-form">
      <Group title="Brand colours">
        {form.brandColors.map((color, index) => (
          <div key={index} className="generate-brand-row">
            <ColorInput
              label={BRAND_ROLES[index] ?? 'Accent'}
              value={color}
              onInput={(next) => onChange(setBrandColor(form, index, next))}
              onCommit={() => undefined}
            />
            {form.brandColors.length > GENERATE_LIMITS.brandColors.min ? (
              <button
                type="button"
                className="text-link-button"
                aria-label={`Remove the ${(BRAND_ROLES[index] ?? 'accent').toLowerCase()} colour`}
                onClick={() => onChange(removeBrandColor(form, index))}
              >
                Remove
              </button>
            ) : null}
          </div>
        ))}
        {form.brandColors.length < GENERATE_LIMITS.brandColors.max ? (
          <button type="button" className="text-link-button generate-add" onClick={() => onChange(addBrandColor(form))}>
            {form.brandColors.length === 1 ? 'Add a secondary colour' : 'Add an accent colour'}
          </button>
        ) : null}
        <p className="muted generate-note">
          Kept exactly as the fill of their role in light mode. Leave out secondary and accent and the generator harmonises them.
        </p>
        <label className="generate-check">
          <input
            type="checkbox"
            checked={form.neutralTint !== null}
            onChange={(event) =>
              onChange({
                ...form,
                neutralTint: event.target.checked ? (form.brandColors[0] ?? '#64748b') : null,
              })
            }
          />
          Tint the neutrals
        </label>
        {form.neutralTint !== null ? (
          <ColorInput label="Neutral tint" value={form.neutralTint} onInput={(next) => onChange({ ...form, neutralTint: next })} onCommit={() => undefined} />
        ) : null}
      </Group>
      {colorSources}
      <Group title="Preferences">
        <div className="generate-selects">
          <Select label="Mood" value={form.mood} choices={GENERATE_CHOICES.mood} onChange={(mood) => onChange({ ...form, mood })} />
          <Select label="Density" value={form.density} choices={GENERATE_CHOICES.density} onChange={(density) => onChange({ ...form, density })} />
          <Select
            label="Corners"
            value={form.corners}
            choices={GENERATE_CHOICES.corners}
            hint={defaults.corners}
            onChange={(corners) => onChange({ ...form, corners })}
          />
          <Select
            label="Type"
            value={form.typePairing}
            choices={GENERATE_CHOICES.typePairing}
            hint={describe(defaults.typePairing)}
            onChange={(typePairing) => onChange({ ...form, typePairing })}
          />
          <Select
            label="Motion"
            value={form.motion}
            choices={GENERATE_CHOICES.motion}
            hint={defaults.motion}
            onChange={(motion) => onChange({ ...form, motion })}
          />
        </div>
      </Group>
      <ContrastChoice value={form.contrast} onChange={(contrast) => onChange({ ...form, contrast })} />
      <button type="button" className="button button-outline button-small generate-shuffle" onClick={() => onChange(shuffleSeed(form))}>
        Shuffle
      </button>
    </div>
  );
}

function ContrastChoice({ value, onChange }: { value: ContrastTarget; onChange: (value: ContrastTarget) => void }) {
  const id = useId();
  const chosen = GENERATE_CHOICES.contrast.find((choice) => choice.value === value);
  return (
    <div className="generate-field">
      <label htmlFor={id}>Contrast target for body text</label>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-why`}
        onChange={(event) => onChange(GENERATE_CHOICES.contrast.find((choice) => choice.value === event.target.value)?.value ?? value)}
      >
        {GENERATE_CHOICES.contrast.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <p className="muted generate-note" id={`${id}-why`}>
        {chosen?.explanation} Every text and background pair of every candidate meets it, in light and dark.
      </p>
    </div>
  );
}
