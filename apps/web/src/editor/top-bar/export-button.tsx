import { useState } from 'react';
import { EditorIcon } from '../editor-icons.tsx';
import type { ExportAllowance } from '@kitsmith/client';
import { packageSlug } from '@kitsmith/core';
import { downloadExport } from '../code/download.ts';
import { useExportPreferences } from '../code/use-export-preferences.ts';
import { useAutosaveState } from '../save/autosave-provider.tsx';
import type { EditorDocument } from '../state/editor-document.ts';
import { errorMessage } from '../../ui/error-message.ts';

/**
 * Export: what the plan exports (the whole package with the project's version and changelog, or the free
 * plan's formats and components) as a zip, made by the API from the saved design in the user's code style,
 * so it counts as one of their exports.
 */
export function ExportButton({ projectId, getDocument, allowance }: { projectId: string; getDocument: () => EditorDocument; allowance: ExportAllowance }) {
  const autosave = useAutosaveState();
  const style = useExportPreferences()?.codeStyle;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await autosave.flush();
      const { name, design } = getDocument();
      await downloadExport({ projectId, design, allowance, folder: packageSlug(name), ...(style ? { style } : {}) });
    } catch (error) {
      console.error('Export failed', error);
      setFailure(errorMessage(error, 'The export could not be made. Try again; if it keeps failing, undo your last change and export again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="editor-export">
      <button type="button" className="button button-primary" onClick={() => void run()} disabled={busy} aria-describedby={failure ? 'editor-export-error' : undefined}>
        <EditorIcon name="download" /> <span className="editor-topbar-text">{busy ? 'Exporting...' : 'Export'}</span>
      </button>
      {failure && (
        <span id="editor-export-error" className="editor-field-error editor-export-error" role="alert">
          {failure}
        </span>
      )}
    </span>
  );
}
