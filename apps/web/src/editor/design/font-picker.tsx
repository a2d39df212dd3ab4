import { FONT_CATALOGUE, FONT_CATEGORIES, FONT_STACK_MAX_LENGTH, fontOfStack, fontStack, fontStackProblem, type CatalogueFont } from '@kitsmith/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { loadFont, sampleFamily } from '../../fonts/font-links.ts';
import { useDismiss } from '../../ui/use-dismiss.ts';

/** The list's last option: the free-text stack, validated as before. */
const CUSTOM = 'custom';

/** The model's reason as a sentence: "must name at least one font family" -> "The stack must name at least one font family". */
const sentence = (problem: string) => (/^(must|has|needs) /.test(problem) ? `The stack ${problem}` : problem);

interface FontPickerProps {
  /** Headings, Body, Code. */
  label: string;
  /** The design's stack. */
  value: string;
  disabled: boolean;
  /** A catalogue font picked: its stack, as one edit. */
  onPick: (stack: string) => void;
  /** A custom stack typed (each valid keystroke), then committed on blur. */
  onChange: (stack: string) => void;
  onCommit: () => void;
}

/**
 * A font for one of the design's stacks: a searchable list of the catalogue, grouped by category, each row drawn
 * in its own font (its stylesheet loaded once the row scrolls into view), or a custom stack typed and validated.
 * The trigger is a button; the list has a search box with combobox semantics (arrows move, Enter picks, Escape closes).
 */
export function FontPicker({ label, value, disabled, onPick, onChange, onCommit }: FontPickerProps) {
  const id = useId();
  // The stack the person chose to type (Custom stack, then each keystroke): it stays in the text field even when it
  // starts with a catalogue font, until the design's stack changes otherwise (a pick, an undo, a restore).
  const [typed, setTyped] = useState<string | null>(null);
  const picked = typed === value ? undefined : fontOfStack(value);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState<string>(CUSTOM);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listbox = useRef<HTMLDivElement>(null);
  const customInput = useRef<HTMLInputElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  useEffect(() => {
    if (picked) loadFont(document, picked);
  }, [picked]);

  const groups = useMemo(() => {
    const words = query.trim().toLowerCase();
    return FONT_CATEGORIES.map((category) => ({
      ...category,
      fonts: FONT_CATALOGUE.filter(
        (font) => font.category === category.id && (words === '' || font.family.toLowerCase().includes(words) || category.label.toLowerCase().includes(words)),
      ),
    })).filter((group) => group.fonts.length > 0);
  }, [query]);
  const options = useMemo(() => [...groups.flatMap((group) => group.fonts.map((font) => font.id)), CUSTOM], [groups]);
  const optionId = (key: string) => `${id}-option-${key}`;
  // A search that hides the active option makes the first one shown active.
  const shownActive = options.includes(active) ? active : (options[0] ?? CUSTOM);

  const show = () => {
    setQuery('');
    setActive(picked?.id ?? CUSTOM);
    setOpen(true);
  };
  // The active option stays in view as the arrows move it (and the chosen one on opening).
  useEffect(() => {
    if (open) listbox.current?.querySelector(`[id="${id}-option-${shownActive}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, shownActive, id]);

  const choose = (key: string) => {
    setOpen(false);
    trigger.current?.focus();
    if (key === CUSTOM) {
      setTyped(value);
      // After the field renders.
      requestAnimationFrame(() => customInput.current?.focus());
      return;
    }
    const font = FONT_CATALOGUE.find((entry) => entry.id === key);
    if (!font) return;
    setTyped(null);
    onPick(fontStack(font));
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const index = options.indexOf(shownActive);
    const move = (to: number) => {
      event.preventDefault();
      setActive(options[Math.max(0, Math.min(options.length - 1, to))] ?? CUSTOM);
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'PageDown') move(index + 8);
    else if (event.key === 'PageUp') move(index - 8);
    else if (event.key === 'Enter') {
      event.preventDefault();
      choose(shownActive);
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className="editor-field font-picker" ref={container}>
      <span className="font-picker-label" id={`${id}-label`}>
        {label} font
      </span>
      <button
        ref={trigger}
        type="button"
        id={`${id}-trigger`}
        className="font-picker-trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-trigger`}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            show();
          }
        }}
      >
        {picked ? <span style={{ fontFamily: sampleFamily(picked) }}>{picked.family}</span> : <span>Custom stack</span>}
        <span aria-hidden="true" className="font-picker-chevron">
          ▾
        </span>
      </button>
      {open && (
        <div className="font-picker-popover">
          <input
            type="text"
            role="combobox"
            className="font-picker-search"
            aria-label={`Search ${label.toLowerCase()} fonts`}
            aria-expanded="true"
            aria-controls={`${id}-listbox`}
            aria-autocomplete="list"
            aria-activedescendant={optionId(shownActive)}
            placeholder="Search fonts"
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onSearchKey}
          />
          <FontList
            ref={listbox}
            id={`${id}-listbox`}
            label={`${label} fonts`}
            groups={groups}
            optionId={optionId}
            active={shownActive}
            chosen={picked?.id ?? CUSTOM}
            onHover={setActive}
            onChoose={choose}
          />
          {groups.length === 0 && (
            <p className="font-picker-empty" role="status">
              No font in the catalogue matches “{query.trim()}”: choose Custom stack to type one.
            </p>
          )}
        </div>
      )}
      {!picked && (
        <CustomStackField
          label={label}
          value={value}
          disabled={disabled}
          inputRef={customInput}
          onChange={(stack) => {
            setTyped(stack);
            onChange(stack);
          }}
          onCommit={onCommit}
        />
      )}
    </div>
  );
}

