import type { VersionDetail, VersionSummary } from '@kitsmith/client';
import { countChanges, diffDesigns, summarizeChanges, type DesignDiff } from '@kitsmith/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { ErrorBanner } from '../../ui/error-banner.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { EditorIcon } from '../editor-icons.tsx';
import { askRestore, endPreview, previewVersion } from '../state/actions/index.ts';
import { useEditor, useEditorStore } from '../state/use-editor.tsx';
import { DiffView } from './diff-view.tsx';
import { MessageEditor } from './message-editor.tsx';
import { isNamed, KIND_LABELS, versionName, versionTime, versionTitle } from './history-labels.ts';
import { useLoaded, type VersionCache } from './use-versions.ts';

type Compare = 'current' | 'previous';
const COMPARE_OPTIONS: readonly { value: Compare; label: string }[] = [
  { value: 'current', label: 'Current design' },
  { value: 'previous', label: 'Version before' },
];

interface VersionDetailsProps {
  version: VersionSummary;
  /** Its place in the loaded list (newest first), to find the version before it. */
  index: number;
  versions: readonly VersionSummary[];
  total: number;
  cache: VersionCache;
  onBack: () => void;
}

/** One version: who saved it and when, its changes against the current design or the version before it, Preview and Restore. */
export function VersionDetails({ version, index, versions, total, cache, onBack }: VersionDetailsProps) {
  const store = useEditorStore();
  const readOnly = useEditor((state) => state.readOnly);
  const previewing = useEditor((state) => state.preview?.id === version.id);
  const [compare, setCompare] = useState<Compare>('current');
  const [editing, setEditing] = useState(false);
  const detail = useLoaded(version.id, () => cache.get(version.id), 'Failed to load the version');
  const author = version.author?.name ?? 'Former member';
  const ref = { id: version.id, version: isNamed(version) ? version.version : versionName(version) };

  return (
    <section className="editor-history" aria-labelledby="editor-version-title">
      <button type="button" className="editor-history-back" onClick={onBack}>
        <EditorIcon name="back" size={16} /> All versions
      </button>
      <header className="editor-version-header">
        <h2 id="editor-version-title">
          {versionTitle(version)}
          {isNamed(version) && <span className="editor-version-badge">v{version.version}</span>}
        </h2>
        <p className="editor-history-meta">
          <UserAvatar name={author} src={version.author?.avatar_url} size="sm" />
          <span>
            {author} · {KIND_LABELS[version.kind]} · <time dateTime={version.created_at}>{new Date(version.created_at).toLocaleDateString()} {versionTime(version.created_at)}</time>
          </span>
        </p>
        {!readOnly &&
          (editing ? (
            <MessageEditor version={version} onDone={() => setEditing(false)} />
          ) : (
            <button type="button" className="editor-history-back editor-message-edit" onClick={() => setEditing(true)}>
              {version.message ? 'Edit message' : 'Add a message'}
            </button>
          ))}
      </header>
      <div className="editor-version-actions">
        {previewing ? (
          <button type="button" className="button button-outline button-small" onClick={() => store.run(endPreview)}>
            Back to current
          </button>
        ) : (
          <button
            type="button"
            className="button button-outline button-small"
            disabled={detail.status !== 'ready'}
            onClick={() => detail.status === 'ready' && store.run(previewVersion, { version: ref, design: detail.value.config })}
          >
            <EditorIcon name="eye" size={16} /> Preview
          </button>
        )}
        {!readOnly && (
          <button type="button" className="button button-primary button-small" onClick={() => store.run(askRestore, { version: ref })}>
            Restore
          </button>
        )}
      </div>
      <SegmentedControl
        label="Compare with"
        showLabel
        className="editor-version-compare"
        value={compare}
        options={COMPARE_OPTIONS}
        onChange={setCompare}
      />
      {detail.status === 'loading' && <Skeleton label="Loading the version" lines={5} />}
      {detail.status === 'error' && <ErrorBanner message={detail.message} />}
      {detail.status === 'ready' &&
        (compare === 'current' ? (
          <AgainstCurrent detail={detail.value} />
        ) : (
          <AgainstPrevious detail={detail.value} index={index} versions={versions} total={total} cache={cache} />
        ))}
    </section>
  );
}

/** From the version to the design as it is in the editor now, unsaved edits included. */
function AgainstCurrent({ detail }: { detail: VersionDetail }) {
  const document = useDeferredValue(useEditor((state) => state.document));
  const description = useEditor((state) => state.project.description);
  const diff = useMemo(
    () =>
      diffDesigns(detail.config, document.design, {
        before: { name: detail.name, description: detail.description },
        after: { name: document.name, description },
      }),
    [detail, document, description],
  );
  const name = isNamed(detail) ? detail.version : versionName(detail);
  return <DiffSection diff={diff} title={`Changes from ${name} to the current design`} empty="The current design is the same as this version." />;
}

/** From the version before it to this one: what this version changed. */
function AgainstPrevious({ detail, index, versions, total, cache }: { detail: VersionDetail; index: number; versions: readonly VersionSummary[]; total: number; cache: VersionCache }) {
  const previous = useLoaded(
    `${detail.id}:previous`,
    async () => {
      const before = await cache.before(index, versions, total);
      return before ? await cache.get(before.id) : null;
    },
    'Failed to load the version before it',
  );
  const diff = useMemo(
    () =>
      previous.status === 'ready' && previous.value
        ? diffDesigns(previous.value.config, detail.config, {
            before: { name: previous.value.name, description: previous.value.description },
            after: { name: detail.name, description: detail.description },
          })
        : null,
    [previous, detail],
  );
  if (previous.status === 'loading') return <Skeleton label="Loading the version before it" lines={5} />;
  if (previous.status === 'error') return <ErrorBanner message={previous.message} />;
  if (!previous.value || !diff) return <p className="editor-history-note">This is the first version: there is nothing before it to compare with.</p>;
  const before = isNamed(previous.value) ? previous.value.version : versionName(previous.value);
  return <DiffSection diff={diff} title={`Changes since ${before}`} empty="Nothing changed since the version before it." />;
}

function DiffSection({ diff, title, empty }: { diff: DesignDiff; title: string; empty: string }) {
  const summary = summarizeChanges(countChanges(diff));
  return (
    <div className="editor-diff" aria-live="polite">
      <h3 className="editor-diff-title">{title}</h3>
      <p className="editor-history-summary">{summary}</p>
      <DiffView diff={diff} empty={empty} />
    </div>
  );
}
