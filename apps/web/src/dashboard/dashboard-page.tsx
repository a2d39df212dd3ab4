import type { ProjectSummary } from '@kitsmith/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import '../ui/app-screens.css';
import './dashboard.css';
import { api } from '../app/api.ts';
import { onProjectsChanged } from '../app/project-events.ts';
import { useSession } from '../session/use-session.ts';
import { errorMessage } from '../ui/error-message.ts';
import { Icon } from '../ui/icons.tsx';
import { ChoiceMenu, type MenuOption } from '../ui/menu.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { useToast } from '../ui/toast.tsx';
import { NewProjectDialog, RenameProjectDialog } from './project-dialogs.tsx';
import { ProjectCard, type ProjectAction } from './project-card.tsx';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { projectLimitReached } from './plan-card.tsx';

/** How long a deleted project can be brought back (the toast's own life). */
export const UNDO_MS = 6000;
const PAGE_SIZE = 100;
const SEARCH_DEBOUNCE_MS = 250;

type Sort = 'updated' | 'name' | 'created';
const SORTS: readonly MenuOption<Sort>[] = [
  { value: 'updated', label: 'Last updated' },
  { value: 'name', label: 'Name' },
  { value: 'created', label: 'Newest' },
];

type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; projects: ProjectSummary[]; total: number };
type Dialog = { kind: 'new' } | { kind: 'rename'; project: ProjectSummary } | null;

/** The user's projects, searched and sorted by the API; reloads when `attempt` or the query changes. */
function useProjectList(search: string, sort: Sort) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => onProjectsChanged(reload), [reload]);
  useEffect(() => {
    let current = true;
    api.projects
      .list({ sort, page_size: PAGE_SIZE, ...(search ? { search } : {}) })
      .then(({ projects, total }) => current && setState({ status: 'loaded', projects, total }))
      .catch((error: unknown) => current && setState({ status: 'error', message: errorMessage(error, 'Failed to load projects') }));
    return () => {
      current = false;
    };
  }, [search, sort, attempt]);
  return { state, setState, reload };
}

