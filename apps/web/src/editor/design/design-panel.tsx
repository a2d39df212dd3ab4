import {
  ANIMATION_STYLE_OPTIONS,
  animationStyleSchema,
  DESIGN_LIMITS,
  fluidTypeOf,
  LARGEST_TYPE_STEP,
  NAMED_SCALE_RATIOS,
  SHADOW_LEVEL_OPTIONS,
  shadowLevelSchema,
  SPACING_DENSITY_OPTIONS,
  spacingDensitySchema,
  THEME_MODE_OPTIONS,
  themeModeSchema,
  typeStepSizes,
  TYPOGRAPHY_DENSITY_OPTIONS,
  typographyDensitySchema,
  type ContrastPair,
  type DesignOption,
  type DesignSystem,
} from '@kitsmith/core';
import { memo, useCallback, useDeferredValue, useId, useState, type ReactNode } from 'react';
import { fixContrast, setAnimations, setAnimationStyle, setColor, setRadius, setShadowLevel, setSpacing, setThemeMode, setTypography } from '../state/actions/index.ts';
import { tokensOf } from '../state/design-tokens.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';
import { ColorInput } from './color-input.tsx';
import { colorFieldValue, type ColorField } from './contrast-checks.ts';
import { ContrastList } from './contrast-list.tsx';
import { fixPair } from './fix-pair.ts';
import { FontPicker } from './font-picker.tsx';
import { PaletteStrip } from './palette-strip.tsx';
import { TokenTable } from './token-table.tsx';
import { fixMessage } from './token-rows.ts';

const BRAND_COLORS: { field: ColorField; label: string }[] = [
  { field: 'theme.primaryColor', label: 'Primary' },
  { field: 'theme.secondaryColor', label: 'Secondary' },
  { field: 'theme.accentColor', label: 'Accent' },
  { field: 'colors.neutral', label: 'Neutral' },
];
const STATUS_COLORS: { field: ColorField; label: string }[] = [
  { field: 'colors.success', label: 'Success' },
  { field: 'colors.warning', label: 'Warning' },
  { field: 'colors.danger', label: 'Danger' },
  { field: 'colors.info', label: 'Info' },
];
function Section({ title, children, open = true }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="editor-section" open={open}>
      <summary>
        <h3>{title}</h3>
      </summary>
      <div className="editor-section-body">{children}</div>
    </details>
  );
}

/** A section that starts closed and renders its body only while open (the token table: forty rows a colour drag need not redo). */
function LazySection({ title, children }: { title: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="editor-section" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <h3>{title}</h3>
      </summary>
      <div className="editor-section-body">{open ? children() : null}</div>
    </details>
  );
}

/**
 * Colours with palettes and contrast, typography, spacing, radius, shadows and motion. Each part is memoised
 * on the slice of the design it shows: a colour drag renders one colour row, not every field of the panel.
 */
export const DesignPanel = memo(function DesignPanel() {
  const store = useEditorStore();
  const design = useEditor((state) => state.document.design);
  const readOnly = useEditor((state) => state.readOnly);
  const tokens = tokensOf(design);
  // Stable, so only the palette whose colour changed renders again during a drag.
  const pickShade = useCallback((field: ColorField, color: string) => store.run(setColor, { field, color }), [store]);
  // Worked out on the design as it is now (the lists may show it a render late); one undo step.
  const onFix = useCallback(
    (pair: ContrastPair) => {
      const result = fixPair(store.getState().document.design, pair);
      if (!result.fixed) return result.reason;
      store.run(fixContrast, { change: result.change });
      return fixMessage(result.change);
    },
    [store],
  );
  // A drag's steps render after the frame anyway (store.drag); for edits that render at once (a shade
  // picked, a contrast fix, a template), palettes and contrast badges (a few hundred elements) follow in a
  // background render, so the frame showing the new colour is not kept waiting.
  const deferredDesign = useDeferredValue(design);
  const deferredTokens = useDeferredValue(tokens);
  const colorRow = ({ field, label }: { field: ColorField; label: string }) => (
    <ColorRow
      key={field}
      field={field}
      label={label}
      value={colorFieldValue(design, field)}
      paletteValue={colorFieldValue(deferredDesign, field)}
      readOnly={readOnly}
      onPick={pickShade}
    />
  );
  return (
    <div className="editor-design">
      <Section title="Colours">
        {BRAND_COLORS.map(colorRow)}
        <details className="editor-subsection">
          <summary>Status colours</summary>
          {STATUS_COLORS.map(colorRow)}
        </details>
      </Section>
      <Section title="Contrast">
        <ContrastList tokens={deferredTokens} readOnly={readOnly} onFix={onFix} />
      </Section>
      <LazySection title="Tokens">{() => <TokenTable design={deferredDesign} tokens={deferredTokens} readOnly={readOnly} onFix={onFix} />}</LazySection>
      <TypographySection typography={design.typography} readOnly={readOnly} />
      <ShapeSection spacing={design.spacing} radius={design.radius.base} shadows={design.shadows.level} readOnly={readOnly} />
      <MotionSection animationStyle={design.motion.animationStyle} animations={design.theme.animations} mode={design.theme.mode} readOnly={readOnly} />
    </div>
  );
});

