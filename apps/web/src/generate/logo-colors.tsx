import { GENERATE_LIMITS } from '@kitsmith/core';
import { useId, useState, type DragEvent } from 'react';
import { extractLogoColors } from './logo-image.ts';

type Extraction =
  { status: 'idle' } | { status: 'reading'; name: string } | { status: 'ready'; name: string; colors: string[] } | { status: 'error'; message: string };

/**
 * "From a logo": choose or drop an image; its dominant colours, found in this browser, become swatches, and the
 * ones clicked (up to three, in order) become the brand colours. The image is never uploaded.
 */
export function LogoColors({ onPick }: { onPick: (colors: string[]) => void }) {
  const id = useId();
  const [extraction, setExtraction] = useState<Extraction>({ status: 'idle' });
  const [picked, setPicked] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  const read = (file: File | undefined) => {
    if (!file) return;
    setPicked([]);
    setExtraction({ status: 'reading', name: file.name });
    extractLogoColors(file).then(
      (colors) => setExtraction({ status: 'ready', name: file.name, colors }),
      (error: unknown) =>
        setExtraction({
          status: 'error',
          message: error instanceof Error ? error.message : `"${file.name}" could not be read.`,
        }),
    );
  };

  const toggle = (color: string) => {
    const next = picked.includes(color) ? picked.filter((existing) => existing !== color) : [...picked, color].slice(-GENERATE_LIMITS.brandColors.max);
    setPicked(next);
    if (next.length > 0) onPick(next);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    read(event.dataTransfer.files[0]);
  };

  return (
    <section className="generate-logo" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="generate-subtitle">
        From a logo
      </h3>
      <div
        className="generate-drop"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <label className="button button-outline button-small" htmlFor={`${id}-file`}>
          Choose an image
        </label>
        <input
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept="image/*"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            read(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span id={`${id}-hint`} className="muted">
          or drop one here. It stays in your browser: nothing is uploaded.
        </span>
      </div>
      <div role="status" aria-live="polite">
        {extraction.status === 'reading' && <p className="muted">Reading the colours of {extraction.name}...</p>}
        {extraction.status === 'error' && <p className="generate-error">{extraction.message}</p>}
      </div>
      {extraction.status === 'ready' && (
        <div
          className="generate-swatches"
          role="group"
          aria-label={`Colours in ${extraction.name}: pick up to ${GENERATE_LIMITS.brandColors.max} as brand colours`}
        >
          {extraction.colors.map((color) => {
            const order = picked.indexOf(color);
            return (
              <button
                key={color}
                type="button"
                className="generate-swatch"
                aria-pressed={order >= 0}
                aria-label={`${color}${order >= 0 ? `, brand colour ${order + 1}` : ''}`}
                title={color}
                onClick={() => toggle(color)}
              >
                <span style={{ background: color }} aria-hidden="true" />
                {order >= 0 ? <b aria-hidden="true">{order + 1}</b> : null}
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
