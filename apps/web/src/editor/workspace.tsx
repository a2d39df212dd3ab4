import type { Project } from '@kitsmith/client';
import { resolveTokens, type MergeChoices } from '@kitsmith/core';
import { lazy, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import '../ui/app-screens.css';
import '../ui/overlays.css';
import { ToastProvider, useToast } from '../ui/toast.tsx';
import { Canvas, type CanvasHandle } from './canvas/canvas.tsx';
import { DesignPanel } from './design/design-panel.tsx';
import { ComponentLibrary } from './library/component-library.tsx';
import { LayersList } from './library/layers-list.tsx';
import type { LoadedProject } from './load-project.ts';
import { PropsPanel } from './props/props-panel.tsx';
import { ConflictDialog } from './save/conflict-dialog.tsx';
import { mergedNotice } from './save/merged-notice.ts';
import { useAutosave } from './save/use-autosave.ts';
import { ShortcutsDialog } from './shortcuts/shortcuts-dialog.tsx';
import { useEditorShortcuts } from './shortcuts/use-editor-shortcuts.ts';
import { perform, type EditorAction, type EditorDocument } from './state/editor-actions.ts';
import { reduceHistory, startHistory } from './state/editor-history.ts';
import { TemplateNotice, useTemplateNotice } from './templates/template-notice.tsx';
import { TemplatesGallery } from './templates/templates-gallery.tsx';
import { TopBar } from './top-bar/top-bar.tsx';

const CodePanel = lazy(async () => ({ default: (await import('./code/code-panel.tsx')).CodePanel }));

export type RightTab = 'design' | 'templates' | 'component';

/** What the editor dispatches: edits (ignored when read-only), gesture ends, undo and redo. */
export interface EditorControls {
  edit: (action: EditorAction) => void;
  /**
   * A step of a colour drag: the canvas shows the new theme in this frame, and the rest of the editor
   * (history, panels, autosave) follows in a background render. For inputs that show their own value
   * at once (the colour picker), never for a controlled field, which React would reset meanwhile.
   */
  drag: (action: EditorAction) => void;
  endGesture: () => void;
  undo: () => void;
  redo: () => void;
  readOnly: boolean;
}

export function EditorWorkspace({ loaded }: { loaded: LoadedProject }) {
  return (
    <ToastProvider>
      <Workspace loaded={loaded} />
    </ToastProvider>
  );
}

function Workspace({ loaded }: { loaded: LoadedProject }) {
  const [project, setProject] = useState<Project>(loaded.project);
  const readOnly = loaded.project.role === 'viewer';
  const [history, dispatch] = useReducer(reduceHistory, loaded.start, startHistory);
  const document = history.present;
  const [selectedId, setSelectedId] = useState<string | null>(document.config.components[0]?.id ?? null);
  const [rightTab, setRightTab] = useState<RightTab>('design');
  const [codeOpen, setCodeOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [panels, setPanels] = useState({ left: false, right: false });
  const [announcement, setAnnouncement] = useState(loaded.restoredFrom && !loaded.conflict ? 'Restored your unsaved changes from this browser.' : '');
  const notice = useTemplateNotice();
  const toast = useToast();
  const showMerged = useCallback((fromTheirs: string[]) => {
    if (fromTheirs.length > 0) toast(mergedNotice(fromTheirs));
  }, [toast]);
  useEffect(() => {
    if (loaded.mergedFromTheirs) showMerged(loaded.mergedFromTheirs);
  }, [loaded.mergedFromTheirs, showMerged]);

  const autosave = useAutosave({
    projectId: project.id,
    present: document,
    initial: loaded.baseline,
    readOnly,
    initialConflict: loaded.conflict,
    onSaved: useCallback((saved: Project) => setProject((current) => ({ ...current, ...saved })), []),
    applyMerge: useCallback(
      (base: EditorDocument | undefined, theirs: EditorDocument, choices: MergeChoices) =>
        dispatch({ kind: 'edit', action: { type: 'mergeTheirs', base, theirs, choices } }),
      [],
    ),
    onMerged: showMerged,
  });

  const canvas = useRef<CanvasHandle>(null);
  const latestDocument = useRef(document);
  latestDocument.current = document;
  // The document the canvas shows ahead of React during a drag; each render catches up with it.
  const ahead = useRef<EditorDocument | null>(null);
  useLayoutEffect(() => {
    ahead.current = null;
  }, [document]);

  const controls = useMemo<EditorControls>(
    () => ({
      edit: (action) => {
        if (!readOnly) dispatch({ kind: 'edit', action });
      },
      drag: (action) => {
        if (readOnly) return;
        const next = perform(ahead.current ?? latestDocument.current, action);
        ahead.current = next;
        canvas.current?.showTheme(next.config);
        startTransition(() => dispatch({ kind: 'edit', action }));
      },
      endGesture: () => dispatch({ kind: 'endGesture' }),
      undo: () => {
        if (!readOnly) dispatch({ kind: 'undo' });
      },
      redo: () => {
        if (!readOnly) dispatch({ kind: 'redo' });
      },
      readOnly,
    }),
    [readOnly],
  );

  const { config } = document;
  // Token resolution depends only on the design's look, not on its components: one resolution per look, shared by the canvas and the design panel.
  const tokens = useMemo(
    () => resolveTokens(config),
    [config.theme, config.colors, config.typography, config.spacing, config.radius, config.shadows, config.motion, config.componentOverrides],
  );

  const selected = config.components.find((component) => component.id === selectedId) ?? null;
  useEffect(() => {
    if (selectedId && !selected) setSelectedId(null);
  }, [selectedId, selected]);

  const select = useCallback((id: string | null, reveal = true) => {
    setSelectedId(id);
    if (id && reveal) setRightTab('component');
  }, []);

  const getDocument = useCallback(() => latestDocument.current, []);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  const toggleCode = useCallback(() => setCodeOpen((open) => !open), []);
  const togglePanel = useCallback((side: 'left' | 'right') => setPanels((current) => ({ ...current, [side]: !current[side] })), []);

  const searchRef = useRef<HTMLInputElement>(null);
  useEditorShortcuts({
    controls,
    saveNow: autosave.saveNow,
    openHelp,
    focusSearch: () => {
      setPanels((current) => ({ ...current, left: true }));
      searchRef.current?.focus();
    },
    toggleCode,
  });

  const takeTheirs = () => {
    const theirs = autosave.takeTheirs();
    if (theirs) dispatch({ kind: 'edit', action: { type: 'replaceDocument', document: theirs } });
  };

  const projectId = project.id;
  const showNotice = notice.show;
  const applyTemplateAction = useCallback(
    (templateId: string, name: string) => {
      controls.edit({ type: 'applyTemplate', templateId, appliedAt: new Date().toISOString() });
      showNotice(name);
      rememberTemplateApplication(projectId, templateId);
    },
    [controls, showNotice, projectId],
  );
  const clearTemplateAction = useCallback(() => {
    controls.edit({ type: 'clearTemplate' });
    forgetTemplateApplication();
  }, [controls]);
  const addComponent = useCallback(
    (componentId: string, name: string) => {
      const id = `${componentId}-${crypto.randomUUID().slice(0, 8)}`;
      controls.edit({ type: 'addComponent', componentId, id });
      select(id, false);
      setAnnouncement(`Added ${name}.`);
    },
    [controls, select],
  );
  const selectLayer = useCallback((id: string) => select(id), [select]);
  const moveLayer = useCallback((id: string, toIndex: number) => controls.edit({ type: 'moveComponent', id, toIndex }), [controls]);
  const removeLayer = useCallback(
    (id: string, name: string) => {
      controls.edit({ type: 'removeComponent', id });
      setAnnouncement(`Removed ${name}. Press Ctrl+Z to undo.`);
    },
    [controls],
  );

  return (
    <div
      className="editor"
      data-read-only={readOnly || undefined}
      data-left-open={panels.left || undefined}
      data-right-open={panels.right || undefined}
    >
      <TopBar
        project={project}
        name={document.name}
        getDocument={getDocument}
        exportAllowance={loaded.exportAllowance}
        controls={controls}
        canUndo={history.past.length > 0}
        canRedo={history.future.length > 0}
        autosave={autosave}
        onProjectChange={setProject}
        onOpenHelp={openHelp}
        panels={panels}
        onTogglePanel={togglePanel}
      />
      <div className="editor-body">
        <aside className="editor-panel editor-left" aria-label="Components">
          <ComponentLibrary
            searchRef={searchRef}
            readOnly={readOnly}
            onAdd={addComponent}
          />
          <LayersList
            components={config.components}
            selectedId={selectedId}
            readOnly={readOnly}
            onSelect={selectLayer}
            onMove={moveLayer}
            onRemove={removeLayer}
            announce={setAnnouncement}
          />
        </aside>
        <main className="editor-center" aria-label="Canvas">
          <Canvas
            ref={canvas}
            config={config}
            tokens={tokens}
            selectedId={selectedId}
            onSelect={selectLayer}
            codeOpen={codeOpen}
            onToggleCode={toggleCode}
          />
          {codeOpen && (
            <Suspense fallback={<div className="editor-code-panel editor-code-loading" role="status">Loading code...</div>}>
              <CodePanel config={config} projectName={document.name} allowance={loaded.exportAllowance} onClose={() => setCodeOpen(false)} />
            </Suspense>
          )}
        </main>
        <aside className="editor-panel editor-right" aria-label="Design and properties">
          <div className="editor-tabs" role="tablist" aria-label="Panels">
            {(
              [
                ['design', 'Design'],
                ['templates', 'Templates'],
                ['component', 'Component'],
              ] as const
            ).map(([tab, label]) => (
              <button
                key={tab}
                type="button"
                role="tab"
                id={`editor-tab-${tab}`}
                aria-controls={`editor-tabpanel-${tab}`}
                aria-selected={rightTab === tab}
                tabIndex={rightTab === tab ? 0 : -1}
                className="editor-tab"
                onClick={() => setRightTab(tab)}
                onKeyDown={(event) => {
                  const order: RightTab[] = ['design', 'templates', 'component'];
                  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                  if (!step) return;
                  const next = order[(order.indexOf(tab) + step + order.length) % order.length]!;
                  setRightTab(next);
                  globalThis.document.getElementById(`editor-tab-${next}`)?.focus();
                }}
              >
                {label}
              </button>
            ))}
          </div>
          <div className="editor-tabpanel" role="tabpanel" id={`editor-tabpanel-${rightTab}`} aria-labelledby={`editor-tab-${rightTab}`}>
            {rightTab === 'design' && <DesignPanel config={config} tokens={tokens} controls={controls} />}
            {rightTab === 'templates' && (
              <TemplatesGallery config={config} readOnly={readOnly} onApply={applyTemplateAction} onClear={clearTemplateAction} />
            )}
            {rightTab === 'component' && <PropsPanel component={selected} controls={controls} />}
          </div>
        </aside>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <TemplateNotice notice={notice.state} />
      {autosave.conflict && (
        <ConflictDialog conflict={autosave.conflict} mine={document} onResolve={autosave.resolveConflict} afterCopy={takeTheirs} />
      )}
      {helpOpen && <ShortcutsDialog onClose={() => setHelpOpen(false)} />}
    </div>
  );
}

/** Spec section 9: the template application is also kept under ui-kit-template-application. */
const TEMPLATE_APPLICATION_KEY = 'ui-kit-template-application';

function rememberTemplateApplication(projectId: string, templateId: string): void {
  try {
    localStorage.setItem(TEMPLATE_APPLICATION_KEY, JSON.stringify({ projectId, templateId, appliedAt: new Date().toISOString(), customizations: {} }));
  } catch {
    // storage unavailable: the application is in the design itself
  }
}

function forgetTemplateApplication(): void {
  try {
    localStorage.removeItem(TEMPLATE_APPLICATION_KEY);
  } catch {
    // nothing to forget
  }
}

export type { EditorDocument };
