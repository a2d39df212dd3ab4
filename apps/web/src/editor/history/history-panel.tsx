import type { VersionSummary } from '@kitsmith/client';
import { memo, useState } from 'react';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { EditorIcon } from '../editor-icons.tsx';
import { saveVersion } from '../state/actions/index.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';
import { groupByDay, isNamed, KIND_LABELS, versionTime, versionTitle } from './history-labels.ts';
import { useVersionList, versionCache } from './use-versions.ts';
import { VersionDetails } from './version-details.tsx';

/**
 * The History tab: the project's versions grouped by day, newest first, a page at a time; a version
 * opens its changes (against the current design or the version before it), Preview and Restore.
 * Editors save versions here (and with Mod+Alt+S); viewers read.
 */
export const HistoryPanel = memo(function HistoryPanel() {
  const store = useEditorStore();
  const projectId = useEditor((state) => state.project.id);
  const readOnly = useEditor((state) => state.readOnly);
  // Saved or restored here, or any save (which may have kept an automatic checkpoint): the list loads again.
  const refresh = useEditor((state) => `${state.requests.versions}:${state.project.revision}`);
  const { state, retry, loadMore } = useVersionList(projectId, refresh);
  const [cache] = useState(() => versionCache(projectId));
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const versions = state.status === 'ready' ? state.versions : [];
  const selectedIndex = versions.findIndex((version) => version.id === selectedId);
  const selected = versions[selectedIndex];
  if (selected && state.status === 'ready') {
    return (
      <VersionDetails
        key={selected.id}
        version={selected}
        index={selectedIndex}
        versions={state.versions}
        total={state.total}
        cache={cache}
        onBack={() => setSelectedId(null)}
      />
    );
  }

  return (
    <section className="editor-history" aria-labelledby="editor-history-title">
      <header className="editor-history-header">
        <h2 id="editor-history-title">Version history</h2>
        {!readOnly && (
          <button type="button" className="button button-primary button-small" onClick={() => store.run(saveVersion)} title={`Save version (${navigator.platform.startsWith('Mac') ? '⌥⌘S' : 'Ctrl+Alt+S'})`}>
            Save version
          </button>
        )}
      </header>
      {state.status === 'loading' && <Skeleton label="Loading the version history" lines={6} />}
      {state.status === 'error' && <ErrorBanner message={state.message} onRetry={retry} />}
      {state.status === 'ready' && state.versions.length === 0 && (
        <div className="editor-history-empty">
          <EditorIcon name="history" size={24} />
          <p>No versions yet.</p>
          <p className="muted">
            {readOnly
              ? 'Versions appear here once an editor saves one; checkpoints are kept automatically while the design is edited.'
              : 'Save a version to start the history: give it a message and a version number. Checkpoints are also kept automatically while you edit.'}
          </p>
        </div>
      )}
      {state.status === 'ready' && state.versions.length > 0 && (
        <>
          {/* The oldest version has nothing before it to count changes against. */}
          {groupByDay(state.versions).map((day) => (
            <div key={day.key} className="editor-history-day">
              <h3 className="editor-history-day-title">{day.label}</h3>
              <ul className="editor-history-list">
                {day.versions.map((version) => (
                  <li key={version.id}>
                    <VersionRow
                      version={version}
                      oldest={state.versions.length === state.total && version.id === state.versions.at(-1)?.id}
                      onSelect={() => setSelectedId(version.id)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {state.moreError && <ErrorBanner message={state.moreError} onRetry={loadMore} />}
          {state.versions.length < state.total && (
            <button type="button" className="button button-outline editor-history-more" onClick={loadMore} disabled={state.loadingMore}>
              {state.loadingMore ? 'Loading older versions...' : 'Show older'}
            </button>
          )}
        </>
      )}
    </section>
  );
});

/** One version in the list: author, message, semver badge (named versions), kind, time and what changed. */
function VersionRow({ version, oldest, onSelect }: { version: VersionSummary; oldest: boolean; onSelect: () => void }) {
  const author = version.author?.name ?? 'Former member';
  return (
    <button type="button" className="editor-history-row" data-kind={version.kind} onClick={onSelect}>
      <UserAvatar name={author} src={version.author?.avatar_url} size="sm" />
      <span className="editor-history-row-body">
        <span className="editor-history-row-title">
          <span className="editor-history-message">{versionTitle(version)}</span>
          {isNamed(version) && <span className="editor-version-badge">v{version.version}</span>}
        </span>
        <span className="editor-history-meta">
          {author} · {KIND_LABELS[version.kind]} · <time dateTime={version.created_at}>{versionTime(version.created_at)}</time>
        </span>
        <span className="editor-history-summary">{oldest ? 'Start of the history' : version.summary}</span>
      </span>
    </button>
  );
}
