import { ApiClientError, projectsApi, type PublicProject } from '@kitsmith/client';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { transport } from '../app/transport.ts';
import { useSession } from '../session/use-session.ts';
import { BalancedGrid } from '../ui/balanced-grid.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { ComponentsFrame } from './components-frame.tsx';
import { Measures, Palettes, SemanticColours, TypeScale } from './design-sheet.tsx';
import './public-project.css';

/** The schemes the shared page switches between (the design's own light and dark). */
type ColorScheme = 'light' | 'dark';

/** The project calls this page makes (the public read, and a signed-in visitor's clone): not the whole client. */
const projects = projectsApi(transport);

// A project gains a changelog with its first saved version: its reader loads only where there is one.
const Changelog = lazy(() => import('./changelog.tsx').then((m) => ({ default: m.Changelog })));

const COPIED_FOR_MS = 2000;
const MAX_TAGS = 3;

type PageState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; project: PublicProject };

function errorMessage(error: unknown): string {
  return error instanceof ApiClientError && error.status === 404 ? 'Project not found or is not public' : 'Failed to load project';
}

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** /p/:projectId: the public view of a shared project (spec section 2). */
export function PublicProjectPage() {
  const { projectId } = useParams();
  const [state, setState] = useState<PageState>(() =>
    projectId ? { status: 'loading' } : { status: 'error', message: 'Project not found' },
  );

  useEffect(() => {
    if (!projectId) return;
    let current = true;
    setState({ status: 'loading' });
    projects
      .publicProject(projectId)
      .then((project) => current && setState({ status: 'loaded', project }))
      .catch((error: unknown) => {
        console.error('Failed to load project', error);
        if (current) setState({ status: 'error', message: errorMessage(error) });
      });
    return () => {
      current = false;
    };
  }, [projectId]);

  if (state.status === 'loading') {
    return (
      <main className="full-screen-center">
        <p className="public-loading">
          <Spinner label="Loading project" />
          <span aria-hidden="true">Loading project…</span>
        </p>
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main className="full-screen-center">
        <div className="card public-error">
          <h1>{state.message}</h1>
          <p>This project may not exist or is not publicly shared.</p>
          <Link to="/" className="button button-primary">
            Back to home
          </Link>
        </div>
      </main>
    );
  }
  return <LoadedProject project={state.project} />;
}

const TYPE_ROLES = [
  { key: 'headingFamily', label: 'Headings' },
  { key: 'bodyFamily', label: 'Body' },
  { key: 'monoFamily', label: 'Code' },
] as const;

