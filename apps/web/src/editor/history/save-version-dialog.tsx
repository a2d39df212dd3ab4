import { BUMPS, bumpVersion, countChanges, diffDesigns, suggestBump, summarizeChanges, type Bump } from '@kitsmith/core';
import { useId, useState } from 'react';
import { api } from '../../app/api.ts';
import { useToast } from '../../ui/toast.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useAutosaveState } from '../save/autosave-provider.tsx';
import { versionsChanged } from '../state/actions/index.ts';
import { useEditorStore } from '../state/use-editor.tsx';
import { failureText } from './failure-text.ts';
import { useLoaded } from './use-versions.ts';

const BUMP_LABELS: Record<Bump, { title: string; hint: string }> = {
  patch: { title: 'Patch', hint: 'changed values' },
  minor: { title: 'Minor', hint: 'added tokens or components' },
  major: { title: 'Major', hint: 'removed or renamed tokens or components' },
};

const MESSAGE_MAX = 500;

/** What the current design changed since the last named version (or the first version), and the bump that calls for. */
interface Suggestion {
  bump: Bump;
  /** "3 colours, 1 component since 1.0.0"; null when there is no version to compare with. */
  since: string | null;
}

/**
 * Save version (the History panel's button, Mod+Alt+S): a message and patch/minor/major with the version
 * each gives, the one the changes call for preselected. Saves pending edits first, then the version;
 * the top bar shows the new version.
 */
export function SaveVersionDialog({ onClose }: { onClose: () => void }) {
  const store = useEditorStore();
  const toast = useToast();
  const autosave = useAutosaveState();
  const [message, setMessage] = useState('');
  const [chosen, setChosen] = useState<Bump | null>(null);
  const messageId = useId();
  const { project } = store.getState();

  const suggestion = useLoaded<Suggestion>(
    project.id,
    async () => {
      const current = store.getState().document.design;
      const named = await api.versions.list(project.id, {
        kind: 'named',
        page: 1,
        page_size: 1,
      });
      let base = named.versions[0];
      if (!base) {
        const all = await api.versions.list(project.id, {
          page: 1,
          page_size: 1,
        });
        base =
          all.total > 0
            ? (
                await api.versions.list(project.id, {
                  page: all.total,
                  page_size: 1,
                })
              ).versions[0]
            : undefined;
      }
      if (!base) return { bump: 'patch', since: null };
      const diff = diffDesigns((await api.versions.get(project.id, base.id)).config, current);
      return {
        bump: suggestBump(diff),
        since: `${summarizeChanges(countChanges(diff))} since ${base.kind === 'auto' ? 'the first checkpoint' : base.version}`,
      };
    },
    'Failed to compare with the last version',
  );
  const suggested = suggestion.status === 'ready' ? suggestion.value.bump : null;
  const bump = chosen ?? suggested ?? 'patch';

  const save = async () => {
    const revision = await autosave.flush();
    const version = await api.versions.create(project.id, {
      message: message.trim(),
      bump,
      revision,
    });
    autosave.adopt(await api.projects.get(project.id));
    store.run(versionsChanged, {
      announcement: `Saved version ${version.version}.`,
    });
    toast(`Saved version ${version.version}`);
  };

  return (
    <ConfirmDialog
      title="Save version"
      className="editor-save-version"
      confirmLabel={`Save ${bumpVersion(project.version, bump)}`}
      busyLabel="Saving..."
      onConfirm={save}
      failureFallback="Failed to save the version"
      describeFailure={failureText}
      onClose={onClose}
    >
      <div className="field">
        <label htmlFor={messageId}>Message</label>
        <textarea
          id={messageId}
          rows={3}
          maxLength={MESSAGE_MAX}
          placeholder="What changed, for your team and the changelog"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          autoFocus
        />
      </div>
      <fieldset className="editor-bump-options">
        <legend>Version</legend>
        {suggestion.status === 'loading' && <p className="muted editor-bump-note">Comparing with the last version...</p>}
        {suggestion.status === 'error' && <p className="muted editor-bump-note">{suggestion.message}</p>}
        {suggestion.status === 'ready' && (
          <p className="muted editor-bump-note">{suggestion.value.since ?? 'The first saved version of this project.'}</p>
        )}
        {BUMPS.map((option) => (
          <label key={option} className="editor-bump-option">
            <input type="radio" name="bump" value={option} checked={bump === option} onChange={() => setChosen(option)} />
            <span className="editor-bump-title">
              {BUMP_LABELS[option].title} <strong>{bumpVersion(project.version, option)}</strong>
              {suggested === option && <span className="editor-badge">Suggested</span>}
            </span>
            <span className="muted editor-bump-hint">{BUMP_LABELS[option].hint}</span>
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