/** The panel's parts take whether the design is read-only beside their slice of the design. */
interface PartProps {
  readOnly: boolean;
}

const ColorRow = memo(function ColorRow({
  field,
  label,
  value,
  paletteValue,
  readOnly,
  onPick,
}: PartProps & { field: ColorField; label: string; value: string; paletteValue: string; onPick: (field: ColorField, color: string) => void }) {
  const store = useEditorStore();
  const onInput = useCallback((color: string) => store.drag(setColor, { field, color }), [store, field]);
  return (
    <div className="editor-color-row" data-field={field}>
      <ColorInput label={label} value={value} disabled={readOnly} onInput={onInput} onCommit={store.endGesture} />
      <PaletteStrip label={label} field={field} color={paletteValue} disabled={readOnly} onPick={onPick} />
    </div>
  );
});

const TypographySection = memo(function TypographySection({ typography, readOnly }: PartProps & { typography: DesignSystem['typography'] }) {
  const { input, run, endGesture } = useEditorStore();
  return (
    <Section title="Typography">
      <FontPicker
        label="Headings"
        value={typography.headingFamily}
        disabled={readOnly}
        onPick={(headingFamily) => run(setTypography, { patch: { headingFamily } })}
        onChange={(headingFamily) => input(setTypography, { patch: { headingFamily } })}
        onCommit={endGesture}
      />
      <FontPicker
        label="Body"
        value={typography.bodyFamily}
        disabled={readOnly}
        onPick={(bodyFamily) => run(setTypography, { patch: { bodyFamily } })}
        onChange={(bodyFamily) => input(setTypography, { patch: { bodyFamily } })}
        onCommit={endGesture}
      />
      <FontPicker
        label="Code"
        value={typography.monoFamily}
        disabled={readOnly}
        onPick={(monoFamily) => run(setTypography, { patch: { monoFamily } })}
        onChange={(monoFamily) => input(setTypography, { patch: { monoFamily } })}
        onCommit={endGesture}
      />
      <NumberField label="Base size (px)" value={typography.baseSize} {...DESIGN_LIMITS.baseSize} step={1} disabled={readOnly} onChange={(baseSize) => input(setTypography, { patch: { baseSize } })} onCommit={endGesture} />
      <SelectField
        label="Scale ratio"
        value={String(typography.scaleRatio)}
        disabled={readOnly}
        options={[
          ...(NAMED_SCALE_RATIOS.some(({ ratio }) => ratio === typography.scaleRatio) ? [] : [{ value: String(typography.scaleRatio), label: `${typography.scaleRatio} (custom)` }]),
          ...NAMED_SCALE_RATIOS.map(({ ratio, name }) => ({ value: String(ratio), label: `${ratio} ${name}` })),
        ]}
        parse={Number}
        onChange={(scaleRatio) => run(setTypography, { patch: { scaleRatio } })}
      />
      <SelectField
        label="Type density"
        value={typography.density}
        disabled={readOnly}
        options={TYPOGRAPHY_DENSITY_OPTIONS}
        parse={(value) => typographyDensitySchema.parse(value)}
        onChange={(density) => run(setTypography, { patch: { density } })}
      />
      <FluidTypeFields typography={typography} readOnly={readOnly} />
    </Section>
  );
});

/** Fluid headings: the viewport range and the small-screen ratio, derived until the designer sets them (then with a reset). */
function FluidTypeFields({ typography, readOnly }: PartProps & { typography: DesignSystem['typography'] }) {
  const { input, run, endGesture } = useEditorStore();
  const fluid = fluidTypeOf(typography);
  const largest = typeStepSizes(typography, LARGEST_TYPE_STEP);
  const own = Object.values(fluid.own).some(Boolean);
  return (
    <div className="editor-fluid-type">
      <h4 className="editor-subtitle">Fluid headings</h4>
      <p className="muted editor-hint" data-fluid-summary>
        The largest heading is {Math.round(largest.min)} px on a {fluid.minViewport} px screen and {Math.round(largest.max)} px from {fluid.maxViewport} px; body text stays at the base size.
      </p>
      <NumberField label="Smallest screen (px)" value={fluid.minViewport} {...DESIGN_LIMITS.fluidMinViewport} step={1} disabled={readOnly} onChange={(fluidMinViewport) => input(setTypography, { patch: { fluidMinViewport } })} onCommit={endGesture} />
      <NumberField label="Largest screen (px)" value={fluid.maxViewport} {...DESIGN_LIMITS.fluidMaxViewport} step={1} disabled={readOnly} onChange={(fluidMaxViewport) => input(setTypography, { patch: { fluidMaxViewport } })} onCommit={endGesture} />
      <NumberField label="Ratio on the smallest screen" value={fluid.minScaleRatio} min={DESIGN_LIMITS.scaleRatio.min} max={typography.scaleRatio} step={0.01} disabled={readOnly} onChange={(fluidMinScaleRatio) => input(setTypography, { patch: { fluidMinScaleRatio } })} onCommit={endGesture} />
      {own && !readOnly ? (
        <button type="button" className="editor-link-button" onClick={() => run(setTypography, { patch: { fluidMinViewport: undefined, fluidMaxViewport: undefined, fluidMinScaleRatio: undefined } })}>
          Reset fluid headings to automatic
        </button>
      ) : (
        <p className="muted editor-hint">{own ? 'Set for this design.' : 'Automatic: worked out from the base size and ratio until you change them.'}</p>
      )}
    </div>
  );
}

