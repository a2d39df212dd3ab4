import { examplePages } from '@kitsmith/core';
import { memo } from 'react';
import { ChoiceMenu, Chevron, Menu, MenuChoices, MenuSeparator, MenuToggle, type MenuOption } from '../../ui/menu.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { EditorIcon } from '../editor-icons.tsx';
import { HighContrastToggle } from './high-contrast-toggle.tsx';
import { VISION_OPTIONS, VisionMenu, type VisionSetting } from './vision-menu.tsx';

export type PreviewMode = 'light' | 'dark' | 'auto';
/** The preview's widths in CSS pixels: a phone, a tablet, or the whole canvas. */
export const VIEWPORTS = { mobile: 375, tablet: 768, desktop: null } as const;
export type Viewport = keyof typeof VIEWPORTS;
/** What the canvas shows: the project's own components, or one of core's example pages (by id). */
export type Shown = 'components' | string;

const ZOOMS: readonly MenuOption<string>[] = [0.5, 0.75, 1, 1.25, 1.5, 2].map((zoom) => ({ value: String(zoom), label: `${Math.round(zoom * 100)}%` }));
const SHOWN: readonly MenuOption<Shown>[] = [{ value: 'components', label: 'Components' }, ...examplePages.map((page) => ({ value: page.id, label: `${page.name} page` }))];
const MODES: readonly { value: PreviewMode; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];
const VIEWPORT_NAMES: Record<Viewport, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };
const VIEWPORT_ICONS = { mobile: 'phone', tablet: 'tablet', desktop: 'desktop' } as const;
const widthOf = (viewport: Viewport) => (VIEWPORTS[viewport] ? `${VIEWPORTS[viewport]} px` : 'full width');
const VIEWPORT_OPTIONS: readonly MenuOption<Viewport>[] = (Object.keys(VIEWPORTS) as Viewport[]).map((value) => ({ value, label: VIEWPORT_NAMES[value], detail: widthOf(value) }));

interface ToolbarProps {
  shown: Shown;
  onShown: (shown: Shown) => void;
  mode: PreviewMode;
  onMode: (mode: PreviewMode) => void;
  viewport: Viewport;
  onViewport: (viewport: Viewport) => void;
  zoom: number;
  onZoom: (zoom: number) => void;
  codeOpen: boolean;
  onToggleCode: () => void;
  highContrast: boolean;
  onHighContrast: (on: boolean) => void;
  vision: VisionSetting;
  onVision: (kind: VisionSetting) => void;
}

/**
 * One row, in groups: what is shown | scheme and high contrast | width | zoom and vision | code. On a narrow
 * canvas (a phone, or a laptop with both panels open) the scheme stays and the rest folds into one View menu.
 * Memoised, so design edits do not render it again.
 */
export const CanvasToolbar = memo(function CanvasToolbar(props: ToolbarProps) {
  const { shown, onShown, mode, onMode, viewport, onViewport, zoom, onZoom, codeOpen, onToggleCode, highContrast, onHighContrast, vision, onVision } = props;
  return (
    <div className="editor-canvas-toolbar" role="toolbar" aria-label="Preview">
      <div className="toolbar-group" data-wide-only>
        <ChoiceMenu label="Show" showLabel={false} value={shown} options={SHOWN} onChange={onShown} />
      </div>
      <div className="toolbar-group">
        <SegmentedControl label="Preview colour scheme" value={mode} options={MODES} onChange={onMode} />
        <span data-wide-only>
          <HighContrastToggle on={highContrast} onChange={onHighContrast} />
        </span>
      </div>
      <div className="toolbar-group" data-wide-only>
        <SegmentedControl
          label="Viewport width"
          value={viewport}
          options={VIEWPORT_OPTIONS.map(({ value, label, detail }) => ({
            value,
            label: <EditorIcon name={VIEWPORT_ICONS[value]} size={16} />,
            name: `${label}, ${detail}`,
            title: `${label} (${detail})`,
          }))}
          onChange={onViewport}
        />
      </div>
      <div className="toolbar-group" data-wide-only>
        <ChoiceMenu label="Zoom" showLabel={false} value={String(zoom)} options={ZOOMS} onChange={(value) => onZoom(Number(value))} />
        <VisionMenu value={vision} onChange={onVision} />
      </div>
      <div className="toolbar-group" data-narrow-only>
        <Menu
          label="View"
          trigger={
            <button type="button" className="menu-trigger">
              <EditorIcon name="view" size={16} /> View
              <Chevron />
            </button>
          }
        >
          <MenuChoices label="Show" value={shown} options={SHOWN} onChange={onShown} />
          <MenuSeparator />
          <MenuToggle label="High contrast" checked={highContrast} onChange={onHighContrast} />
          <MenuSeparator />
          <MenuChoices label="Viewport width" value={viewport} options={VIEWPORT_OPTIONS} onChange={onViewport} />
          <MenuSeparator />
          <MenuChoices label="Zoom" value={String(zoom)} options={ZOOMS} onChange={(value) => onZoom(Number(value))} />
          <MenuSeparator />
          <MenuChoices label="Vision" value={vision} options={VISION_OPTIONS} onChange={onVision} />
        </Menu>
      </div>
      <button type="button" className="menu-trigger toolbar-code" aria-pressed={codeOpen} onClick={onToggleCode} title="Code panel (Alt+C)">
        <EditorIcon name="code" size={16} /> Code
      </button>
    </div>
  );
});
