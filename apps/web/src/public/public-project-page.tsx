import { ApiClientError, type PublicProject } from '@kitsmith/client';
import { lazy, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../session/use-session.ts';
import { BalancedGrid } from '../ui/balanced-grid.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useMediaQuery } from '../ui/use-media-query.ts';
import { ComponentsFrame } from './components-frame.tsx';
import { Measures, Palettes, SemanticColours, TypeScale } from './design-sheet.tsx';
import { forgetEmbeddedProject, preloadedProject, PreloadedProjectContext } from './preloaded-project.ts';
import './public-project.css';

/** The schemes the shared page switches between (the design's own light and dark). */
type ColorScheme = 'light' | 'dark';

const projectCalls = () => import('./public-project-calls.ts').then((module) => module.projects);

// A project gains a changelog with its first saved version: its reader loads only where there is one.
const Changelog = lazy(() => import('./changelog.tsx').then((m) => ({ default: m.Changelog })));

const COPIED_FOR_MS = 2000;
const MAX_TAGS = 3;

type PageState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'loaded'; project: PublicProject };

function errorMessage(error: unknown): string {
  return error instanceof ApiClientError && error.status === 404 ? 'Project not found or is not public' : 'Failed to load project';
}

/**
 * A date in the visitor's words; in fixed ones (US English, UTC) where the page is rendered on the server and while it
 * hydrates, as the server cannot know the visitor's locale and zone.
 */
const formatDate = (iso: string, visitors: boolean) =>
  new Date(iso).toLocaleDateString(visitors ? undefined : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(visitors ? {} : { timeZone: 'UTC' }),
  });

function NotFound({ message }: { message: string }) {
  return (
    <main className="full-screen-center">
      <div className="card public-error">
        <h1>{message}</h1>
        <p>This project may not exist or is not publicly shared.</p>
        <Link to="/" className="button button-primary">
          Back to home
        </Link>
      </div>
    </main>
  );
}

/** /p/:projectId: the public view of a shared project (spec section 2). */
export function PublicProjectPage() {
  const { projectId } = useParams();
  if (!projectId) return <NotFound message="Project not found" />;
  return <SharedProject key={projectId} projectId={projectId} />;
}

/** One shared project: the one the page was rendered with, or asked for. */
function SharedProject({ projectId }: { projectId: string }) {
  const fromServer = useContext(PreloadedProjectContext);
  const [preloaded] = useState(() => preloadedProject(projectId, fromServer));
  const [state, setState] = useState<PageState>(() => (preloaded ? { status: 'loaded', project: preloaded } : { status: 'loading' }));

  useEffect(() => {
    forgetEmbeddedProject();
    if (preloaded) return;
    let current = true;
    projectCalls()
      .then((projects) => projects.publicProject(projectId))
      .then((project) => current && setState({ status: 'loaded', project }))
      .catch((error: unknown) => {
        console.error('Failed to load project', error);
        if (current) setState({ status: 'error', message: errorMessage(error) });
      });
    return () => {
      current = false;
    };
  }, [projectId, preloaded]);

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
  if (state.status === 'error') return <NotFound message={state.message} />;
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

const declarations = (properties: Readonly<Record<string, string>>) =>
  Object.entries(properties)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');

/**
 * The design's custom properties as rules of the page's wrapper, everything inside which wears the design: its shared
 * tokens, and each scheme's under `data-scheme`. An `auto` design shows the visitor's system scheme until they pick one,
 * in CSS, so the page the server renders paints in it before any script runs. The values are core's CSS export's,
 * checked by the design's schema as for every stylesheet Kitsmith writes.
 */
function designRules(design: PublicProject['design']): string {
  const scheme = (name: ColorScheme) => `${declarations(design.properties[name])} color-scheme: ${name};`;
  return [
    `.public-design { ${declarations(design.properties.shared)} }`,
    `.public-design[data-scheme='light'], .public-design[data-scheme='auto'] { ${scheme('light')} }`,
    `.public-design[data-scheme='dark'] { ${scheme('dark')} }`,
    `@media (prefers-color-scheme: dark) { .public-design[data-scheme='auto'] { ${scheme('dark')} } }`,
  ].join('\n');
}

/**
 * The scheme shown: the visitor's pick, else the design's own, else (an `auto` design) the visitor's system's, which
 * the server cannot know: undefined there and while the page hydrates, when the rules above choose it.
 */
function useShownScheme(mode: PublicProject['theme']['mode'], picked: ColorScheme | undefined): ColorScheme | undefined {
  const hydrated = useHydrated();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  if (picked) return picked;
  if (mode !== 'auto') return mode;
  if (!hydrated) return undefined;
  return systemDark ? 'dark' : 'light';
}

function SchemeSwitch({ scheme, onChange }: { scheme: ColorScheme | undefined; onChange: (scheme: ColorScheme) => void }) {
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
      const copy = await (await projectCalls()).duplicate(project.id, { name: `${project.name} (copy)`.slice(0, 120) });
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
  const [picked, setPicked] = useState<ColorScheme>();
  const scheme = useShownScheme(project.theme.mode, picked);
  const rules = useMemo(() => designRules(project.design), [project.design]);
  const hydrated = useHydrated();
  useEffect(() => {
    const previous = document.title;
    document.title = `${project.name} · Kitsmith`;
    return () => {
      document.title = previous;
    };
  }, [project.name]);

  return (
    <div className="public-design" data-scheme={scheme ?? 'auto'}>
      <style>{rules}</style>
      <header className="public-design-bar">
        <Link to="/" className="nav-link public-back-link">
          <span aria-hidden="true">←</span>
          Back to home
        </Link>
        <SchemeSwitch scheme={scheme} onChange={setPicked} />
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
                <time dateTime={project.created_at}>{formatDate(project.created_at, hydrated)}</time>
              </dd>
            </div>
            <div>
              <dt>Last updated</dt>
              <dd>
                <time dateTime={project.updated_at}>{formatDate(project.updated_at, hydrated)}</time>
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
              <ComponentsFrame projectId={project.id} name={project.name} scheme={scheme ?? 'light'} />
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