const ShapeSection = memo(function ShapeSection({
  spacing,
  radius,
  shadows,
  readOnly,
}: PartProps & { spacing: DesignSystem['spacing']; radius: number; shadows: DesignSystem['shadows']['level'] }) {
  const { input, run, endGesture } = useEditorStore();
  return (
    <Section title="Spacing and shape">
      <SelectField
        label="Spacing density"
        value={spacing.density}
        disabled={readOnly}
        options={SPACING_DENSITY_OPTIONS}
        parse={(value) => spacingDensitySchema.parse(value)}
        onChange={(density) => run(setSpacing, { patch: { density } })}
      />
      <NumberField label="Base unit (px)" value={spacing.baseUnit} {...DESIGN_LIMITS.baseUnit} step={1} disabled={readOnly} onChange={(baseUnit) => input(setSpacing, { patch: { baseUnit } })} onCommit={endGesture} />
      <NumberField label="Radius (px)" value={radius} {...DESIGN_LIMITS.radius} step={1} range disabled={readOnly} onChange={(base) => input(setRadius, { base })} onCommit={endGesture} />
      <SelectField
        label="Shadows"
        value={shadows}
        disabled={readOnly}
        options={SHADOW_LEVEL_OPTIONS}
        parse={(value) => shadowLevelSchema.parse(value)}
        onChange={(level) => run(setShadowLevel, { level })}
      />
    </Section>
  );
});

const MotionSection = memo(function MotionSection({
  animationStyle,
  animations,
  mode,
  readOnly,
}: PartProps & { animationStyle: DesignSystem['motion']['animationStyle']; animations: boolean; mode: DesignSystem['theme']['mode'] }) {
  const { run } = useEditorStore();
  return (
    <Section title="Motion and mode">
      <SelectField
        label="Animation style"
        value={animationStyle}
        disabled={readOnly}
        options={ANIMATION_STYLE_OPTIONS}
        parse={(value) => animationStyleSchema.parse(value)}
        onChange={(style) => run(setAnimationStyle, { style })}
      />
      <label className="editor-switch editor-field">
        <input type="checkbox" role="switch" checked={animations} disabled={readOnly} onChange={(event) => run(setAnimations, { on: event.target.checked })} />
        <span>Animations</span>
      </label>
      <SelectField
        label="Default colour mode of the export"
        value={mode}
        disabled={readOnly}
        options={THEME_MODE_OPTIONS}
        parse={(value) => themeModeSchema.parse(value)}
        onChange={(mode) => run(setThemeMode, { mode })}
      />
    </Section>
  );
});

interface SelectFieldProps<T> {
  label: string;
  value: string;
  options: readonly DesignOption<string>[];
  /** The chosen option's value read as the setting's type (with the setting's schema). */
  parse: (value: string) => T;
  disabled: boolean;
  onChange: (value: T) => void;
}

function SelectField<T>({ label, value, options, parse, disabled, onChange }: SelectFieldProps<T>) {
  const id = useId();
  return (
    <div className="editor-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(parse(event.target.value))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  range?: boolean;
  disabled: boolean;
  onChange: (value: number) => void;
  onCommit: () => void;
}

/** A number within the document's limits; out-of-range input is explained and not applied. */
function NumberField({ label, value, min, max, step, range, disabled, onChange, onCommit }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const apply = (raw: string) => {
    const number = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(number) || number < min || number > max) {
      setError(`Enter a number from ${min} to ${max}.`);
      return;
    }
    setError(null);
    onChange(number);
  };
  return (
    <div className="editor-field">
      <label htmlFor={id}>{label}</label>
      <div className="editor-range">
        {range && (
          <input type="range" aria-hidden="true" tabIndex={-1} min={min} max={max} step={step} value={value} disabled={disabled} onChange={(event) => apply(event.target.value)} onPointerUp={onCommit} />
        )}
        <input
          id={id}
          type="number"
          min={min}
          max={max}
          step={step}
          value={text ?? String(value)}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            apply(event.target.value);
          }}
          onBlur={() => {
            setText(null);
            setError(null);
            onCommit();
          }}
        />
      </div>
      {error && (
        <span className="editor-field-error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

