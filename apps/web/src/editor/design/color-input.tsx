import { useEffect, useId, useRef, useState } from 'react';
import { EditorIcon } from '../editor-icons.tsx';
import { ColorPopover } from './color-popover.tsx';
import type { paletteSwatches } from './token-rows.ts';

const HEX = /^#?([0-9a-f]{6})$/i;
/** Spec section 5: a 6-digit hex with or without #; shorthand #abc is expanded for convenience. */
export function readHex(text: string): string | undefined {
  const trimmed = text.trim();
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(trimmed);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase();
  const full = HEX.exec(trimmed);
  return full ? `#${full[1]!.toLowerCase()}` : undefined;
}

interface ColorInputProps {
  label: string;
  value: string;
  disabled?: boolean;
  /**
   * Every change while dragging or typing: the editor merges them into one undo step... The new
   * `value` may come a render later (a drag's edits render in the background): until it does, the
   * picker and the field show the colour the user chose.
   */
  onInput: (color: string) => void;
  /** ...closed here (the picker's change, leaving the hex field). */
  onCommit: () => void;
  /** The design's palettes, read when the palette popover opens: without it, there is no popover. */
  palettes?: () => ReturnType<typeof paletteSwatches>;
}

/**
 * A colour field: its swatch (the system's picker, for dragging), its hex, and a button opening the palette
 * popover (a step of the design's palettes, or a hex of its own), as the token table's swatches do.
 */
export function ColorInput({ label, value, disabled, onInput, onCommit, palettes }: ColorInputProps) {
  const id = useId();
  const field = useRef<HTMLDivElement>(null);
  const paletteButton = useRef<HTMLButtonElement>(null);
  // The palettes while the popover is open (read once on opening: a drag elsewhere cannot change them meanwhile).
  const [open, setOpen] = useState<ReturnType<typeof paletteSwatches> | null>(null);
  // What the user is typing in the hex field (null when not editing it: the field shows the colour).
  const [text, setText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  // The colour chosen last, until `value` has caught up with it.
  const [chosen, setChosen] = useState<string | null>(null);
  if (chosen !== null && chosen === value) setChosen(null);
  const shown = chosen ?? value;
  const choose = (color: string) => {
    setChosen(color);
    onInput(color);
  };
  // React's onChange fires on every input event; the drag ends with the native change event.
  const picker = useRef<HTMLInputElement>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => {
    const element = picker.current;
    if (!element) return;
    const onNativeChange = () => commit.current();
    element.addEventListener('change', onNativeChange);
    return () => element.removeEventListener('change', onNativeChange);
  }, []);
  const close = () => setOpen(null);
  const pick = (chosen: string) => {
    const hex = readHex(chosen) ?? open?.flatMap((palette) => palette.steps).find((step) => step.ref === chosen)?.hex;
    close();
    paletteButton.current?.focus();
    if (!hex) return;
    choose(hex);
    onCommit();
  };
  const currentRef = open?.flatMap((palette) => palette.steps).find((step) => step.hex === shown.toLowerCase())?.ref;
  return (
    <div className="editor-color-input" ref={field}>
      <span className="editor-color-label" id={`${id}-label`}>
        {label}
      </span>
      <input
        ref={picker}
        type="color"
        className="editor-swatch-input"
        aria-label={`${label} picker`}
        value={shown}
        disabled={disabled}
        onChange={(event) => choose(event.currentTarget.value)}
      />
      <input
        type="text"
        className="editor-hex-input"
        aria-label={`${label} hex`}
        spellCheck={false}
        value={text ?? shown}
        disabled={disabled}
        maxLength={7}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const color = readHex(event.target.value);
          setInvalid(!color && event.target.value.trim().length >= 6);
          if (color && color.length === 7 && HEX.test(event.target.value.trim())) choose(color);
        }}
        onBlur={() => {
          const color = text === null ? undefined : readHex(text);
          if (color) choose(color);
          setText(null);
          setInvalid(false);
          onCommit();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
        }}
      />
      {palettes && (
        <button
          ref={paletteButton}
          type="button"
          className="icon-button editor-color-palette-button"
          aria-label={`${label} from the palettes`}
          title="Choose from the palettes"
          aria-expanded={open !== null}
          disabled={disabled}
          onClick={() => setOpen(open ? null : palettes())}
        >
          <EditorIcon name="swatches" size={16} />
        </button>
      )}
      {invalid && (
        <span className="editor-field-error" id={`${id}-error`} role="alert">
          Use a 6-digit hex colour such as #7c3aed.
        </span>
      )}
      {open && (
        <ColorPopover
          title={label}
          current={{ ref: currentRef, hex: shown }}
          pinned={false}
          palettes={open}
          trigger={paletteButton}
          area={field}
          onPick={pick}
          onReset={close}
          onClose={close}
        />
      )}
    </div>
  );
}
