import { useEffect, useId, useRef, useState } from 'react';

interface Example {
  templateId: string;
  name: string;
  tag: string;
  description: string;
}

/** The three example cards of spec section 2, each one of core's built-in templates. */
export const galleryExamples: readonly Example[] = [
  {
    templateId: 'modern-glassmorphism',
    name: 'Modern Glassmorphism',
    tag: 'Popular',
    description: 'Frosted glass surfaces, soft shadows and a vivid violet accent.',
  },
  {
    templateId: 'bold-creative',
    name: 'Bold & Creative',
    tag: 'Trending',
    description: 'Strong colour, confident type and playful motion.',
  },
  {
    templateId: 'corporate-professional',
    name: 'Corporate Professional',
    tag: 'Classic',
    description: 'A calm, trustworthy look with crisp edges and a deep blue.',
  },
];

type PreviewState = { status: 'loading' } | { status: 'ready'; title: string; html: string } | { status: 'error' };

/** The 'Stunning Examples' gallery: each card opens a live preview of its template in a modal dialog. */
export function ExamplesGallery() {
  const titleId = useId();
  const [open, setOpen] = useState<Example | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const returnFocusTo = useRef<string | null>(null);
  useEffect(() => {
    // Once the modal dialog is gone (its page is no longer inert), focus goes back to the card's button.
    if (open || !returnFocusTo.current) return;
    triggers.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [open]);
  const close = () => {
    returnFocusTo.current = open?.templateId ?? null;
    setOpen(null);
  };
  return (
    <section className="home-section examples-gallery" aria-labelledby={titleId}>
      <h2 id={titleId}>Stunning Examples</h2>
      <ul className="examples-gallery-list">
        {galleryExamples.map((example) => (
          <li key={example.templateId} className="card example-card" data-template={example.templateId}>
            <div className="example-card-header">
              <h3>{example.name}</h3>
              <p className="example-tag">{example.tag}</p>
            </div>
            <p className="muted">{example.description}</p>
            <button
              type="button"
              className="button button-outline"
              ref={(node) => {
                if (node) triggers.current.set(example.templateId, node);
                else triggers.current.delete(example.templateId);
              }}
              onClick={() => setOpen(example)}
            >
              Live preview<span className="visually-hidden"> of {example.name}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && <PreviewDialog key={open.templateId} example={open} onClose={close} />}
    </section>
  );
}

function PreviewDialog({ example, onClose }: { example: Example; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [preview, setPreview] = useState<PreviewState>({ status: 'loading' });

  useEffect(() => {
    const dialog = dialogRef.current;
    // Unmounting removes the dialog (and with it the modal state); closing it here would fire a stray close event.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  useEffect(() => {
    let current = true;
    import('./template-preview.ts')
      .then(({ renderTemplatePreview }) => {
        if (current) setPreview({ status: 'ready', ...renderTemplatePreview(example.templateId) });
      })
      .catch((error: unknown) => {
        console.error('Failed to render the template preview', error);
        if (current) setPreview({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [example.templateId]);

  return (
    <dialog
      ref={dialogRef}
      className="preview-dialog"
      aria-labelledby={titleId}
      data-template={example.templateId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="preview-dialog-header">
        <h2 id={titleId}>{example.name}</h2>
        <button type="button" className="button button-outline" onClick={onClose}>
          Close<span className="visually-hidden"> preview</span>
        </button>
      </div>
      {preview.status === 'ready' && (
        <iframe className="preview-dialog-frame" title={preview.title} sandbox="" srcDoc={preview.html} />
      )}
      {preview.status === 'loading' && (
        <p className="preview-dialog-status" role="status">
          <span className="spinner" aria-hidden="true" /> Loading preview...
        </p>
      )}
      {preview.status === 'error' && (
        <p className="preview-dialog-status" role="alert">
          The preview could not be loaded.
        </p>
      )}
    </dialog>
  );
}
