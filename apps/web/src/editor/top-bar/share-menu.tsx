import { SHADCN_REGISTRY_NAMESPACE, SHADCN_TOKEN_VARIABLE, registryItemUrlFor, shadcnRegistryEntry, shareableLinkFor } from '@kitsmith/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { api } from '../../app/api.ts';
import { errorMessage } from '../../ui/error-message.ts';
import { useDismiss } from '../../ui/use-dismiss.ts';
import { EditorIcon } from '../editor-icons.tsx';
import type { ProjectInfo } from '../state/editor-state.ts';

/** Spec section 9: the copy-link confirmation lasts 2 s. */
const COPIED_MS = 2000;

type Copyable = 'link' | 'shadcn';

/**
 * The `npx shadcn add` command for the project's theme: its registry item URL when public; for a private project
 * the registry namespace, which the app's components.json maps to the API with a personal access token.
 */
function shadcnCommand(project: ProjectInfo): string {
  const target = project.is_public ? registryItemUrlFor(window.location.origin, project.id) : `${SHADCN_REGISTRY_NAMESPACE}/${project.id}`;
  return `npx shadcn add ${target}`;
}

/** What a private project's users add to their app's components.json, as JSON to paste. */
function privateRegistryJson(): string {
  return `"registries": ${JSON.stringify(shadcnRegistryEntry(window.location.origin), null, 2)}`;
}

/** Visibility (public/private), the shareable link and the shadcn/ui command, in a popover under the Share button. */
export function ShareMenu({ project, onProjectChange }: { project: ProjectInfo; onProjectChange: (project: ProjectInfo) => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState<Copyable | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);
  const popoverId = useId();
  const canChange = project.role === 'owner' || project.role === 'admin';
  const link = project.shareable_link ?? shareableLinkFor(window.location.origin, project.id);
  const command = shadcnCommand(project);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { project: updated } = await api.projects.share(project.id, { is_public: !project.is_public });
      onProjectChange({ ...project, is_public: updated.is_public, shareable_link: updated.shareable_link, updated_at: updated.updated_at });
    } catch (error) {
      console.error('Failed to change visibility', error);
      setFailure(errorMessage(error, 'Failed to change who can see this project'));
    } finally {
      setBusy(false);
    }
  };

  const copy = async (what: Copyable) => {
    try {
      await navigator.clipboard.writeText(what === 'link' ? link : command);
      setCopied(what);
    } catch {
      setFailure(`The ${what === 'link' ? 'link' : 'command'} could not be copied: select it and copy it by hand.`);
    }
  };

  return (
    <div className="popover-anchor" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="button button-outline"
        aria-expanded={open}
        aria-controls={popoverId}
        onClick={() => setOpen((value) => !value)}
      >
        <EditorIcon name="share" /> <span className="editor-topbar-text">Share</span>
        <span className="editor-visibility" data-public={project.is_public || undefined}>
          {project.is_public ? 'Public' : 'Private'}
        </span>
      </button>
      {open && (
        <div className="popover editor-share" id={popoverId} role="group" aria-label="Sharing">
          <label className="editor-switch">
            <input
              type="checkbox"
              role="switch"
              checked={project.is_public}
              disabled={!canChange || busy}
              aria-describedby={`${popoverId}-hint`}
              onChange={() => void toggle()}
            />
            <span>Public: anyone with the link can view</span>
          </label>
          <p className="muted editor-hint" id={`${popoverId}-hint`}>
            {canChange
              ? project.is_public
                ? 'The project shows on its public page, read only.'
                : 'Only you and your team can see this project.'
              : 'Only the owner or an admin can change who can see this project.'}
          </p>
          {project.is_public && (
            <div className="editor-share-link">
              <label className="visually-hidden" htmlFor={`${popoverId}-link`}>
                Shareable link
              </label>
              <input id={`${popoverId}-link`} readOnly value={link} onFocus={(event) => event.target.select()} />
              <button type="button" className="button button-outline" onClick={() => void copy('link')}>
                <EditorIcon name="copy" /> {copied === 'link' ? 'Copied!' : 'Copy link'}
              </button>
            </div>
          )}
          <div className="editor-share-link">
            <label className="visually-hidden" htmlFor={`${popoverId}-shadcn`}>
              shadcn/ui command
            </label>
            <input id={`${popoverId}-shadcn`} readOnly value={command} onFocus={(event) => event.target.select()} />
            <button type="button" className="button button-outline" onClick={() => void copy('shadcn')}>
              <EditorIcon name="copy" /> {copied === 'shadcn' ? 'Copied!' : 'Copy command'}
            </button>
          </div>
          {project.is_public ? (
            <p className="muted editor-hint">Applies this theme to a shadcn/ui app: its colours, fonts and radius.</p>
          ) : (
            <details className="editor-hint">
              <summary>A private project needs a personal access token</summary>
              <p className="muted">
                Create a token with the read scope in Settings, set <code>{SHADCN_TOKEN_VARIABLE}</code> to it, and add this to the app’s
                components.json:
              </p>
              <pre className="editor-share-snippet">{privateRegistryJson()}</pre>
            </details>
          )}
          {failure && (
            <p className="editor-field-error" role="alert">
              {failure}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
