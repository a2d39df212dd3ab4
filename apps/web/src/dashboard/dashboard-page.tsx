import type { Project } from '@kitsmith/client';
import { useEffect, useState } from 'react';
import { api } from '../app/api.ts';
import { Spinner } from '../ui/spinner.tsx';

type ProjectsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; projects: Project[] };

/** The user's projects, from the API, with loading, empty and error states. */
export function DashboardPage() {
  const [state, setState] = useState<ProjectsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.projects
      .list({ sort: 'updated' })
      .then(({ projects }) => current && setState({ status: 'loaded', projects }))
      .catch((error: unknown) => {
        console.error('Failed to load projects', error);
        if (current) setState({ status: 'error', message: error instanceof Error ? error.message : 'An unexpected error occurred' });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  return (
    <section aria-labelledby="projects-title">
      <h1 id="projects-title">Your projects</h1>
      {state.status === 'loading' ? (
        <p className="muted">
          <Spinner label="Loading projects" /> Loading projects...
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div className="error-banner" role="alert">
          Could not load your projects: {state.message}{' '}
          <button type="button" className="button button-outline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </div>
      ) : null}
      {state.status === 'loaded' && state.projects.length === 0 ? (
        <p className="empty-state">You have no projects yet.</p>
      ) : null}
      {state.status === 'loaded' && state.projects.length > 0 ? (
        <ul className="project-list">
          {state.projects.map((project) => (
            <li key={project.id} className="card">
              <h2>
                {project.name}
              </h2>
              <p>{project.description}</p>
              <p className="muted">
                {project.component_count} components · {project.is_public ? 'Public' : 'Private'} · updated{' '}
                {new Date(project.updated_at).toLocaleDateString()}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
