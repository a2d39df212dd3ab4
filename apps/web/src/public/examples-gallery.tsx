import { lazy, Suspense, useId, useState } from 'react';
import { exampleDocuments } from 'virtual:kitsmith-showcase';
import { useColorScheme } from '../theme/use-color-scheme.ts';
import { useNearViewport } from '../ui/use-near-viewport.ts';
import { useFramedDocument } from './framed-document.ts';
import { galleryExamples, type Example } from './gallery-examples.ts';

// The dialog and the preview renderer load on the first click: the home page ships only the cards.
const PreviewDialog = lazy(() => import('./example-preview-dialog.tsx').then((m) => ({ default: m.PreviewDialog })));

/**
 * An example's live thumbnail: the template's first components with its own tokens, fonts and styles, a page
 * core rendered at build time (vite/kitsmith-showcase.ts), drawn small in the page's light or dark scheme. The
 * frame is made once the card comes near the viewport (a page laid out in the same thread as the home page's).
 */
function ExampleThumbnail({ example }: { example: Example }) {
  const scheme = useColorScheme();
  const { ref, near } = useNearViewport<HTMLDivElement>('300px 0px');
  const { frame, ready, onLoad } = useFramedDocument({ 'data-theme': scheme, inert: '' });
  return (
    <div ref={ref} className="page-thumbnail example-thumbnail" data-ready={ready} aria-hidden="true">
      {near && (
        <iframe
          ref={frame}
          className="page-thumbnail-frame example-thumbnail-frame"
          src={exampleDocuments[example.templateId]}
          title={`${example.name}: live thumbnail`}
          sandbox="allow-same-origin"
          tabIndex={-1}
          onLoad={onLoad}
        />
      )}
    </div>
  );
}

/** The 'Stunning Examples' gallery: each card shows its template live, and opens a larger live preview in a modal dialog. */
export function ExamplesGallery() {
  const titleId = useId();
  const [open, setOpen] = useState<Example | null>(null);
  return (
    <section className="home-section examples-gallery" aria-labelledby={titleId}>
      <div className="section-heading">
        <p className="section-eyebrow">Templates</p>
        <h2 id={titleId}>Stunning Examples</h2>
      </div>
      <ul className="examples-gallery-list">
        {galleryExamples.map((example) => (
          <li key={example.templateId} className="card example-card" data-template={example.templateId}>
            <ExampleThumbnail example={example} />
            <div className="example-card-body">
              <div className="example-card-header">
                <h3>{example.name}</h3>
                <p className="example-tag">{example.tag}</p>
              </div>
              <p className="muted">{example.description}</p>
              <button type="button" className="button button-outline" onClick={() => setOpen(example)}>
                Live preview<span className="visually-hidden"> of {example.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <PreviewDialog key={open.templateId} example={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
