import { useEffect, useId, useRef, useState } from 'react';
import type { Example } from './gallery-examples.ts';
import './example-preview-dialog.css';

type PreviewState = { status: 'loading' } | { status: 'ready'; title: string; html: string } | { status: 'error' };

/**
 * A template's live preview in a modal dialog. Escape or Close closes it (the browser then gives focus back to
 * the card's button, which had it when the dialog opened); `onClose` follows the dialog's close event.
 */
export function PreviewDialog({ example, onClose }: { example: Example; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [preview, setPreview] = useState<PreviewState>({ status: 'loading' });

  useEffect(() => {
    const dialog = dialogRef.current;
    // Unmounting removes the dialog (and with it the modal state) without a close event: only Escape and Close close it.
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
      onClose={onClose}
    >
      <div className="preview-dialog-header">
        <h2 id={titleId}>{example.name}</h2>
        <button type="button" className="button button-outline" onClick={() => dialogRef.current?.close()}>
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
