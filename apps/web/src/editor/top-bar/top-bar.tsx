import type { ExportAllowance, Project } from '@kitsmith/client';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { EditorIcon } from '../editor-icons.tsx';
import type { Autosave } from '../save/use-autosave.ts';
import type { EditorDocument } from '../state/editor-actions.ts';
import type { EditorControls } from '../workspace.tsx';
import { ExportButton } from './export-button.tsx';
import { ProjectName } from './project-name.tsx';
import { SaveState } from './save-state.tsx';
import { ShareMenu } from './share-menu.tsx';

interface TopBarProps {
  project: Project;
  name: string;
  /** The document as it is now (read when exporting, so the bar does not render again on every edit). */
  getDocument: () => EditorDocument;
  /** What the caller's plan (or the owner's) exports from this project. */
  exportAllowance: ExportAllowance;
  controls: EditorControls;
  canUndo: boolean;
  canRedo: boolean;
  autosave: Autosave;
  onProjectChange: (project: Project) => void;
  onOpenHelp: () => void;
  panels: { left: boolean; right: boolean };
  onTogglePanel: (side: 'left' | 'right') => void;
}

/** Back to the dashboard, the name (rename in place), version, save state, undo/redo, share, export and help. */
export const TopBar = memo(function TopBar({ project, name, getDocument, exportAllowance, controls, canUndo, canRedo, autosave, onProjectChange, onOpenHelp, panels, onTogglePanel }: TopBarProps) {
  const mod = navigator.platform.startsWith('Mac') ? '⌘' : 'Ctrl+';
  return (
    <header className="editor-topbar">
      <div className="editor-topbar-group">
        <Link className="icon-button" to="/dashboard" aria-label="Back to dashboard" title="Back to dashboard">
          <EditorIcon name="back" />
        </Link>
        <ProjectName name={name} readOnly={controls.readOnly} onRename={(newName) => controls.edit({ type: 'rename', name: newName })} />
        <span className="editor-version" title="Project version">
          v{project.version}
        </span>
        {controls.readOnly ? (
          <span className="editor-badge" data-testid="view-only">
            View only
          </span>
        ) : (
          <SaveState autosave={autosave} updatedAt={project.updated_at} />
        )}
      </div>
      <div className="editor-topbar-group">
        <button type="button" className="button button-outline editor-panel-toggle" aria-pressed={panels.left} onClick={() => onTogglePanel('left')}>
          <EditorIcon name="layers" /> Components
        </button>
        <button type="button" className="button button-outline editor-panel-toggle" aria-pressed={panels.right} onClick={() => onTogglePanel('right')}>
          <EditorIcon name="palette" /> Design
        </button>
        {!controls.readOnly && (
          <>
            <button type="button" className="icon-button" aria-label="Undo" title={`Undo (${mod}Z)`} disabled={!canUndo} onClick={controls.undo}>
              <EditorIcon name="undo" />
            </button>
            <button type="button" className="icon-button" aria-label="Redo" title={`Redo (Shift+${mod}Z)`} disabled={!canRedo} onClick={controls.redo}>
              <EditorIcon name="redo" />
            </button>
          </>
        )}
        <ShareMenu project={project} onProjectChange={onProjectChange} />
        <ExportButton getDocument={getDocument} allowance={exportAllowance} />
        <button type="button" className="icon-button" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={onOpenHelp}>
          <EditorIcon name="help" />
        </button>
      </div>
    </header>
  );
});
