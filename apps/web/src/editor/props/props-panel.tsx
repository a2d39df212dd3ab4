import { DESIGN_LIMITS, findComponent, propValueProblem, resolveComponentProps, type ConfigurableProp, type PropValue } from '@kitsmith/core';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { ChoiceMenu } from '../../ui/menu.tsx';
import { NumberField } from '../../ui/number-field.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { ColorInput } from '../design/color-input.tsx';
import { paletteSwatches } from '../design/token-rows.ts';
import { renameComponent, setComponentProp } from '../state/actions/index.ts';
import { tokensOf } from '../state/design-tokens.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';

/** A choice fits a segmented control when it is short: a few options with short labels; a longer one is a menu. */
const fitsSegments = (options: readonly { label: string }[]) => options.length <= 5 && options.reduce((length, option) => length + option.label.length, 0) <= 28;

/** The selected component's custom name and a control per configurable prop (select, boolean, text, colour, number range). */
export function PropsPanel() {
  const store = useEditorStore();
  const component = useEditor((state) => state.document.design.components.find((each) => each.id === state.selectedId) ?? null);
  const readOnly = useEditor((state) => state.readOnly);
  if (!component) {
    return <p className="muted editor-hint">Select a component on the canvas or in Layers to change its properties.</p>;
  }
  const definition = findComponent(component.componentId);
  if (!definition) {
    return (
      <p className="editor-field-error" role="alert">
        This component ({component.componentId}) is not in the catalogue any more: remove it from Layers.
      </p>
    );
  }
  const values = resolveComponentProps(definition, component.props);
  // Typing, a colour drag or a range drag is one undo step until the field is left; a choice is a step of its own.
  const set = (prop: ConfigurableProp, value: PropValue) => {
    const payload = { id: component.id, prop: prop.name, value };
    if (prop.control === 'select' || prop.control === 'boolean') store.run(setComponentProp, payload);
    else store.input(setComponentProp, payload);
  };
  return (
    <section className="editor-props" aria-labelledby="editor-props-title" key={component.id}>
      <h2 id="editor-props-title" className="editor-panel-title">
        {definition.name}
      </h2>
      <p className="muted editor-hint">{definition.description}</p>
      <div className="editor-field">
        <label htmlFor="editor-custom-name">Custom name</label>
        <input
          id="editor-custom-name"
          type="text"
          maxLength={DESIGN_LIMITS.customName.max}
          placeholder={definition.name}
          value={component.customName ?? ''}
          disabled={readOnly}
          onChange={(event) => store.input(renameComponent, { id: component.id, customName: event.target.value })}
          onBlur={store.endGesture}
        />
      </div>
      {definition.configurableProps.length === 0 && <p className="muted editor-hint">This component has no properties to change.</p>}
      {definition.configurableProps.map((prop) => (
        <PropControl key={prop.name} prop={prop} value={values[prop.name]} readOnly={readOnly} onChange={(value) => set(prop, value)} onCommit={store.endGesture} />
      ))}
    </section>
  );
}

interface PropControlProps {
  prop: ConfigurableProp;
  value: PropValue | undefined;
  readOnly: boolean;
  onChange: (value: PropValue) => void;
  onCommit: () => void;
}

function PropControl({ prop, value, readOnly, onChange, onCommit }: PropControlProps) {
  const id = useId();
  const store = useEditorStore();
  const palettes = useCallback(() => paletteSwatches(tokensOf(store.getState().document.design)), [store]);
  const hint = prop.description ? <span className="muted editor-hint" id={`${id}-hint`}>{prop.description}</span> : null;
  const describedBy = prop.description ? `${id}-hint` : undefined;
  switch (prop.control) {
    case 'select':
      return (
        <div className="editor-field">
          {fitsSegments(prop.options) ? (
            <SegmentedControl label={prop.label} showLabel fill value={String(value ?? '')} options={prop.options} disabled={readOnly} hint={prop.description} onChange={onChange} />
          ) : (
            <>
              <span className="control-label" aria-hidden="true">
                {prop.label}
              </span>
              <ChoiceMenu
                label={prop.label}
                showLabel={false}
                className="editor-field-menu"
                value={String(value ?? '')}
                options={prop.options}
                disabled={readOnly}
                describedBy={describedBy}
                onChange={onChange}
              />
              {hint}
            </>
          )}
        </div>
      );
    case 'boolean':
      return (
        <div className="editor-field">
          <label className="editor-switch">
            <input type="checkbox" role="switch" checked={value === true} disabled={readOnly} aria-describedby={describedBy} onChange={(event) => onChange(event.target.checked)} />
            <span>{prop.label}</span>
          </label>
          {hint}
        </div>
      );
    case 'text':
      return <TextControl id={id} prop={prop} value={String(value ?? '')} readOnly={readOnly} hint={hint} describedBy={describedBy} onChange={onChange} onCommit={onCommit} />;
    case 'color':
      return (
        <div className="editor-field">
          <ColorInput label={prop.label} value={String(value ?? '#000000')} disabled={readOnly} onInput={onChange} onCommit={onCommit} palettes={palettes} />
          {hint}
        </div>
      );
    case 'number':
      return (
        <div className="editor-field">
          <NumberField label={prop.label} value={Number(value ?? prop.min)} min={prop.min} max={prop.max} step={prop.step} disabled={readOnly} onChange={onChange} onCommit={onCommit} />
          {hint}
        </div>
      );
  }
}

/** A text prop. A value the model refuses (a link that is not safe to export) is not applied, and the reason shows under the field. */
function TextControl({ id, prop, value, readOnly, hint, describedBy, onChange, onCommit }: Omit<PropControlProps, 'value'> & { id: string; value: string; hint: ReactNode; describedBy: string | undefined }) {
  const [text, setText] = useState<string | null>(null);
  const problem = text === null ? undefined : propValueProblem(prop, text);
  return (
    <div className="editor-field">
      <label htmlFor={id}>{prop.label}</label>
      <input
        id={id}
        type="text"
        value={text ?? value}
        maxLength={prop.control === 'text' ? prop.maxLength : undefined}
        disabled={readOnly}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[describedBy, problem ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (!propValueProblem(prop, event.target.value)) onChange(event.target.value);
        }}
        onBlur={() => {
          setText(null);
          onCommit();
        }}
      />
      {problem && (
        <span className="editor-field-error" id={`${id}-error`} role="alert">
          {prop.control === 'text' && prop.format === 'url' ? 'The link' : 'The value'} {problem}. The last one that worked stays applied until then.
        </span>
      )}
      {hint}
    </div>
  );
}
