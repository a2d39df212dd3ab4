import { Link, useParams } from 'react-router-dom';
import { useEffect } from 'react';
import { useProjectLoad } from './load-project.ts';
import { EditorWorkspace } from './editor-session.tsx';
import './editor.css';

/** The editor at /project/:projectId: loads the project, then the full-screen workspace. */
export function EditorPage() {
  const { projectId } = useParams();
  const { state, retry } = useProjectLoad(projectId);
  useEffect(() => {
    const previous = document.title;
    if (state.status === 'ready') document.title = `${state.loaded.project.name} · Kitsmith editor`;
    return () => {
      document.title = previous;
    };
  }, [state]);

  if (state.status === 'loading') return <EditorSkeleton />;
  if (state.status === 'error') {
    return (
      <main className="editor-state" aria-labelledby="editor-state-title">
        <div className="card editor-state-card" role="alert">
          <h1 id="editor-state-title">{state.title}</h1>
          <p className="muted">{state.message}</p>
          <div className="actions">
            {state.canRetry && (
              <button type="button" className="button button-primary" onClick={retry}>
                Try again
              </button>
            )}
            <Link className="button button-outline" to="/dashboard">
              Back to dashboard
            </Link>
          </div>
        </div>
      </main>
    );
  }
  return <EditorWorkspace key={state.loaded.project.id} loaded={state.loaded} />;
}

/** The editor's outline while the project loads. */
function EditorSkeleton() {
  return (
    <div className="editor editor-loading" role="status" aria-label="Loading the project">
      <div className="editor-topbar">
        <span className="skeleton-line editor-skeleton-title" />
      </div>
      <div className="editor-body">
        <div className="editor-panel editor-left">
          {Array.from({ length: 8 }, (_, index) => (
            <span key={index} className="skeleton-line" />
          ))}
        </div>
        <div className="editor-center">
          <div className="editor-skeleton-canvas" />
        </div>
        <div className="editor-panel editor-right">
          {Array.from({ length: 6 }, (_, index) => (
            <span key={index} className="skeleton-line" />
          ))}
        </div>
      </div>
    </div>
  );
}
