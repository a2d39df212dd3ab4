import {
  ANIMATION_STYLE_OPTIONS,
  DESIGN_LIMITS,
  fluidTypeOf,
  LARGEST_TYPE_STEP,
  NAMED_SCALE_RATIOS,
  SHADOW_LEVEL_OPTIONS,
  SPACING_DENSITY_OPTIONS,
  THEME_MODE_OPTIONS,
  typeStepSizes,
  TYPOGRAPHY_DENSITY_OPTIONS,
  type ContrastPair,
  type DesignSystem,
} from '@kitsmith/core';
import { memo, useCallback, useDeferredValue, useState, type ReactNode } from 'react';
import { NumberField } from '../../ui/number-field.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
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
import { fixMessage, paletteSwatches } from './token-rows.ts';

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
/** The named modular scales, as the scale ratio's presets. */
const SCALE_PRESETS = NAMED_SCALE_RATIOS.map(({ ratio, name }) => ({ value: ratio, label: name }));
/** Light, Dark, Auto: what Auto does is the segment's tooltip. */
const THEME_MODE_SEGMENTS = THEME_MODE_OPTIONS.map(({ value, label, detail }) => ({ value, label, ...(detail ? { title: `${label}: ${detail}` } : {}) }));

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
  const palettes = useCallback(() => paletteSwatches(tokensOf(store.getState().document.design)), [store]);
  return (
    <div className="editor-color-row" data-field={field}>
      <ColorInput label={label} value={value} disabled={readOnly} onInput={onInput} onCommit={store.endGesture} palettes={palettes} />
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
      <NumberField label="Base size" unit="px" value={typography.baseSize} {...DESIGN_LIMITS.baseSize} step={1} disabled={readOnly} onChange={(baseSize) => input(setTypography, { patch: { baseSize } })} onCommit={endGesture} />
      <NumberField
        label="Scale ratio"
        value={typography.scaleRatio}
        {...DESIGN_LIMITS.scaleRatio}
        step={0.01}
        presets={SCALE_PRESETS}
        disabled={readOnly}
        onChange={(scaleRatio) => input(setTypography, { patch: { scaleRatio } })}
        onCommit={endGesture}
      />
      <SegmentedControl
        label="Type density"
        showLabel
        fill
        value={typography.density}
        options={TYPOGRAPHY_DENSITY_OPTIONS}
        disabled={readOnly}
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
      <NumberField label="Smallest screen" unit="px" value={fluid.minViewport} {...DESIGN_LIMITS.fluidMinViewport} step={1} disabled={readOnly} onChange={(fluidMinViewport) => input(setTypography, { patch: { fluidMinViewport } })} onCommit={endGesture} />
      <NumberField label="Largest screen" unit="px" value={fluid.maxViewport} {...DESIGN_LIMITS.fluidMaxViewport} step={1} disabled={readOnly} onChange={(fluidMaxViewport) => input(setTypography, { patch: { fluidMaxViewport } })} onCommit={endGesture} />
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
      <SegmentedControl
        label="Spacing density"
        showLabel
        fill
        value={spacing.density}
        options={SPACING_DENSITY_OPTIONS}
        disabled={readOnly}
        onChange={(density) => run(setSpacing, { patch: { density } })}
      />
      <NumberField label="Base unit" unit="px" value={spacing.baseUnit} {...DESIGN_LIMITS.baseUnit} step={1} disabled={readOnly} onChange={(baseUnit) => input(setSpacing, { patch: { baseUnit } })} onCommit={endGesture} />
      <NumberField label="Radius" unit="px" value={radius} {...DESIGN_LIMITS.radius} step={1} disabled={readOnly} onChange={(base) => input(setRadius, { base })} onCommit={endGesture} />
      <SegmentedControl label="Shadows" showLabel fill value={shadows} options={SHADOW_LEVEL_OPTIONS} disabled={readOnly} onChange={(level) => run(setShadowLevel, { level })} />
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
      <SegmentedControl
        label="Animation style"
        showLabel
        fill
        value={animationStyle}
        options={ANIMATION_STYLE_OPTIONS}
        disabled={readOnly}
        onChange={(style) => run(setAnimationStyle, { style })}
      />
      <label className="editor-switch">
        <input type="checkbox" role="switch" checked={animations} disabled={readOnly} onChange={(event) => run(setAnimations, { on: event.target.checked })} />
        <span>Animations</span>
      </label>
      <SegmentedControl
        label="Default colour mode of the export"
        showLabel
        fill
        value={mode}
        options={THEME_MODE_SEGMENTS}
        disabled={readOnly}
        onChange={(mode) => run(setThemeMode, { mode })}
      />
    </Section>
  );
});
