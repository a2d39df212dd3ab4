// The canvas's isolated preview: a sandboxed <iframe> (same origin, so the editor can patch it; no scripts) holding core's preview page with
// the CSS export inlined. Edits never rebuild it: components are patched section by section, and theme
// changes set the custom properties core generates directly on the preview's root element.
import {
  createExportContext,
  findComponent,
  renderComponentMarkup,
  renderPreviewDocument,
  runExporter,
  type ColorScheme,
  fontsOfDesign,
  type DesignComponent,
  type DesignSystem,
  type TokenSet,
} from '@kitsmith/core';
import { showFonts } from '../../fonts/font-links.ts';
import { diffCustomProperties, themeCustomProperties } from './theme-properties.ts';

/**
 * Editor-only styles inside the frame: the selection and hover outlines, and content-visibility so that
 * sections out of view skip style and layout work until PreviewFrame empties the far ones ([data-far]).
 * While the theme changes (a colour drag), the near sections out of view ([data-offscreen]) skip rendering
 * too, keeping their size: each frame of the drag restyles what can be seen, and they catch up once it settles.
 */
const FRAME_CSS = `
  [data-instance] { content-visibility: auto; contain-intrinsic-size: auto 160px; }
  [data-instance][data-far] { content-visibility: visible; }
  [data-instance] { position: relative; border-radius: 6px; outline-offset: 6px; cursor: default; scroll-margin: 24px; }
  [data-instance]:hover { outline: 1px dashed color-mix(in oklab, var(--ring) 60%, transparent); }
  [data-instance].ks-editor-selected { outline: 2px solid var(--ring); }
  @media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation: none !important; transition: none !important; } }
  [data-retheming] *, [data-retheming] *::before, [data-retheming] *::after { transition: none !important; }
  [data-retheming] [data-instance][data-offscreen] { content-visibility: hidden; }
`;

/** How long after the last theme change the components' own transitions (hover, focus) come back. */
const RETHEME_SETTLE_MS = 300;
/**
 * Sections within this margin of the view hold their component; the others are empty boxes of the same
 * height, named for assistive technology. Every element in the frame restyles when a theme property on
 * its root changes, so this is what a colour drag costs: about ten sections, not fifty.
 */
const NEAR_MARGIN = '25% 0px';

/**
 * Besides the sandbox: no script runs in the frame (the editor's own listeners still do) and nothing loads from elsewhere,
 * but the design's fonts, whose stylesheets and files our server serves ('self' is the editor's origin).
 */
const FRAME_POLICY = "default-src 'none'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src data: blob: https:; font-src 'self' data: https:";

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const htmlId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '-');

/** The frame's page: core's preview document, every catalogue component's CSS inlined, no components yet. */
export function previewShell(system: DesignSystem): string {
  const context = createExportContext(system, { components: 'all' });
  const css = runExporter('css', context)
    .map((file) => file.contents)
    .join('\n');
  const page = renderPreviewDocument([], { title: 'Design preview', mode: system.theme.mode, styles: { css: `${css}\n${FRAME_CSS}` } });
  return page.replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}" />`);
}

const sectionName = (component: DesignComponent) => component.customName?.trim() || findComponent(component.componentId)?.name || component.componentId;

/** One component's section, as core's preview page renders it (its custom name as the heading). */
function sectionHtml(component: DesignComponent): string | undefined {
  const definition = findComponent(component.componentId);
  if (!definition) return undefined;
  const id = htmlId(component.id);
  return `<h2 id="ks-preview-${id}">${escapeHtml(sectionName(component))}</h2>\n${renderComponentMarkup(definition, id, component.props)}`;
}

interface Section {
  element: HTMLElement;
  source: DesignComponent;
  /** The section's markup: in the frame while the section is near the view, kept here while it is far. */
  html: string;
  far: boolean;
}

export class PreviewFrame {
  private applied = new Map<string, string>();
  /** The tokens and scheme applied last: the same again changes nothing. */
  private shown: { tokens: TokenSet | null; scheme: ColorScheme | null } = { tokens: null, scheme: null };
  /** The typography whose fonts are linked: the same again changes nothing. */
  private typography: DesignSystem['typography'] | null = null;
  private sections = new Map<string, Section>();
  private selected: string | null = null;
  private settle: ReturnType<typeof setTimeout> | undefined;
  private readonly nearby: IntersectionObserver;
  private readonly onScreen: IntersectionObserver;

