import { askRestore, endPreview } from '../state/actions/index.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';

/** Over the canvas while a version is previewed: which one, back to the current design, or restore it (editors). */
export function PreviewBanner() {
  const store = useEditorStore();
  const preview = useEditor((state) => state.preview);
  const readOnly = useEditor((state) => state.readOnly);
  if (!preview) return null;
  return (
    <div className="editor-preview-banner" role="status">
      <span>
        Previewing <strong>{preview.version}</strong> — read-only; your design is unchanged.
      </span>
      <span className="editor-preview-actions">
        <button type="button" className="button button-outline button-small" onClick={() => store.run(endPreview)}>
          Back to current
        </button>
        {!readOnly && (
          <button type="button" className="button button-primary button-small" onClick={() => store.run(askRestore, { version: { id: preview.id, version: preview.version } })}>
            Restore
          </button>
        )}
      </span>
    </div>
  );
}
