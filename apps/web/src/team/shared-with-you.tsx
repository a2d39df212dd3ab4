import type { ProjectSummary } from '@kitsmith/client';
import { useRef, useState } from 'react';
import { api } from '../app/api.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useToast } from '../ui/toast.tsx';
import { roleDescriptions, roleLabels } from './roles.ts';

/** Projects the user is on without managing the team: their role, and a way to leave (confirmed). */
export function SharedWithYou({ projects, currentUserId, onLeft }: { projects: ProjectSummary[]; currentUserId: string; onLeft: (project: ProjectSummary) => void }) {
  const toast = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const [leaving, setLeaving] = useState<ProjectSummary | null>(null);

  const leave = async (project: ProjectSummary) => {
    await api.projects.removeMember(project.id, currentUserId);
    onLeft(project);
    toast(`You left ${project.name}.`);
  };

  return (
    <section className="card screen-section" aria-labelledby="shared-title">
      <div className="screen-section-header">
        <h2 id="shared-title" ref={heading} tabIndex={-1}>
          Shared with you
        </h2>
        <p className="muted">Projects whose owner invited you. Their owner or an admin manages who is on the team.</p>
      </div>
      <ul className="item-list" aria-label="Projects shared with you">
        {projects.map((project) => (
          <li key={project.id}>
            <div className="item-main item-text">
              <div>
                <p className="item-title">{project.name}</p>
                <p className="item-meta">
                  {roleLabels[project.role]}: {roleDescriptions[project.role]}
                </p>
              </div>
            </div>
            <div className="item-actions">
              <button type="button" className="button button-outline button-small" onClick={() => setLeaving(project)}>
                Leave<span className="visually-hidden"> {project.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {leaving ? (
        <ConfirmDialog
          title={`Leave ${leaving.name}?`}
          confirmLabel="Leave project"
          busyLabel="Leaving..."
          danger
          failureFallback="Failed to leave the project"
          onConfirm={() => leave(leaving)}
          onClose={() => setLeaving(null)}
          fallbackFocus={() => heading.current}
        >
          <p>You lose access at once. To come back, ask its owner or an admin to invite you again.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
