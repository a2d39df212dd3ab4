import {
  COLOR_VISION_KINDS,
  COLOR_VISION_LABELS,
  colorVisionFilterValues,
  findLookalikePairs,
  resolveSchemeColors,
  type ColorScheme,
  type ColorVisionKind,
  type DesignSystem,
} from '@kitsmith/core';
import { memo, useMemo } from 'react';
import { ChoiceMenu, type MenuOption } from '../../ui/menu.tsx';
import { EditorIcon } from '../editor-icons.tsx';
import { useEditor } from '../state/use-editor.tsx';

/** The canvas's colour-vision simulation: none, or one of core's kinds. */
export type VisionSetting = ColorVisionKind | 'none';

const filterId = (kind: ColorVisionKind) => `ks-vision-${kind}`;

/** The CSS `filter` the preview frame takes for `kind`: core's matrix as an SVG filter, applied to the live frame from outside it. */
export const visionFilter = (kind: VisionSetting): string | undefined => (kind === 'none' ? undefined : `url(#${filterId(kind)})`);

/**
 * The SVG filters, one per kind: Machado et al. 2009 (and luminance for achromatopsia) as `feColorMatrix`, in linear
 * RGB as core's `simulateColorVision` applies them, so the frame shows what the flagged pairs are judged on.
 */
export const VisionFilters = memo(function VisionFilters() {
  return (
    <svg className="visually-hidden" aria-hidden="true" focusable="false" width="0" height="0">
      <defs>
        {COLOR_VISION_KINDS.map((kind) => (
          <filter key={kind} id={filterId(kind)} colorInterpolationFilters="linearRGB">
            <feColorMatrix type="matrix" values={colorVisionFilterValues(kind)} />
          </filter>
        ))}
      </defs>
    </svg>
  );
});

/** The simulations offered: none, then core's kinds. */
export const VISION_OPTIONS: readonly MenuOption<VisionSetting>[] = [
  { value: 'none', label: 'None' },
  ...COLOR_VISION_KINDS.map((kind) => ({ value: kind, label: COLOR_VISION_LABELS[kind] })),
];

/** The toolbar's "Vision" menu. */
export const VisionMenu = memo(function VisionMenu({ value, onChange }: { value: VisionSetting; onChange: (kind: VisionSetting) => void }) {
  // The button reads "Vision" while none is simulated, else the simulation's name.
  return (
    <ChoiceMenu
      label="Vision"
      icon={<EditorIcon name="eye" size={16} />}
      text={value === 'none' ? 'Vision' : COLOR_VISION_LABELS[value]}
      value={value}
      options={VISION_OPTIONS}
      onChange={onChange}
    />
  );
});

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

/** The semantic pairs the chosen simulation makes look alike, in the scheme the preview shows. */
export function VisionFindings({ scheme, kind }: { scheme: ColorScheme; kind: ColorVisionKind }) {
  // The design the canvas shows: a previewed version's, else the document's.
  const design: DesignSystem = useEditor((state) => state.preview?.design ?? state.document.design);
  const pairs = useMemo(() => findLookalikePairs(resolveSchemeColors(design, scheme), kind), [design, scheme, kind]);
  const name = COLOR_VISION_LABELS[kind].toLowerCase();
  return (
    <div className="editor-vision-findings" role="status" aria-label="Colour-vision simulation">
      {pairs.length === 0 ? (
        <p>Simulating {name}: your semantic colours stay distinct.</p>
      ) : (
        <>
          <p>Simulating {name}. These may be mistaken for each other; pair them with an icon or a label:</p>
          <ul>
            {pairs.map(({ a, b, distance }) => (
              <li key={`${a}-${b}`} data-pair={`${a}-${b}`}>
                {roleLabel(a)} and {roleLabel(b)} look alike under {name}
                <span className="muted"> (ΔE {distance.toFixed(2)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
