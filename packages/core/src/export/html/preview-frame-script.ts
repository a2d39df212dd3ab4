import { behaviorComponentIds, componentBehaviorScript } from '../../catalogue/behavior-script.ts';

/**
 * The editor's preview frame runs on an opaque origin (sandbox="allow-scripts" without allow-same-origin):
 * the editor cannot reach into it, so this script, inside, applies what the editor posts to it, and posts
 * back which component a click selected. Plain JavaScript in a string, so that the API can hash the very
 * text the frame runs (a srcdoc frame inherits the editor page's policy, which must allow it).
 *
 * Messages in (from the parent only, from `data-parent-origin` on the frame's root):
 * - `{type: 'theme', mode, set: [name, value][], removed: name[]}`: custom properties on the root; while
 *   they change (a colour drag) transitions are off and the near sections out of view skip rendering.
 * - `{type: 'fonts', links: {id, href}[]}`: exactly these font stylesheets are linked.
 * - `{type: 'sections', sections: {id, name, html?}[]}`: the components in order; `html` for new or changed
 *   ones. Only sections near the view hold their markup; the far ones keep their height and name.
 * - `{type: 'select', id, reveal}`; `{type: 'page', html}` (an example page instead of the sections; `html`
 *   null shows the sections again).
 * Messages out: `{type: 'ready'}` once, `{type: 'select', id}` on a click in a section.
 */
export const PREVIEW_FRAME_RUNTIME = `(() => {
  const root = document.documentElement;
  const parentOrigin = root.dataset.parentOrigin;
  const main = document.querySelector("main");
  const pageView = document.querySelector("[data-page-view]");
  if (!main || !pageView || !parentOrigin) return;
  const sections = new Map();
  let selected = null;
  let settle;
  const post = (message) => parent.postMessage(message, parentOrigin);
  const isString = (value) => typeof value === "string";

  const place = (section, far, height) => {
    if (section.far === far) return;
    section.far = far;
    const { element } = section;
    if (far) {
      element.style.height = height + "px";
      element.setAttribute("aria-label", section.name);
      element.removeAttribute("aria-labelledby");
      element.replaceChildren();
      element.dataset.far = "";
    } else {
      element.innerHTML = section.html;
      element.setAttribute("aria-labelledby", "ks-preview-" + section.htmlId);
      element.removeAttribute("aria-label");
      element.style.removeProperty("height");
      delete element.dataset.far;
    }
  };
  const onScreen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) entry.target.toggleAttribute("data-offscreen", !entry.isIntersecting);
    },
    { root: document },
  );
  const nearby = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const section = sections.get(entry.target.dataset.instance);
        if (section && section.element === entry.target) place(section, !entry.isIntersecting, entry.boundingClientRect.height);
      }
    },
    { root: document, rootMargin: "25% 0px" },
  );

  const theme = ({ mode, set, removed }) => {
    if (isString(mode) && root.dataset.theme !== mode) root.dataset.theme = mode;
    if (!Array.isArray(set) || !Array.isArray(removed)) return;
    if (set.length > 0 || removed.length > 0) {
      root.dataset.retheming = "";
      clearTimeout(settle);
      settle = setTimeout(() => delete root.dataset.retheming, 300);
    }
    for (const entry of set) {
      if (Array.isArray(entry) && isString(entry[0]) && entry[0].startsWith("--") && isString(entry[1])) root.style.setProperty(entry[0], entry[1]);
    }
    for (const name of removed) if (isString(name)) root.style.removeProperty(name);
  };

  const fonts = ({ links }) => {
    if (!Array.isArray(links)) return;
    const wanted = new Map(links.filter((link) => link && isString(link.id) && isString(link.href)).map((link) => [link.id, link.href]));
    for (const element of document.head.querySelectorAll("link[data-font]")) {
      if (wanted.get(element.dataset.font) === element.getAttribute("href")) wanted.delete(element.dataset.font);
      else element.remove();
    }
    for (const [id, href] of wanted) {
      const element = document.createElement("link");
      element.rel = "stylesheet";
      element.href = href;
      element.dataset.font = id;
      document.head.append(element);
    }
  };

  const render = ({ sections: list }) => {
    if (!Array.isArray(list)) return;
    const keep = new Set();
    let previous = null;
    for (const item of list) {
      if (!item || !isString(item.id) || !isString(item.name) || keep.has(item.id)) continue;
      keep.add(item.id);
      let section = sections.get(item.id);
      if (!section) {
        const element = document.createElement("section");
        element.dataset.instance = item.id;
        section = { element, name: item.name, htmlId: item.id.replace(/[^A-Za-z0-9_-]/g, "-"), html: isString(item.html) ? item.html : "", far: false };
        element.setAttribute("aria-labelledby", "ks-preview-" + section.htmlId);
        element.innerHTML = section.html;
        sections.set(item.id, section);
        nearby.observe(element);
        onScreen.observe(element);
      } else {
        section.name = item.name;
        if (isString(item.html) && item.html !== section.html) {
          section.html = item.html;
          if (!section.far) section.element.innerHTML = section.html;
        }
        if (section.far) section.element.setAttribute("aria-label", section.name);
      }
      section.element.classList.toggle("ks-editor-selected", item.id === selected);
      const expected = previous ? previous.nextElementSibling : main.firstElementChild;
      if (expected !== section.element) main.insertBefore(section.element, expected);
      previous = section.element;
    }
    for (const [id, section] of sections) {
      if (keep.has(id)) continue;
      nearby.unobserve(section.element);
      onScreen.unobserve(section.element);
      section.element.remove();
      sections.delete(id);
    }
  };

  const select = ({ id, reveal }) => {
    selected = isString(id) ? id : null;
    for (const [key, section] of sections) section.element.classList.toggle("ks-editor-selected", key === selected);
    if (selected && reveal === true && !main.hidden) sections.get(selected)?.element.scrollIntoView({ block: "nearest" });
  };

  const page = ({ html }) => {
    const showPage = isString(html);
    main.hidden = showPage;
    pageView.hidden = !showPage;
    if (showPage) {
      if (pageView.dataset.html !== html) pageView.innerHTML = html;
      pageView.dataset.html = html;
    } else {
      pageView.replaceChildren();
      delete pageView.dataset.html;
    }
  };

  const handlers = { theme, fonts, sections: render, select, page };
  addEventListener("message", (event) => {
    if (event.source !== parent || event.origin !== parentOrigin) return;
    const data = event.data;
    if (!data || typeof data !== "object" || !Object.hasOwn(handlers, data.type)) return;
    handlers[data.type](data);
  });
  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    // Links lead nowhere inside the preview; buttons and fields behave as the components' own script says.
    if (target?.closest("a[href]")) event.preventDefault();
    const section = target?.closest("[data-instance]");
    if (section) post({ type: "select", id: section.dataset.instance });
  });
  document.addEventListener("submit", (event) => event.preventDefault());
  post({ type: "ready" });
})();
`;

/** The one script the editor's preview frame runs: every catalogue component's behaviour, then the frame's runtime. */
export const previewFrameScript = (): string => `${componentBehaviorScript(behaviorComponentIds())}\n${PREVIEW_FRAME_RUNTIME}`;
