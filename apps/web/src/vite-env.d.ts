/// <reference types="vite/client" />
declare module 'virtual:kitsmith-tokens.css';

/** The home page's showcase, made with core at build time (vite/kitsmith-showcase.ts). */
declare module 'virtual:kitsmith-showcase' {
  export interface ShowcaseThemeSummary {
    id: string;
    name: string;
    /** The template's primary, secondary and accent colours. */
    colors: [string, string, string];
    /** The showcase document's fragment that shows this template in each scheme. */
    fragments: { light: string; dark: string };
  }
  /** The hero's themes, in order: built-in templates applied by core. */
  export const showcaseThemes: readonly ShowcaseThemeSummary[];
  /** The address of the hero's showcase document (a theme's fragment after it shows that theme). */
  export const showcaseDocument: string;
  /** Each gallery example's live thumbnail document, by template id (its scheme switched by `data-theme`). */
  export const exampleDocuments: Readonly<Record<string, string>>;
}
