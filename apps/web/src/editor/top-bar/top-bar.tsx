import type { ExportAllowance } from '@kitsmith/client';
import { memo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Menu, MenuAction, MenuSeparator } from '../../ui/menu.tsx';
import { EditorIcon } from '../editor-icons.tsx';
import { ImportDialog } from '../import/import-dialog.tsx';
import { useAutosaveState } from '../save/autosave-provider.tsx';
import { openHistory, redo, renameProject, showShortcuts, togglePanel, undo, updateProject } from '../state/actions/index.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';
import { ExportButton } from './export-button.tsx';
import { ProjectName } from './project-name.tsx';
import { SaveState } from './save-state.tsx';
import { ShareMenu } from './share-menu.tsx';

/**
 * Back to the dashboard, the name (rename in place), version (opens the history), save state, undo/redo, import,
 * share, export and help, on one row at every width: on a phone, Share and Export stay and the rest is in a menu.
 */
export const TopBar = memo(function TopBar({ exportAllowance }: { exportAllowance: ExportAllowance }) {
  const store = useEditorStore();
  const project = useEditor((state) => state.project);
  const name = useEditor((state) => state.document.name);
  const readOnly = useEditor((state) => state.readOnly);
  const panels = useEditor((state) => state.panels);
  const canUndo = useEditor((state) => state.history.past.length > 0);
  const canRedo = useEditor((state) => state.history.future.length > 0);
  const autosave = useAutosaveState();
  const [importing, setImporting] = useState(false);
  const mod = navigator.platform.startsWith('Mac') ? '⌘' : 'Ctrl+';
  return (
    <header className="editor-topbar">
      <div className="editor-topbar-group">
        <Link className="icon-button" to="/dashboard" aria-label="Back to dashboard" title="Back to dashboard">
          <EditorIcon name="back" />
        </Link>
        <ProjectName name={name} readOnly={readOnly} onRename={(newName) => store.run(renameProject, { name: newName })} />
        <button type="button" className="editor-version" title="Version history" aria-label={`Version ${project.version}: show the version history`} onClick={() => store.run(openHistory)}>
          v{project.version}
        </button>
        {readOnly ? (
          <span className="editor-badge" data-testid="view-only">
            View only
          </span>
        ) : (
          <SaveState autosave={autosave} updatedAt={project.updated_at} />
        )}
      </div>
      <div className="editor-topbar-group">
        <button type="button" className="button button-outline editor-panel-toggle" aria-pressed={panels.left} onClick={() => store.run(togglePanel, { side: 'left' })}>
          <EditorIcon name="layers" /> <span className="editor-panel-toggle-label">Components</span>
        </button>
        <button type="button" className="button button-outline editor-panel-toggle" aria-pressed={panels.right} onClick={() => store.run(togglePanel, { side: 'right' })}>
          <EditorIcon name="palette" /> <span className="editor-panel-toggle-label">Design</span>
        </button>
        {!readOnly && (
          <span className="editor-topbar-roomy">
            <button type="button" className="icon-button" aria-label="Undo" title={`Undo (${mod}Z)`} disabled={!canUndo} onClick={() => store.run(undo)}>
              <EditorIcon name="undo" />
            </button>
            <button type="button" className="icon-button" aria-label="Redo" title={`Redo (Shift+${mod}Z)`} disabled={!canRedo} onClick={() => store.run(redo)}>
              <EditorIcon name="redo" />
            </button>
            <button type="button" className="button button-outline" title="Import a design from CSS, a Tailwind config or design tokens" onClick={() => setImporting(true)}>
              Import
            </button>
          </span>
        )}
        <ShareMenu project={project} onProjectChange={(changed) => store.run(updateProject, { project: changed })} />
        <ExportButton projectId={project.id} getDocument={() => store.getState().document} allowance={exportAllowance} />
        <span className="editor-topbar-roomy">
          <button type="button" className="icon-button" aria-label="Keyboard shortcuts" title="Keyboard shortcuts (?)" onClick={() => store.run(showShortcuts)}>
            <EditorIcon name="help" />
          </button>
        </span>
        {/* On a phone, what does not fit the one row. */}
        <span className="editor-topbar-overflow">
          <Menu
            label="More actions"
            align="end"
            trigger={
              <button type="button" className="icon-button" aria-label="More actions" title="More actions">
                <EditorIcon name="more" />
              </button>
            }
          >
            {!readOnly && (
              <>
                <MenuAction icon={<EditorIcon name="undo" size={16} />} shortcut={`${mod}Z`} disabled={!canUndo} onSelect={() => store.run(undo)}>
                  Undo
                </MenuAction>
                <MenuAction icon={<EditorIcon name="redo" size={16} />} shortcut={`Shift+${mod}Z`} disabled={!canRedo} onSelect={() => store.run(redo)}>
                  Redo
                </MenuAction>
                <MenuSeparator />
                <MenuAction onSelect={() => setImporting(true)}>Import…</MenuAction>
              </>
            )}
            <MenuAction icon={<EditorIcon name="history" size={16} />} onSelect={() => store.run(openHistory)}>
              Version history (v{project.version})
            </MenuAction>
            <MenuAction icon={<EditorIcon name="help" size={16} />} shortcut="?" onSelect={() => store.run(showShortcuts)}>
              Keyboard shortcuts
            </MenuAction>
          </Menu>
        </span>
      </div>
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
    </header>
  );
});
