// Types of templates.js, which packages/core/scripts/generate-content.ts writes from templates/.
import type Handlebars from 'handlebars';

/** Every catalogue component's Handlebars templates, precompiled, by `<id>:<kind>` (`button:html`, `button:react`, `button:vue`). */
export declare const precompiledTemplates: Readonly<Record<string, Parameters<typeof Handlebars.template>[0]>>;
