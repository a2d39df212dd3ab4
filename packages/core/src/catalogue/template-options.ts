import type { ComponentSourceKind } from './catalogue.ts';

/** The kinds of a component's sources that are Handlebars templates (its CSS is plain CSS). */
export const TEMPLATE_KINDS = ['html', 'react', 'vue'] as const satisfies readonly ComponentSourceKind[];
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/**
 * How a component template compiles, at `npm run generate` (precompiled, so no
 * page has to evaluate generated code: the web app's CSP allows no eval) and
 * at run time for a definition outside the catalogue. Markup is HTML-escaped;
 * code templates are not (they hold code, and only their own literals).
 */
export const templateCompileOptions = (kind: TemplateKind) => ({ noEscape: kind !== 'html', strict: false });
