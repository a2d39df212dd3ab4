import { useEffect, useId, useRef, useState } from 'react';

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
}

/** A colour picker and a hex field side by side. */
export function ColorInput({ label, value, disabled, onInput, onCommit }: ColorInputProps) {
  const id = useId();
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
  return (
    <div className="editor-color-input">
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
      {invalid && (
        <span className="editor-field-error" id={`${id}-error`} role="alert">
          Use a 6-digit hex colour such as #7c3aed.
        </span>
      )}
    </div>
  );
}