interface FontListProps {
  ref: Ref<HTMLDivElement>;
  id: string;
  label: string;
  groups: { id: string; label: string; fonts: CatalogueFont[] }[];
  optionId: (key: string) => string;
  active: string;
  chosen: string;
  onHover: (key: string) => void;
  onChoose: (key: string) => void;
}

/** The listbox: a group per category, then the custom choice. A row's font loads when the row first shows. */
function FontList({ ref, id, label, groups, optionId, active, chosen, onHover, onChoose }: FontListProps) {
  const [observer, setObserver] = useState<IntersectionObserver | null>(null);
  const listRef = useCallback(
    (element: HTMLDivElement | null) => {
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
      if (!element) return;
      const watching = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const font = FONT_CATALOGUE.find((candidate) => candidate.id === (entry.target as HTMLElement).dataset.font);
            if (font) loadFont(document, font);
            watching.unobserve(entry.target);
          }
        },
        { root: element, rootMargin: '64px 0px' },
      );
      setObserver(watching);
      return () => watching.disconnect();
    },
    [ref],
  );
  const watch = useCallback(
    (element: HTMLElement | null) => {
      if (element && observer) observer.observe(element);
    },
    [observer],
  );
  const option = (key: string, children: ReactNode, font?: CatalogueFont) => (
    <div
      key={key}
      id={optionId(key)}
      role="option"
      aria-selected={chosen === key}
      data-active={active === key || undefined}
      data-font={font?.id}
      ref={font ? watch : undefined}
      className="font-picker-option"
      onPointerMove={() => onHover(key)}
      // The search box keeps the focus.
      onPointerDown={(event) => event.preventDefault()}
      onClick={() => onChoose(key)}
    >
      {children}
    </div>
  );
  return (
    <div ref={listRef} id={id} role="listbox" aria-label={label} className="font-picker-list">
      {groups.map((group) => (
        <div key={group.id} role="group" aria-label={group.label}>
          <div className="font-picker-group" aria-hidden="true">
            {group.label}
          </div>
          {group.fonts.map((font) =>
            option(
              font.id,
              <>
                <span className="font-picker-sample" style={{ fontFamily: sampleFamily(font) }}>
                  {font.family}
                </span>
                {font.variable && (
                  <span className="font-picker-note">
                    <span className="visually-hidden">, </span>Variable
                  </span>
                )}
              </>,
              font,
            ),
          )}
        </div>
      ))}
      {option(CUSTOM, <span>Custom stack…</span>)}
    </div>
  );
}

interface CustomStackFieldProps {
  label: string;
  value: string;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (stack: string) => void;
  onCommit: () => void;
}

/** A stack typed by hand: each valid keystroke applies, an invalid one says why inline and the last valid stack stays. */
function CustomStackField({ label, value, disabled, inputRef, onChange, onCommit }: CustomStackFieldProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const problem = text === null ? undefined : fontStackProblem(text.trim());
  return (
    <>
      <label htmlFor={id} className="font-picker-custom-label">
        {label} font stack
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        value={text ?? value}
        disabled={disabled}
        maxLength={FONT_STACK_MAX_LENGTH}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (!fontStackProblem(event.target.value.trim())) onChange(event.target.value);
        }}
        onBlur={() => {
          setText(null);
          onCommit();
        }}
      />
      {problem && (
        <span className="editor-field-error" id={`${id}-error`} role="alert">
          {sentence(problem)}. The last stack that worked stays applied until then.
        </span>
      )}
    </>
  );
}
