import type { PreferencesResponse } from '@kitsmith/client';
import { useId, useState, type KeyboardEvent } from 'react';
import { InputField } from '../ui/form-field.tsx';
import { SegmentedControl, type Segment } from '../ui/segmented-control.tsx';
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

/** The short choices, as segments: each shows (or says in its tooltip) what the code looks like. */
const QUOTE_SEGMENTS: readonly Segment<'double' | 'single'>[] = [
  { value: 'double', label: 'Double "a"' },
  { value: 'single', label: "Single 'a'" },
];
const INDENT_SEGMENTS: readonly Segment<'spaces' | 'tabs'>[] = [
  { value: 'spaces', label: 'Spaces' },
  { value: 'tabs', label: 'Tabs' },
];
const COMMA_SEGMENTS: readonly Segment<Required<CodeStyle>['trailingComma']>[] = [
  { value: 'all', label: 'All', title: 'Everywhere possible' },
  { value: 'es5', label: 'ES5', title: 'Where ES5 allows them (objects, arrays)' },
  { value: 'none', label: 'None', title: 'None' },
];

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
      <div className="field-row code-style-choices">
        <SegmentedControl
          className="field-segmented"
          label="Quotes"
          showLabel
          fill
          value={style.singleQuote ? 'single' : 'double'}
          options={QUOTE_SEGMENTS}
          onChange={(quotes) => onChange({ singleQuote: quotes === 'single' })}
        />
        <SegmentedControl
          className="field-segmented"
          label="Indent with"
          showLabel
          fill
          value={style.useTabs ? 'tabs' : 'spaces'}
          options={INDENT_SEGMENTS}
          onChange={(indent) => onChange({ useTabs: indent === 'tabs' })}
        />
        <SegmentedControl
          className="field-segmented"
          label="Trailing commas"
          showLabel
          fill
          value={style.trailingComma}
          options={COMMA_SEGMENTS}
          onChange={(trailingComma) => onChange({ trailingComma })}
        />
      </div>
      <div className="field-row code-style-numbers">
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
