import '../ui/app-screens.css';
import './team.css';
import type { ProjectSummary } from '@kitsmith/client';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { errorMessage } from '../ui/error-message.ts';
import { ChoiceMenu } from '../ui/menu.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { ProjectTeam } from './project-team.tsx';
import { withArticle } from './roles.ts';
import { SharedWithYou } from './shared-with-you.tsx';
import { canManageTeam, listAllProjects } from './team-api.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';

type ProjectsState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; projects: ProjectSummary[] };

/** /team (issue 6, section 4): the team of each project the user manages (picked with ?project=), and the projects shared with them. */
export function TeamPage() {
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<ProjectsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    listAllProjects()
      .then((projects) => current && setState({ status: 'loaded', projects }))
      .catch((error: unknown) => {
        console.error('Failed to load projects', error);
        if (current) setState({ status: 'error', message: errorMessage(error, 'Failed to load your projects') });
      });
    return () => {
      current = false;
    };
  }, [attempt]);

  if (!user) return null;
  return (
    <div className="screen team-page">
      <header className="screen-header">
        <h1>Team</h1>
        <p className="muted">Invite people to your projects and choose what each of them can do.</p>
      </header>
      {state.status === 'loading' ? <Skeleton label="Loading your projects" lines={4} /> : null}
      {state.status === 'error' ? (
        <ErrorBanner message={state.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {state.status === 'loaded' ? (
        <LoadedTeams
          projects={state.projects}
          currentUserId={user.uid}
          selectedId={searchParams.get('project')}
          onSelect={(id) => setSearchParams({ project: id }, { replace: true })}
          onLeft={(left) => setState({ status: 'loaded', projects: state.projects.filter((project) => project.id !== left.id) })}
        />
      ) : null}
    </div>
  );
}

interface LoadedTeamsProps {
  projects: ProjectSummary[];
  currentUserId: string;
  selectedId: string | null;
  onSelect: (projectId: string) => void;
  onLeft: (project: ProjectSummary) => void;
}

function LoadedTeams({ projects, currentUserId, selectedId, onSelect, onLeft }: LoadedTeamsProps) {
  const pickerHintId = useId();
  const managed = projects.filter(canManageTeam);
  const joined = projects.filter((project) => !canManageTeam(project));
  const selected = managed.find((project) => project.id === selectedId) ?? managed[0];

  if (projects.length === 0) {
    return (
      <div className="empty-state">
        <p>You have no projects yet, so there is no team to manage. Create a project first, then come back here to invite people to it.</p>
        <Link to="/dashboard" className="button button-primary">
          Go to your projects
        </Link>
      </div>
    );
  }
  return (
    <>
      {selected && managed.length > 1 ? (
        <div className="project-picker">
          <ChoiceMenu
            label="Project"
            value={selected.id}
            onChange={onSelect}
            describedBy={pickerHintId}
            options={managed.map((project) => ({ value: project.id, label: project.name }))}
          />
          <p className="field-hint" id={pickerHintId}>
            You manage the teams of {managed.length} projects.
          </p>
        </div>
      ) : null}
      <div className="team-layout" data-aside={joined.length > 0 && selected ? '' : undefined}>
        {selected ? (
          <section className="card screen-section" aria-labelledby="team-project-title">
            <div className="screen-section-header">
              <h2 id="team-project-title">{selected.name}</h2>
              <p className="muted">
                {selected.role === 'owner'
                  ? 'You own this project.'
                  : `You are ${withArticle(selected.role)} of this project, so you manage its team.`}
              </p>
            </div>
            <ProjectTeam key={selected.id} project={selected} currentUserId={currentUserId} onLeft={() => onLeft(selected)} />
          </section>
        ) : (
          <p className="empty-state">
            You don&apos;t manage the team of any project. The owner or an admin of a project invites people to it;{' '}
            <Link to="/dashboard">create a project</Link> to build a team of your own.
          </p>
        )}
        {joined.length > 0 ? <SharedWithYou projects={joined} currentUserId={currentUserId} onLeft={onLeft} /> : null}
      </div>
    </>
  );
}
