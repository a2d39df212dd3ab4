import { examplePages, renderExamplePage, templateExamplePage, type DesignSystem } from '@kitsmith/core';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { selectComponent, toggleCodePanel } from '../state/actions/index.ts';
import { tokensOf } from '../state/design-tokens.ts';
import type { EditorState } from '../state/editor-state.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';
import { CanvasToolbar, VIEWPORTS, type PreviewMode, type Shown, type Viewport } from './canvas-toolbar.tsx';
import { previewScheme } from './high-contrast-toggle.tsx';
import { PreviewFrame, frameReport, previewShell } from './preview-frame.ts';
import { VisionFilters, VisionFindings, visionFilter, type VisionSetting } from './vision-menu.tsx';

/** The design the canvas shows: the previewed version's, else the document's. */
const shownDesign = (state: EditorState) => state.preview?.design ?? state.document.design;
const shownKey = (projectId: string) => `kitsmith:canvas-page:${projectId}`;

/**
 * The canvas's choice for a project, remembered in this browser (an unknown one is the components). The first
 * time a project opens here, nothing is remembered: it opens on its template's example page, if it has one.
 */
function readShown(projectId: string, design: DesignSystem): Shown {
  let value: string | null = null;
  try {
    value = localStorage.getItem(shownKey(projectId));
  } catch {
    // Storage refused: as on a first open.
  }
  if (value === null) {
    const first = templateExamplePage(design) ?? 'components';
    rememberShown(projectId, first);
    return first;
  }
  return examplePages.some((page) => page.id === value) ? value : 'components';
}

function rememberShown(projectId: string, shown: Shown): void {
  try {
    localStorage.setItem(shownKey(projectId), shown);
  } catch {
    // Storage full or refused: the choice lasts this visit only.
  }
}

let darkQueryList: MediaQueryList | undefined;
const darkQuery = () => (darkQueryList ??= window.matchMedia('(prefers-color-scheme: dark)'));
function useSystemDark(): boolean {
  return useSyncExternalStore(
    (notify) => {
      const query = darkQuery();
      query.addEventListener('change', notify);
      return () => query.removeEventListener('change', notify);
    },
    () => darkQuery().matches,
  );
}

/**
 * The toolbar (scheme, viewport width, zoom, code) and the live preview of every component. The preview
 * restyles on every change of the store's design, a drag's steps included, in the frame of the change.
 */
export function Canvas() {
  const store = useEditorStore();
  // A previewed version shows instead of the document, read-only.
  const components = useEditor((state) => shownDesign(state).components);
  const previewing = useEditor((state) => state.preview !== null);
  const selectedId = useEditor((state) => state.selectedId);
  const codeOpen = useEditor((state) => state.codeOpen);
  const [mode, setMode] = useState<PreviewMode>(() => store.getState().document.design.theme.mode);
  const [viewport, setViewport] = useState<Viewport>('desktop');
  const [zoom, setZoom] = useState(1);
  const projectId = useEditor((state) => state.project.id);
  const [shown, setShownState] = useState<Shown>(() => readShown(projectId, store.getState().document.design));
  const setShown = (next: Shown) => {
    setShownState(next);
    rememberShown(projectId, next);
  };
  const pageHtml = useMemo(() => (shown === 'components' ? null : renderExamplePage(shown)), [shown]);
  const systemDark = useSystemDark();
  const [highContrast, setHighContrast] = useState(false);
  const [vision, setVision] = useState<VisionSetting>('none');
  const scheme = previewScheme(mode === 'auto' ? (systemDark ? 'dark' : 'light') : mode, highContrast);
  const iframeRef = useRef<HTMLIFrameElement>(null);
  const [frame, setFrame] = useState<PreviewFrame | null>(null);
  const [shell] = useState(() => previewShell(store.getState().document.design));
  const stageRef = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState({ width: 800, height: 600 });

  useLayoutEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setStage({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The frame is on an opaque origin: it says when its script is ready, and which section a click selected.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const target = iframeRef.current?.contentWindow;
      const report = frameReport(event, target);
      if (!report || !target) return;
      if (report.type === 'ready') setFrame(new PreviewFrame(target));
      else if (!store.getState().preview) store.run(selectComponent, { id: report.id, reveal: true });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [store]);
  useLayoutEffect(() => {
    if (!frame) return;
    const show = () => {
      const design = shownDesign(store.getState());
      frame.applyTheme(tokensOf(design), scheme, highContrast ? scheme : mode);
      frame.applyFonts(design.typography);
    };
    show();
    return store.watch(show);
  }, [store, frame, scheme, mode, highContrast]);
  useLayoutEffect(() => {
    frame?.renderComponents(components);
  }, [frame, components]);
  useLayoutEffect(() => {
    frame?.showPage(pageHtml);
  }, [frame, pageHtml]);
  useEffect(() => {
    frame?.select(previewing ? null : selectedId, true);
  }, [frame, selectedId, previewing]);
  // A component chosen in the layers (or just added, which selects it) is shown: an example page would hide it.
  // Choosing the one already selected asks for it too (a new show request), so the canvas leaves the page.
  const showRequests = useEditor((state) => state.requests.show);
  const lastAsked = useRef({ selectedId, showRequests });
  useEffect(() => {
    const last = lastAsked.current;
    if (selectedId === last.selectedId && showRequests === last.showRequests) return;
    lastAsked.current = { selectedId, showRequests };
    if (selectedId !== null && shown !== 'components') setShown('components');
  });

  const fixedWidth = VIEWPORTS[viewport];
  const width = fixedWidth ?? Math.max(320, stage.width / zoom);
  const height = Math.max(200, stage.height / zoom);
  const empty = components.length === 0 && shown === 'components';

  return (
    <div className="editor-canvas">
      <CanvasToolbar
        shown={shown}
        onShown={setShown}
        mode={mode}
        onMode={setMode}
        viewport={viewport}
        onViewport={setViewport}
        zoom={zoom}
        onZoom={setZoom}
        codeOpen={codeOpen}
        onToggleCode={() => store.run(toggleCodePanel)}
        highContrast={highContrast}
        onHighContrast={setHighContrast}
        vision={vision}
        onVision={setVision}
      />
      <VisionFilters />
      {vision !== 'none' && <VisionFindings scheme={scheme} kind={vision} />}
      <div className="editor-stage" ref={stageRef} data-scheme={scheme} data-previewing={previewing || undefined}>
        <div className="editor-frame-box" style={{ width: width * zoom, height: height * zoom }}>
          <iframe
            ref={iframeRef}
            className="editor-frame"
            title="Design preview"
            sandbox="allow-scripts"
            srcDoc={shell}
            data-viewport={viewport}
            style={{ width, height, transform: `scale(${zoom})`, filter: visionFilter(vision) }}
          />
        </div>
        {empty && (
          <p className="editor-canvas-empty">
            No components yet. Add one from the library on the left: it appears here, styled by your design.
          </p>
        )}
      </div>
    </div>
  );
}
