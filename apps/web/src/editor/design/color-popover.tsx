import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useDismiss } from '../../ui/use-dismiss.ts';
import { readHex } from './color-input.tsx';
import { showValue, type paletteSwatches } from './token-rows.ts';

interface ColorPopoverProps {
  /** `Accent text in dark`. */
  title: string;
  /** What the colour holds now: a palette step or a hex. */
  current: { ref: string | undefined; hex: string };
  pinned: boolean;
  palettes: ReturnType<typeof paletteSwatches>;
  trigger: RefObject<HTMLElement | null>;
  /** What counts as inside (the row with its swatch): a click elsewhere closes the popover. */
  area: RefObject<HTMLElement | null>;
  /** A palette step (`palette.accent.50`) or a hex chosen. */
  onPick: (value: string) => void;
  onReset: () => void;
  onClose: () => void;
}

/**
 * Chooses a semantic colour: the design's palettes first (a grid, one row per palette, arrows move, Enter or
 * Space picks), then a hex of its own, validated. Escape or a click outside closes it, as the font picker does.
 */
export function ColorPopover({ title, current, pinned, palettes, trigger, area, onPick, onReset, onClose }: ColorPopoverProps) {
  const id = useId();
  const grid = useRef<HTMLDivElement>(null);
  useDismiss(true, onClose, area, trigger);
  const start = current.ref ? palettes.flatMap((palette, row) => palette.steps.flatMap((step, column) => (step.ref === current.ref ? [{ row, column }] : []))) : [];
  const [active, setActive] = useState(start[0] ?? { row: 0, column: 0 });
  const [text, setText] = useState(current.ref ? '' : current.hex);
  const [error, setError] = useState(false);

  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [active]);

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const rows = palettes.length;
    const columns = palettes[0]?.steps.length ?? 0;
    const moves: Record<string, () => { row: number; column: number }> = {
      ArrowRight: () => ({ ...active, column: Math.min(columns - 1, active.column + 1) }),
      ArrowLeft: () => ({ ...active, column: Math.max(0, active.column - 1) }),
      ArrowDown: () => ({ ...active, row: Math.min(rows - 1, active.row + 1) }),
      ArrowUp: () => ({ ...active, row: Math.max(0, active.row - 1) }),
      Home: () => ({ ...active, column: 0 }),
      End: () => ({ ...active, column: columns - 1 }),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive(move());
  };

  const applyHex = () => {
    const hex = readHex(text);
    setError(!hex);
    if (hex) onPick(hex);
  };

  return (
    <div className="color-popover" role="dialog" aria-label={`Colour of ${title}`}>
      <div className="color-popover-head">
        <span className="color-popover-title">{title}</span>
        <span className="muted">{showValue(current.ref ?? current.hex)}</span>
      </div>
      <div ref={grid} role="grid" aria-label="Palette steps" className="color-popover-grid" onKeyDown={onGridKey}>
        {palettes.map((palette, row) => (
          <div role="row" key={palette.name} className="color-popover-row">
            <span role="rowheader" className="color-popover-palette">
              {palette.name}
            </span>
            {palette.steps.map((step, column) => {
              const chosen = step.ref === current.ref;
              return (
                <span role="gridcell" key={step.step} aria-selected={chosen}>
                  <button
                    type="button"
                    className="color-popover-swatch"
                    style={{ background: step.hex }}
                    data-chosen={chosen || undefined}
                    tabIndex={active.row === row && active.column === column ? 0 : -1}
                    aria-label={`${palette.name} ${step.step}, ${step.hex}`}
                    title={`${palette.name}.${step.step} ${step.hex}`}
                    onFocus={() => (active.row === row && active.column === column ? undefined : setActive({ row, column }))}
                    onClick={() => onPick(step.ref)}
                  />
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <div className="color-popover-steps" aria-hidden="true">
        {palettes[0]?.steps.map((step) => <span key={step.step}>{step.step}</span>)}
      </div>
      <form
        className="color-popover-custom"
        onSubmit={(event) => {
          event.preventDefault();
          applyHex();
        }}
      >
        <label htmlFor={`${id}-hex`}>Custom colour</label>
        <div className="color-popover-custom-row">
          <input
            id={`${id}-hex`}
            type="text"
            className="editor-hex-input"
            spellCheck={false}
            maxLength={7}
            placeholder="#7c3aed"
            value={text}
            aria-invalid={error || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(false);
            }}
          />
          <button type="submit" className="button button-outline">
            Use
          </button>
        </div>
        {error && (
          <span className="editor-field-error" id={`${id}-error`} role="alert">
            Use a 6-digit hex colour such as #7c3aed.
          </span>
        )}
      </form>
      {pinned && (
        <button type="button" className="editor-link-button" onClick={onReset}>
          Reset to derived
        </button>
      )}
    </div>
  );
}
