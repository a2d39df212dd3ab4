import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

export interface Example {
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

// The dialog and the preview renderer load on the first click: the home page ships only the cards.
const PreviewDialog = lazy(() => import('./example-preview-dialog.tsx').then((m) => ({ default: m.PreviewDialog })));

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
      {open && (
        <Suspense fallback={null}>
          <PreviewDialog key={open.templateId} example={open} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
