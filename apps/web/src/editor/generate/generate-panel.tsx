import type { DesignSystem } from '@kitsmith/core';
import { lazy, Suspense } from 'react';
import { api } from '../../app/api.ts';
import { useAutosaveState } from '../save/autosave-provider.tsx';
import { applyGeneratedDesign } from '../state/actions/index.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';
import './generate-panel.css';

// Core's generator and the previews load with the panel, not with the editor.
const Generator = lazy(() => import('../../generate/generator.tsx'));

/**
 * The editor's Generate tab: candidates from the project's own brand colours (or new ones, a logo, a description);
 * Apply replaces the design's look in one undoable step and keeps the project's components.
 */
export function GeneratePanel() {
  const store = useEditorStore();
  const autosave = useAutosaveState();
  const readOnly = useEditor((state) => state.readOnly);
  // The form starts from the project's primary (read once: applying a candidate does not reset the form); the
  // generator harmonises the others, so the candidates differ.
  const primary = useEditor((state) => state.document.design.theme.primaryColor);
  // The design before a generated one is kept in the history (pending edits saved, then a checkpoint), whatever
  // the ten-minute rule of automatic checkpoints says; should that fail, Undo still brings it back.
  const apply = async (design: DesignSystem) => {
    try {
      await autosave.flush();
      await api.versions.checkpoint(store.getState().project.id);
    } catch (error) {
      console.error('No checkpoint was kept before applying the generated design', error);
    }
    store.run(applyGeneratedDesign, { design });
  };
  return (
    <div className="editor-generate">
      <p className="muted editor-generate-intro">
        {readOnly
          ? 'You can view this project but not change it, so candidates cannot be applied.'
          : "Apply replaces the colours, type, spacing, corners, shadows and motion with the candidate's, and keeps your components. Undo brings the old design back."}
      </p>
      <Suspense fallback={<p role="status">Loading the generator...</p>}>
        <Generator
          initialBrandColors={[primary]}
          pickLabel="Apply"
          disabled={readOnly}
          onPick={(candidate) => void apply(candidate.design)}
        />
      </Suspense>
    </div>
  );
}