/** Adds a stylesheet link to the page's head once (the fonts' stylesheets on our server; their files load when text uses them). */
function linkStylesheet(href: string): void {
  if (document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

/** The design's three font stacks, each named and drawn in itself (the catalogue fonts they start with loaded from our server). */
function FontRoles({ typography, fonts }: { typography: PublicProject['typography']; fonts: PublicProject['design']['fonts'] }) {
  useEffect(() => {
    for (const { key } of TYPE_ROLES) {
      const font = fonts[key];
      if (font) linkStylesheet(font.stylesheet);
    }
  }, [fonts]);
  return (
    <dl className="public-type-samples">
      {TYPE_ROLES.map(({ key, label }) => {
        const stack = typography[key];
        return (
          <div key={key}>
            <dt>{label}</dt>
            <dd style={{ fontFamily: stack }} title={stack}>
              {fonts[key]?.family ?? stack}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The scheme the page opens in: the design's own, or for an `auto` design the visitor's. */
function initialScheme(mode: PublicProject['theme']['mode']): ColorScheme {
  if (mode !== 'auto') return mode;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The design's custom properties for one scheme, as an element's style: everything inside it wears the design. */
function themeStyle(design: PublicProject['design'], scheme: ColorScheme): CSSProperties {
  return { ...design.properties.shared, ...design.properties[scheme], colorScheme: scheme } as CSSProperties;
}

function SchemeSwitch({ scheme, onChange }: { scheme: ColorScheme; onChange: (scheme: ColorScheme) => void }) {
  return (
    <div className="public-scheme-switch" role="group" aria-label="Colour scheme">
      {(['light', 'dark'] as const).map((option) => (
        <button key={option} type="button" aria-pressed={scheme === option} onClick={() => onChange(option)}>
          {option === 'light' ? 'Light' : 'Dark'}
        </button>
      ))}
    </div>
  );
}

/** Clone project: a signed-in visitor gets a private copy and opens it; anyone else signs up first (spec: /register). */
function CloneAction({ project }: { project: PublicProject }) {
  const { status } = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  if (status !== 'signed-in') {
    return (
      <Link to="/register" className="button button-primary">
        Clone project
      </Link>
    );
  }
  const clone = async () => {
    setState({ busy: true });
    try {
      const copy = await projects.duplicate(project.id, { name: `${project.name} (copy)`.slice(0, 120) });
      navigate(`/project/${copy.id}`);
    } catch (error) {
      console.error('Failed to clone the project', error);
      setState({ busy: false, error: error instanceof ApiClientError ? error.message : 'The project could not be cloned. Please try again.' });
    }
  };
  return (
    <>
      <button type="button" className="button button-primary" disabled={state.busy} onClick={() => void clone()}>
        {state.busy ? 'Cloning…' : 'Clone project'}
      </button>
      {state.error && (
        <span className="public-action-error" role="alert">
          {state.error}
        </span>
      )}
    </>
  );
}

function CopyLinkButton() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    } catch (error) {
      console.error('Failed to copy the link', error);
    }
  };
  return (
    <button type="button" className="button button-outline" onClick={() => void copyLink()}>
      {copied ? 'Copied!' : 'Copy link'}
    </button>
  );
}

function LoadedProject({ project }: { project: PublicProject }) {
  const [scheme, setScheme] = useState<ColorScheme>(() => initialScheme(project.theme.mode));
  const style = useMemo(() => themeStyle(project.design, scheme), [project.design, scheme]);
  useEffect(() => {
    const previous = document.title;
    document.title = `${project.name} · Kitsmith`;
    return () => {
      document.title = previous;
    };
  }, [project.name]);

  return (
    <div className="public-design" data-scheme={scheme} style={style}>
      <header className="public-design-bar">
        <Link to="/" className="nav-link public-back-link">
          <span aria-hidden="true">←</span>
          Back to home
        </Link>
        <SchemeSwitch scheme={scheme} onChange={setScheme} />
      </header>
      <main className="public-project">
        <section className="public-project-summary" aria-labelledby="project-name">
          <p className="public-eyebrow">Design system</p>
          <h1 id="project-name">{project.name}</h1>
          <p className="public-description">{project.description}</p>
          <dl className="facts">
            <div>
              <dt>Version</dt>
              <dd data-testid="project-version">v{project.version}</dd>
            </div>
            <div>
              <dt>Components</dt>
              <dd data-testid="component-count">{project.component_count}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>
                <time dateTime={project.created_at}>{formatDate(project.created_at)}</time>
              </dd>
            </div>
            <div>
              <dt>Last updated</dt>
              <dd>
                <time dateTime={project.updated_at}>{formatDate(project.updated_at)}</time>
              </dd>
            </div>
          </dl>
          <p className="actions">
            <CopyLinkButton />
            <CloneAction project={project} />
          </p>
        </section>

        <section className="public-section" aria-labelledby="palette-title">
          <h2 id="palette-title">Palette</h2>
          <Palettes palettes={project.design.palettes} />
          <h3 className="public-subtitle">Semantic colours</h3>
          <SemanticColours sheet={project.design} />
        </section>

        <section className="public-section" aria-labelledby="typography-title">
          <h2 id="typography-title">Typography</h2>
          <FontRoles typography={project.typography} fonts={project.design.fonts} />
          <TypeScale steps={project.design.type_scale} />
        </section>

        <section className="public-section" aria-labelledby="measures-title">
          <h2 id="measures-title">Spacing, radius and shadows</h2>
          <Measures sheet={project.design} />
        </section>

        <section className="public-section" aria-labelledby="components-title">
          <h2 id="components-title">Components</h2>
          {project.components.length === 0 ? (
            <p className="empty-state">This project has no components yet.</p>
          ) : (
            <>
              <ComponentsFrame projectId={project.id} name={project.name} scheme={scheme} />
              <BalancedGrid count={project.components.length} className="component-grid" aria-label="Components in this design">
                {project.components.map((component) => (
                  <li key={component.id} className="card">
                    <h3>{component.name}</h3>
                    <p>{component.description}</p>
                    <ul className="tags" aria-label="Tags">
                      {component.tags.slice(0, MAX_TAGS).map((tag) => (
                        <li key={tag}>{tag}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </BalancedGrid>
            </>
          )}
        </section>

        {project.changelog && (
          <section className="public-section public-changelog" aria-labelledby="changelog-title">
            <h2 id="changelog-title">Changelog</h2>
            <Suspense fallback={<p className="muted">Loading the changelog…</p>}>
              <Changelog markdown={project.changelog} />
            </Suspense>
          </section>
        )}

        <section className="cta card" aria-labelledby="cta-title">
          <h2 id="cta-title">Build your own design system</h2>
          <p className="actions">
            <Link to="/register" className="button button-primary">
              Sign up free
            </Link>
            <Link to="/features" className="button button-outline">
              Learn more
            </Link>
          </p>
        </section>
      </main>
    </div>
  );
}
