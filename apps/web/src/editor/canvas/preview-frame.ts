// The canvas's isolated preview: a sandboxed <iframe> on an opaque origin (sandbox="allow-scripts", no
// allow-same-origin) holding core's preview page with the CSS export inlined and the components' behaviour
// running (tabs switch, dialogs open). Edits never rebuild it: the editor posts what changed (custom
// properties, sections, fonts, selection) and the frame's own script applies it.
import {
  createExportContext,
  findComponent,
  fontStylesheetPath,
  previewFrameScript,
  renderComponentMarkup,
  renderPreviewDocument,
  runExporter,
  type ColorScheme,
  fontsOfDesign,
  type DesignComponent,
  type DesignSystem,
  type TokenSet,
} from '@kitsmith/core';
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
  .ks-preview[hidden] { display: none; }
`;

/**
 * The frame's own policy, on top of the editor page's (which a srcdoc frame inherits): its one script by
 * nonce (the page's policy allows it by hash), styles inline, fonts and their stylesheets from our server.
 */
const framePolicy = (nonce: string, origin: string) =>
  `default-src 'none'; script-src 'nonce-${nonce}'; style-src ${origin} 'unsafe-inline'; img-src data: blob: https:; font-src ${origin} data:`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const htmlId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '-');

const randomNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));

/**
 * The frame's page: core's preview document, every catalogue component's CSS inlined, no components yet, an
 * empty place for an example page, and the frame's script (the components' behaviour and the runtime that
 * applies the editor's messages). `origin` is the editor's: the only one the frame listens to.
 */
export function previewShell(system: DesignSystem, origin: string = location.origin): string {
  const context = createExportContext(system, { components: 'all' });
  const css = runExporter('css', context)
    .map((file) => file.contents)
    .join('\n');
  const nonce = randomNonce();
  const page = renderPreviewDocument([], {
    title: 'Design preview',
    mode: system.theme.mode,
    styles: { css: `${css}\n${FRAME_CSS}` },
    behavior: { script: previewFrameScript(), nonce },
  });
  return page
    .replace('<meta charset="utf-8" />', `<meta charset="utf-8" />\n    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(framePolicy(nonce, origin))}" />`)
    .replace('<html lang="en"', `<html lang="en" data-parent-origin="${escapeHtml(origin)}"`)
    .replace('    </main>\n', '    </main>\n    <div class="ks-page-view" data-page-view hidden></div>\n');
}

const sectionName = (component: DesignComponent) => component.customName?.trim() || findComponent(component.componentId)?.name || component.componentId;

/** One component's section, as core's preview page renders it (its custom name as the heading). */
function sectionHtml(component: DesignComponent): string {
  const definition = findComponent(component.componentId);
  if (!definition) return '';
  const id = htmlId(component.id);
  return `<h2 id="ks-preview-${id}">${escapeHtml(sectionName(component))}</h2>\n${renderComponentMarkup(definition, id, component.props)}`;
}

/** What the frame's runtime accepts (see core's PREVIEW_FRAME_RUNTIME). */
export type FrameMessage =
  | { type: 'theme'; mode: string; set: [string, string][]; removed: string[] }
  | { type: 'fonts'; links: { id: string; href: string }[] }
  | { type: 'sections'; sections: { id: string; name: string; html?: string }[] }
  | { type: 'select'; id: string | null; reveal: boolean }
  | { type: 'page'; html: string | null };

/** What the frame posts back. */
export type FrameReport = { type: 'ready' } | { type: 'select'; id: string };

/** A message from the preview frame `frame` (its origin is opaque: "null"), or undefined for anything else. */
export function frameReport(event: MessageEvent, frame: Window | null | undefined): FrameReport | undefined {
  if (!frame || event.source !== frame || event.origin !== 'null') return undefined;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, id } = data as { type?: unknown; id?: unknown };
  if (type === 'ready') return { type };
  if (type === 'select' && typeof id === 'string') return { type, id };
  return undefined;
}

/**
 * The editor's side of the preview frame: it works out what changed (custom properties, sections, fonts)
 * and posts only that. The frame is on an opaque origin, so messages go to '*': they hold the design the
 * frame shows, nothing more.
 */
export class PreviewFrame {
  private applied = new Map<string, string>();
  /** The tokens, scheme and mode applied last: the same again posts nothing. */
  private shown: { tokens: TokenSet | null; scheme: ColorScheme | null; mode: string | null } = { tokens: null, scheme: null, mode: null };
  /** The typography whose fonts are linked: the same again posts nothing. */
  private typography: DesignSystem['typography'] | null = null;
  /** Each section's source and markup as last posted. */
  private sections = new Map<string, { source: DesignComponent; name: string; html: string }>();
  private components: readonly DesignComponent[] | null = null;
  private page: string | null | undefined = undefined;

  constructor(private readonly target: Window) {}

  private post(message: FrameMessage): void {
    this.target.postMessage(message, '*');
  }

  /** Posts every custom property that differs from what is applied (nothing for the tokens applied last): the frame restyles in its next frame. */
  applyTheme(tokens: TokenSet, scheme: ColorScheme, mode: string): void {
    if (tokens === this.shown.tokens && scheme === this.shown.scheme && mode === this.shown.mode) return;
    this.shown = { tokens, scheme, mode };
    const next = themeCustomProperties(tokens, scheme);
    const { set, removed } = diffCustomProperties(this.applied, next);
    this.applied = next;
    this.post({ type: 'theme', mode, set, removed });
  }

  /** Links the stylesheets of the catalogue fonts the design's stacks use (and only those) into the frame. */
  applyFonts(typography: DesignSystem['typography']): void {
    if (typography === this.typography) return;
    this.typography = typography;
    const links = fontsOfDesign({ typography }).map((font) => ({ id: font.id, href: new URL(fontStylesheetPath(font), location.origin).href }));
    this.post({ type: 'fonts', links });
  }

  /** Adds, updates, reorders and removes sections so they match the design's components (markup only for new or changed ones). */
  renderComponents(components: readonly DesignComponent[]): void {
    if (components === this.components) return;
    this.components = components;
    const next = new Map<string, { source: DesignComponent; name: string; html: string }>();
    const list: { id: string; name: string; html?: string }[] = [];
    for (const component of components) {
      const before = this.sections.get(component.id);
      const same =
        before &&
        (before.source === component ||
          (before.source.componentId === component.componentId &&
            before.source.customName === component.customName &&
            JSON.stringify(before.source.props) === JSON.stringify(component.props)));
      const entry = same ? { ...before, source: component } : { source: component, name: sectionName(component), html: sectionHtml(component) };
      next.set(component.id, entry);
      list.push(same ? { id: component.id, name: entry.name } : { id: component.id, name: entry.name, html: entry.html });
    }
    this.sections = next;
    this.post({ type: 'sections', sections: list });
  }

  /** Shows an example page's markup instead of the sections, or (null) the sections again. */
  showPage(html: string | null): void {
    if (html === this.page) return;
    this.page = html;
    this.post({ type: 'page', html });
  }

  select(id: string | null, reveal: boolean): void {
    this.post({ type: 'select', id, reveal });
  }
}
