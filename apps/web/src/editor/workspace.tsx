import type { ExportAllowance } from '@kitsmith/client';
import { lazy, Suspense } from 'react';
import { Canvas } from './canvas/canvas.tsx';
import { DesignPanel } from './design/design-panel.tsx';
import { GeneratePanel } from './generate/generate-panel.tsx';
import { HistoryPanel } from './history/history-panel.tsx';
import { PreviewBanner } from './history/preview-banner.tsx';
import { RestoreDialog } from './history/restore-dialog.tsx';
import { SaveVersionDialog } from './history/save-version-dialog.tsx';
import './history/history.css';
import { ComponentLibrary } from './library/component-library.tsx';
import { LayersList } from './library/layers-list.tsx';
import { PropsPanel } from './props/props-panel.tsx';
import { OpenConflict } from './save/autosave-provider.tsx';
import { ShortcutsDialog } from './shortcuts/shortcuts-dialog.tsx';
import { closeDialog, showTab, toggleCodePanel } from './state/actions/index.ts';
import type { RightTab } from './state/editor-state.ts';
import { useEditor, useEditorStore } from './state/use-editor.tsx';
import { TemplateNotice } from './templates/template-notice.tsx';
import { TemplatesGallery } from './templates/templates-gallery.tsx';
import { TopBar } from './top-bar/top-bar.tsx';

const CodePanel = lazy(async () => ({ default: (await import('./code/code-panel.tsx')).CodePanel }));

const TABS: readonly (readonly [RightTab, string])[] = [
  ['design', 'Design'],
  ['templates', 'Templates'],
  ['generate', 'Generate'],
  ['component', 'Component'],
  ['history', 'History'],
];

/** The editor's layout: top bar; library and layers, canvas and code, design and properties; notices and dialogs. */
export function Workspace({ exportAllowance }: { exportAllowance: ExportAllowance }) {
  const store = useEditorStore();
  const readOnly = useEditor((state) => state.readOnly);
  const panels = useEditor((state) => state.panels);
  const codeOpen = useEditor((state) => state.codeOpen);
  const helpOpen = useEditor((state) => state.helpOpen);
  const saveVersionOpen = useEditor((state) => state.saveVersionOpen && !state.readOnly);
  const restoreTarget = useEditor((state) => (state.readOnly ? null : state.restoreTarget));
  return (
    <div className="editor" data-read-only={readOnly || undefined} data-left-open={panels.left || undefined} data-right-open={panels.right || undefined}>
      <TopBar exportAllowance={exportAllowance} />
      <div className="editor-body">
        <aside className="editor-panel editor-left" aria-label="Components">
          <ComponentLibrary />
          <LayersList />
        </aside>
        <main className="editor-center" aria-label="Canvas">
          <PreviewBanner />
          <Canvas />
          {codeOpen && (
            <Suspense fallback={<div className="editor-code-panel editor-code-loading" role="status">Loading code...</div>}>
              <CodeArea exportAllowance={exportAllowance} onClose={() => store.run(toggleCodePanel)} />
            </Suspense>
          )}
        </main>
        <aside className="editor-panel editor-right" aria-label="Design and properties">
          <RightTabs />
        </aside>
      </div>
      <Announcement />
      <TemplateNotice />
      <OpenConflict />
      {helpOpen && <ShortcutsDialog onClose={() => store.run(closeDialog)} />}
      {saveVersionOpen && <SaveVersionDialog onClose={() => store.run(closeDialog)} />}
      {restoreTarget && <RestoreDialog key={restoreTarget.id} target={restoreTarget} onClose={() => store.run(closeDialog)} />}
    </div>
  );
}

/** The code panel for the design as it is now. */
function CodeArea({ exportAllowance, onClose }: { exportAllowance: ExportAllowance; onClose: () => void }) {
  const design = useEditor((state) => state.document.design);
  const name = useEditor((state) => state.document.name);
  const projectId = useEditor((state) => state.project.id);
  return <CodePanel design={design} projectId={projectId} projectName={name} allowance={exportAllowance} onClose={onClose} />;
}

/** Design, Templates, Component and History: tabs with arrow keys between them. */
function RightTabs() {
  const store = useEditorStore();
  const rightTab = useEditor((state) => state.rightTab);
  return (
    <>
      <div className="editor-tabs" role="tablist" aria-label="Panels">
        {TABS.map(([tab, label], index) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`editor-tab-${tab}`}
            aria-controls={`editor-tabpanel-${tab}`}
            aria-selected={rightTab === tab}
            tabIndex={rightTab === tab ? 0 : -1}
            className="editor-tab"
            onClick={() => store.run(showTab, { tab })}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const [next] = TABS[(index + step + TABS.length) % TABS.length]!;
              store.run(showTab, { tab: next });
              document.getElementById(`editor-tab-${next}`)?.focus();
            }}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="editor-tabpanel" role="tabpanel" id={`editor-tabpanel-${rightTab}`} aria-labelledby={`editor-tab-${rightTab}`}>
        {rightTab === 'design' && <DesignPanel />}
        {rightTab === 'templates' && <TemplatesGallery />}
        {rightTab === 'generate' && <GeneratePanel />}
        {rightTab === 'component' && <PropsPanel />}
        {rightTab === 'history' && <HistoryPanel />}
      </div>
    </>
  );
}

function Announcement() {
  const announcement = useEditor((state) => state.announcement);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </p>
  );
}
