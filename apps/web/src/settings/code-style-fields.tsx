import type { PreferencesResponse } from '@kitsmith/client';
import { useId, useState, type KeyboardEvent } from 'react';
import { InputField, SelectField } from '../ui/form-field.tsx';
import { CODE_STYLE_LIMITS, codeStyleNumberProblem } from './settings-validation.ts';

type CodeStyle = NonNullable<PreferencesResponse['preferences']['codeStyle']>;

/** Prettier's defaults: what exported code looks like with nothing chosen. */
const DEFAULT_CODE_STYLE: Required<CodeStyle> = {
  singleQuote: false,
  semi: true,
  printWidth: 80,
  tabWidth: 2,
  useTabs: false,
  trailingComma: 'all',
  bracketSpacing: true,
};

type NumberField = keyof typeof CODE_STYLE_LIMITS;

interface CodeStyleFieldsProps {
  codeStyle: CodeStyle | undefined;
  onChange: (change: CodeStyle) => void;
  onReset: () => void;
}

/** The code style of exported files (and the editor's code panel): quotes, semicolons, indentation, widths, commas. */
export function CodeStyleFields({ codeStyle, onChange, onReset }: CodeStyleFieldsProps) {
  const style = { ...DEFAULT_CODE_STYLE, ...codeStyle };
  const hintId = useId();
  const customised = Object.keys(codeStyle ?? {}).length > 0;

  return (
    <fieldset className="choice-group code-style" aria-describedby={hintId}>
      <legend>Code style</legend>
      <p className="field-hint" id={hintId}>
        How exported code is formatted (Prettier options). Unset options use Prettier&apos;s defaults.
      </p>
      <div className="field-row">
        <SelectField
          label="Quotes"
          name="singleQuote"
          value={style.singleQuote ? 'single' : 'double'}
          onChange={(event) => onChange({ singleQuote: event.target.value === 'single' })}
          options={[
            { value: 'double', label: 'Double ("text")' },
            { value: 'single', label: "Single ('text')" },
          ]}
        />
        <SelectField
          label="Indent with"
          name="useTabs"
          value={style.useTabs ? 'tabs' : 'spaces'}
          onChange={(event) => onChange({ useTabs: event.target.value === 'tabs' })}
          options={[
            { value: 'spaces', label: 'Spaces' },
            { value: 'tabs', label: 'Tabs' },
          ]}
        />
        <SelectField
          label="Trailing commas"
          name="trailingComma"
          value={style.trailingComma}
          onChange={(event) => onChange({ trailingComma: event.target.value as CodeStyle['trailingComma'] })}
          options={[
            { value: 'all', label: 'Everywhere possible' },
            { value: 'es5', label: 'Where ES5 allows (objects, arrays)' },
            { value: 'none', label: 'None' },
          ]}
        />
        <NumberInput field="tabWidth" value={style.tabWidth} onCommit={(tabWidth) => onChange({ tabWidth })} />
        <NumberInput field="printWidth" value={style.printWidth} onCommit={(printWidth) => onChange({ printWidth })} />
      </div>
      <div className="choice-list">
        <label className="choice">
          <input type="checkbox" name="semi" checked={style.semi} onChange={(event) => onChange({ semi: event.target.checked })} />
          <span>End statements with semicolons</span>
        </label>
        <label className="choice">
          <input
            type="checkbox"
            name="bracketSpacing"
            checked={style.bracketSpacing}
            onChange={(event) => onChange({ bracketSpacing: event.target.checked })}
          />
          <span>Spaces inside braces: {'{ a }'}, not {'{a}'}</span>
        </label>
      </div>
      {customised ? (
        <p className="form-actions code-style-reset">
          <button type="button" className="button button-outline button-small" onClick={onReset}>
            Reset code style to defaults
          </button>
        </p>
      ) : null}
    </fieldset>
  );
}

/** A whole number within the API's limits, saved when it loses focus or on Enter; out of range it says so and is not saved. */
function NumberInput({ field, value, onCommit }: { field: NumberField; value: number; onCommit: (value: number) => void }) {
  const { min, max, label } = CODE_STYLE_LIMITS[field];
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  const [problem, setProblem] = useState<string | undefined>();
  // A value changed elsewhere (a reset, the server's answer) replaces what is typed.
  if (value !== shownValue) {
    setShownValue(value);
    setText(String(value));
    setProblem(undefined);
  }

  const commit = () => {
    const found = codeStyleNumberProblem(field, text);
    setProblem(found);
    if (!found && Number(text) !== value) onCommit(Number(text));
  };

  return (
    <InputField
      label={label}
      name={field}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      value={text}
      error={problem}
      hint={`${min} to ${max}${field === 'printWidth' ? ' characters' : ''}`}
      onChange={(event) => {
        setText(event.target.value);
        if (problem) setProblem(codeStyleNumberProblem(field, event.target.value));
      }}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