/** Dashboard (issue 6, section 1): the projects as cards, search and sort, New Project, rename, duplicate, delete with undo. */
export function DashboardPage() {
  const { user, refresh } = useSession();
  const toast = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('updated');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const pendingDeletes = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; run: () => void }>());
  const searchInput = useRef<HTMLInputElement>(null);
  const { state, setState, reload } = useProjectList(search, sort);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  // The sidebar's New Project arrives as navigation state: open the dialog once, then forget the flag.
  useEffect(() => {
    if ((location.state as { newProject?: boolean } | null)?.newProject) {
      setDialog({ kind: 'new' });
      navigate(location.pathname + location.search, { replace: true, state: null });
    }
  }, [location, navigate]);

  // "/" focuses the search, as in most tools.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.key !== '/' || event.ctrlKey || event.metaKey || target?.closest('input, textarea, select, [contenteditable="true"], dialog, [role="menu"]')) return;
      event.preventDefault();
      searchInput.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // Leaving the page does what the user left it to do: deletions not undone are carried out.
  useEffect(() => {
    const pending = pendingDeletes.current;
    return () => {
      for (const { timer, run } of pending.values()) {
        clearTimeout(timer);
        run();
      }
      pending.clear();
    };
  }, []);

  const replaceProject = (project: ProjectSummary) =>
    setState((current) => (current.status === 'loaded' ? { ...current, projects: current.projects.map((p) => (p.id === project.id ? project : p)) } : current));

  const unhide = (id: string) =>
    setHidden((current) => {
      const next = new Set(current);
      next.delete(id);
      return next;
    });

  const remove = (project: ProjectSummary) => {
    setHidden((current) => new Set(current).add(project.id));
    const run = () => {
      pendingDeletes.current.delete(project.id);
      api.projects.remove(project.id).then(
        () => void refresh().catch(() => undefined),
        (error: unknown) => {
          unhide(project.id);
          toast(errorMessage(error, `Failed to delete ${project.name}`));
        },
      );
    };
    pendingDeletes.current.set(project.id, { timer: setTimeout(run, UNDO_MS), run });
    toast(`Deleted ${project.name}.`, {
      label: 'Undo',
      run: () => {
        const pending = pendingDeletes.current.get(project.id);
        if (!pending) return;
        clearTimeout(pending.timer);
        pendingDeletes.current.delete(project.id);
        unhide(project.id);
      },
    });
  };

  const duplicate = async (project: ProjectSummary) => {
    try {
      const copy = await api.projects.duplicate(project.id, { name: `${project.name} (copy)`.slice(0, 120) });
      toast(`Duplicated as ${copy.name}.`);
      reload();
      void refresh().catch(() => undefined);
    } catch (error) {
      toast(errorMessage(error, `Failed to duplicate ${project.name}`));
    }
  };

  const act = (action: ProjectAction, project: ProjectSummary) => {
    if (action === 'rename') setDialog({ kind: 'rename', project });
    else if (action === 'duplicate') void duplicate(project);
    else remove(project);
  };

  const visible = state.status === 'loaded' ? state.projects.filter((project) => !hidden.has(project.id)) : [];
  const stats = user?.usageStats;
  // At the plan's limit, New Project says why before anyone fills in the form.
  const atLimit = user && stats ? projectLimitReached(user.subscription, stats.projectCount) : null;

  return (
    <section aria-labelledby="projects-title" className="projects-page">
      <header className="projects-header">
        <h1 id="projects-title">Your projects</h1>
        <button
          type="button"
          className="button button-primary"
          disabled={atLimit !== null}
          aria-describedby={atLimit ? 'project-limit-note' : undefined}
          onClick={() => setDialog({ kind: 'new' })}
        >
          <Icon name="plus" /> New Project
        </button>
      </header>
      {atLimit ? (
        <p id="project-limit-note" className="notice notice-warning project-limit-note" role="note">
          You have made the {atLimit.limit} projects your {atLimit.label} holds. <Link to="/billing">Upgrade</Link> for more, or delete one to make
          another.
        </p>
      ) : null}
      {stats ? (
        <dl className="usage-figures" aria-label="Your usage">
          <div>
            <dt>Projects</dt>
            <dd>{stats.projectCount}</dd>
          </div>
          <div>
            <dt>Components</dt>
            <dd>{stats.componentCount}</dd>
          </div>
          <div>
            <dt>Exports</dt>
            <dd>{stats.exportCount}</dd>
          </div>
          <div>
            <dt>Team members</dt>
            <dd>{stats.teamMembersCount}</dd>
          </div>
        </dl>
      ) : null}
      <div className="projects-toolbar" role="search">
        <label className="search-field">
          <Icon name="search" />
          <span className="visually-hidden">Search projects</span>
          <input ref={searchInput} type="search" placeholder="Search projects ( / )" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <ChoiceMenu className="sort-menu" label="Sort by" value={sort} options={SORTS} onChange={setSort} />
      </div>

      {state.status === 'loading' ? <Skeleton label="Loading projects" lines={4} /> : null}
      {state.status === 'error' ? (
        <ErrorBanner message={<>Could not load your projects: {state.message}</>} onRetry={reload} />
      ) : null}
      {state.status === 'loaded' && visible.length === 0 && !search ? (
        <div className="empty-state">
          <h2>No projects yet</h2>
          <p>Start a design system from one of the templates or from a blank page; you can change everything later.</p>
          <button type="button" className="button button-primary" onClick={() => setDialog({ kind: 'new' })}>
            Create your first project
          </button>
        </div>
      ) : null}
      {state.status === 'loaded' && visible.length === 0 && search ? (
        <p className="empty-state">No projects match “{search}”. Try another word, or clear the search.</p>
      ) : null}
      {visible.length > 0 ? (
        <ul className="project-grid project-list">
          {visible.map((project) => (
            <ProjectCard key={project.id} project={project} onAction={act} />
          ))}
        </ul>
      ) : null}
      {state.status === 'loaded' && state.total > state.projects.length ? (
        <p className="muted">
          Showing the first {state.projects.length} of {state.total} projects: search to find the others.
        </p>
      ) : null}

      {dialog?.kind === 'new' ? (
        <NewProjectDialog
          onClose={() => setDialog(null)}
          onCreated={(project) => {
            setDialog(null);
            void refresh().catch(() => undefined);
            navigate(`/project/${project.id}`);
          }}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <RenameProjectDialog
          project={dialog.project}
          onClose={() => setDialog(null)}
          onConflict={reload}
          onRenamed={(project) => {
            setDialog(null);
            replaceProject(project);
            toast(`Renamed to ${project.name}.`);
          }}
        />
      ) : null}
    </section>
  );
}
