import type { ProjectSummary } from '@kitsmith/client';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../ui/format-date.ts';
import { Icon } from '../ui/icons.tsx';
import { useDismiss } from '../ui/use-dismiss.ts';

export type ProjectAction = 'rename' | 'duplicate' | 'delete';

/** Who may do what (the API checks again): editors rename, owners delete, anyone with access duplicates into their own account. */
export function allowedActions(project: ProjectSummary): ProjectAction[] {
  const actions: ProjectAction[] = [];
  if (project.role !== 'viewer') actions.push('rename');
  actions.push('duplicate');
  if (project.role === 'owner') actions.push('delete');
  return actions;
}

const LABELS: Record<ProjectAction, string> = { rename: 'Rename', duplicate: 'Duplicate', delete: 'Delete' };

/** A project on the dashboard: its theme's colours, name (to the editor), counts, visibility and a menu of actions. */
export function ProjectCard({ project, onAction }: { project: ProjectSummary; onAction: (action: ProjectAction, project: ProjectSummary) => void }) {
  const { primary, secondary, accent } = project.swatches;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, close, container, trigger);
  const count = project.component_count;
  return (
    <li className="project-card">
      <div className="project-swatches" aria-hidden="true">
        {[primary, secondary, accent].map((color, index) => (
          <span key={index} style={{ background: color }} />
        ))}
      </div>
      <div className="project-card-body">
        <h2>
          <Link to={`/project/${project.id}`}>{project.name}</Link>
        </h2>
        {project.description ? <p className="project-card-description">{project.description}</p> : null}
        <p className="muted project-card-meta">
          {count} component{count === 1 ? '' : 's'} · {project.is_public ? 'Public' : 'Private'} · Updated {formatDate(project.updated_at)}
          {project.role === 'owner' ? null : <span className="badge">{project.role}</span>}
        </p>
      </div>
      <div className="popover-anchor project-card-menu" ref={container}>
        <button
          ref={trigger}
          type="button"
          className="icon-button"
          aria-label={`Actions for ${project.name}`}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name="more" />
        </button>
        {menuOpen ? (
          <div id={menuId} className="popover project-actions" role="group" aria-label={`Actions for ${project.name}`}>
            {allowedActions(project).map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'delete' ? 'project-action project-action-danger' : 'project-action'}
                onClick={() => {
                  close();
                  onAction(action, project);
                }}
              >
                {LABELS[action]}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}
