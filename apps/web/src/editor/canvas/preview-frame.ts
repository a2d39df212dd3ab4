// The canvas's isolated preview: a sandboxed <iframe> (same origin, so the editor can patch it; no scripts) holding core's preview page with
// the CSS export inlined. Edits never rebuild it: components are patched section by section, and theme
// changes set the custom properties core generates directly on the preview's root element.
import {
  createExportContext,
  diffCustomProperties,
  findComponent,
  renderComponentMarkup,
  renderPreviewDocument,
  runExporter,
  themeCustomProperties,
  type ColorScheme,
  type DesignComponent,
  type DesignSystem,
  type TokenSet,
} from '@kitsmith/core';

/**
 * Editor-only styles inside the frame: the selection and hover outlines, and what keeps a theme change
 * cheap. Every rendered element restyles when a theme property on the root changes; content-visibility:
 * auto skips sections a screen or more away, and sections more than a quarter of the view away keep
 * only their heading rendered ([data-far], set by PreviewFrame as they scroll in and out).
 */
const FRAME_CSS = `
  [data-instance] { content-visibility: auto; contain-intrinsic-size: auto 160px; }
  [data-instance] > :not(h2) { contain-intrinsic-size: auto 120px; }
  [data-instance][data-far] > :not(h2) { content-visibility: hidden; }
  [data-instance] { position: relative; border-radius: 6px; outline-offset: 6px; cursor: default; scroll-margin: 24px; }
  [data-instance]:hover { outline: 1px dashed color-mix(in oklab, var(--ring) 60%, transparent); }
  [data-instance].ks-editor-selected { outline: 2px solid var(--ring); }
  @media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation: none !important; transition: none !important; } }
  [data-retheming] *, [data-retheming] *::before, [data-retheming] *::after { transition: none !important; }
`;

/** How long after the last theme change the components' own transitions (hover, focus) come back. */
const RETHEME_SETTLE_MS = 300;
/** Sections within this margin of the view are rendered in full. */
const NEAR_MARGIN = '25% 0px';

/** Besides the sandbox: no script runs in the frame (the editor's own listeners still do) and nothing loads from elsewhere. */
const FRAME_POLICY = "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data: blob: https:; font-src data: https:";

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

/** One component's section, as core's preview page renders it (its custom name as the heading). */
export function sectionHtml(component: DesignComponent): string | undefined {
  const definition = findComponent(component.componentId);
  if (!definition) return undefined;
  const id = htmlId(component.id);
  const name = component.customName?.trim() || definition.name;
  return `<h2 id="ks-preview-${id}">${escapeHtml(name)}</h2>\n${renderComponentMarkup(definition, id, component.props)}`;
}

interface Section {
  element: HTMLElement;
  source: DesignComponent;
}

export class PreviewFrame {
  private applied = new Map<string, string>();
  private sections = new Map<string, Section>();
  private selected: string | null = null;
  private settle: ReturnType<typeof setTimeout> | undefined;
  private readonly nearby: IntersectionObserver;

  constructor(private readonly document: Document) {
    this.nearby = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) (entry.target as HTMLElement).toggleAttribute('data-far', !entry.isIntersecting);
      },
      { root: document, rootMargin: NEAR_MARGIN },
    );
  }

  /** Sets every custom property that differs from what is applied: the preview restyles in the same frame. */
  applyTheme(tokens: TokenSet, scheme: ColorScheme, mode: string): void {
    const root = this.document.documentElement;
    if (root.dataset.theme !== mode) root.dataset.theme = mode;
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
        section = { element, source: component };
        element.innerHTML = sectionHtml(component) ?? '';
        this.sections.set(component.id, section);
        this.nearby.observe(element);
      } else if (section.source !== component) {
        const before = section.source;
        section.source = component;
        if (before.componentId !== component.componentId || before.customName !== component.customName || JSON.stringify(before.props) !== JSON.stringify(component.props)) {
          section.element.innerHTML = sectionHtml(component) ?? '';
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
      section.element.remove();
      this.sections.delete(id);
    }
  }

  /** Stops watching the sections (the frame is going away). */
  dispose(): void {
    this.nearby.disconnect();
    clearTimeout(this.settle);
  }

  select(id: string | null, reveal: boolean): void {
    this.selected = id;
    for (const [key, section] of this.sections) section.element.classList.toggle('ks-editor-selected', key === id);
    if (id && reveal) this.sections.get(id)?.element.scrollIntoView({ block: 'nearest' });
  }
}
