import { useState } from 'react';
import { EditorIcon } from '../editor-icons.tsx';
import type { ExportAllowance } from '@kitsmith/client';
import { downloadExportZip } from '../code/download.ts';
import type { EditorDocument } from '../state/editor-document.ts';

/** Export: what the plan exports (the whole package with the project's version and changelog, or the free plan's formats and components) as a zip, generated in the browser. */
export function ExportButton({ projectId, getDocument, allowance }: { projectId: string; getDocument: () => EditorDocument; allowance: ExportAllowance }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await downloadExportZip(getDocument(), allowance, projectId);
    } catch (error) {
      console.error('Export failed', error);
      setFailure('The export could not be generated. Try again; if it keeps failing, undo your last change and export again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="editor-export">
      <button type="button" className="button button-primary" onClick={() => void run()} disabled={busy} aria-describedby={failure ? 'editor-export-error' : undefined}>
        <EditorIcon name="download" /> {busy ? 'Exporting...' : 'Export'}
      </button>
      {failure && (
        <span id="editor-export-error" className="editor-field-error editor-export-error" role="alert">
          {failure}
        </span>
      )}
    </span>
  );
}
