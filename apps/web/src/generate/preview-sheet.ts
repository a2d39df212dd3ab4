import {
  createExportContext,
  defaultDesignSystem,
  findComponent,
  renderComponentMarkup,
  runExporter,
  STARTER_COMPONENTS,
} from "@kitsmith/core";

/** Inside each candidate's shadow root: the page's own background and type, and nothing the app's styles can reach. */
const HOST_CSS = `
  :host { display: block; background: var(--background); color: var(--foreground); font-family: var(--font-family-body); }
  .ks-gen-stack { display: grid; gap: 12px; padding: 12px; }
  @media (prefers-reduced-motion: reduce) { *, *::before, *::after { animation: none !important; transition: none !important; } }
`;

let sheet: CSSStyleSheet | undefined;

/**
 * The catalogue's component CSS for the starter components (core's CSS export; it reads only custom properties,
 * so one sheet serves every candidate), adopted by each preview's shadow root.
 */
export function previewSheet(): CSSStyleSheet {
  if (sheet) return sheet;
  const context = createExportContext(defaultDesignSystem, {
    components: [...STARTER_COMPONENTS],
  });
  const css = runExporter("css", context)
    .filter((file) => file.path.endsWith("components.css"))
    .map((file) => file.contents)
    .join("\n");
  sheet = new CSSStyleSheet();
  sheet.replaceSync(`${css}\n${HOST_CSS}`);
  return sheet;
}

/** The starter components' markup with their catalogue defaults (the same for every candidate: only the tokens differ). */
export function previewMarkup(prefix: string): string {
  const sections = STARTER_COMPONENTS.map((componentId) => {
    const definition = findComponent(componentId);
    return definition
      ? renderComponentMarkup(definition, `${prefix}-${componentId}`, {})
      : "";
  });
  return `<div class="ks-gen-stack">${sections.join("\n")}</div>`;
}