  constructor(private readonly document: Document) {
    this.onScreen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) (entry.target as HTMLElement).toggleAttribute('data-offscreen', !entry.isIntersecting);
      },
      { root: document },
    );
    this.nearby = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const section = this.sections.get((entry.target as HTMLElement).dataset.instance ?? '');
          if (section?.element === entry.target) this.place(section, !entry.isIntersecting, entry.boundingClientRect.height);
        }
      },
      { root: document, rootMargin: NEAR_MARGIN },
    );
  }

  /** Empties a section that moved far from the view (keeping its height and name), or fills one that came near. */
  private place(section: Section, far: boolean, height: number): void {
    if (section.far === far) return;
    section.far = far;
    const { element } = section;
    if (far) {
      element.style.height = `${height}px`;
      element.setAttribute('aria-label', sectionName(section.source));
      element.removeAttribute('aria-labelledby');
      element.replaceChildren();
      element.dataset.far = '';
    } else {
      element.innerHTML = section.html;
      element.setAttribute('aria-labelledby', `ks-preview-${htmlId(section.source.id)}`);
      element.removeAttribute('aria-label');
      element.style.removeProperty('height');
      delete element.dataset.far;
    }
  }

  /** Sets every custom property that differs from what is applied (nothing for the tokens applied last): the preview restyles in the same frame. */
  applyTheme(tokens: TokenSet, scheme: ColorScheme, mode: string): void {
    const root = this.document.documentElement;
    if (root.dataset.theme !== mode) root.dataset.theme = mode;
    if (tokens === this.shown.tokens && scheme === this.shown.scheme) return;
    this.shown = { tokens, scheme };
    const next = themeCustomProperties(tokens, scheme);
    const { set, removed } = diffCustomProperties(this.applied, next);
    if (set.length > 0 || removed.length > 0) {
      // A new colour shows at once, not as a 200 ms transition on every component (a picker drag would trail behind).
      if (!('retheming' in root.dataset)) root.dataset.retheming = '';
      clearTimeout(this.settle);
      this.settle = setTimeout(() => delete root.dataset.retheming, RETHEME_SETTLE_MS);
    }
    for (const [name, value] of set) root.style.setProperty(name, value);
    for (const name of removed) root.style.removeProperty(name);
    this.applied = next;
  }

  /** Links the stylesheets of the catalogue fonts the design's stacks use (and only those) into the frame. */
  applyFonts(typography: DesignSystem['typography']): void {
    if (typography === this.typography) return;
    this.typography = typography;
    showFonts(this.document, fontsOfDesign({ typography }));
  }

  /** Adds, updates, reorders and removes sections so they match the design's components. */
  renderComponents(components: readonly DesignComponent[]): void {
    const main = this.document.querySelector('main');
    if (!main) return;
    const keep = new Set<string>();
    let previous: Element | null = null;
    for (const component of components) {
      keep.add(component.id);
      let section = this.sections.get(component.id);
      if (!section) {
        const element = this.document.createElement('section');
        element.dataset.instance = component.id;
        element.setAttribute('aria-labelledby', `ks-preview-${htmlId(component.id)}`);
        section = { element, source: component, html: sectionHtml(component) ?? '', far: false };
        element.innerHTML = section.html;
        this.sections.set(component.id, section);
        this.nearby.observe(element);
        this.onScreen.observe(element);
      } else if (section.source !== component) {
        const before = section.source;
        section.source = component;
        if (before.componentId !== component.componentId || before.customName !== component.customName || JSON.stringify(before.props) !== JSON.stringify(component.props)) {
          section.html = sectionHtml(component) ?? '';
          if (section.far) section.element.setAttribute('aria-label', sectionName(component));
          else section.element.innerHTML = section.html;
        }
      }
      section.element.classList.toggle('ks-editor-selected', component.id === this.selected);
      const expected: Element | null = previous ? previous.nextElementSibling : main.firstElementChild;
      if (expected !== section.element) main.insertBefore(section.element, expected);
      previous = section.element;
    }
    for (const [id, section] of this.sections) {
      if (keep.has(id)) continue;
      this.nearby.unobserve(section.element);
      this.onScreen.unobserve(section.element);
      section.element.remove();
      this.sections.delete(id);
    }
  }

  /** Stops watching the sections (the frame is going away). */
  dispose(): void {
    this.nearby.disconnect();
    this.onScreen.disconnect();
    clearTimeout(this.settle);
  }

  select(id: string | null, reveal: boolean): void {
    this.selected = id;
    for (const [key, section] of this.sections) section.element.classList.toggle('ks-editor-selected', key === id);
    if (id && reveal) this.sections.get(id)?.element.scrollIntoView({ block: 'nearest' });
  }
}
