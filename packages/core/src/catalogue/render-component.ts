import Handlebars from 'handlebars';
import { precompiledTemplates } from '../generated/templates.js';
import type { ComponentDefinition, PropValues } from '../model/component.ts';
import { componentSource, findComponent } from './catalogue.ts';
import { calendarMonth } from './calendar-month.ts';
import { chartGeometry } from './chart-geometry.ts';
import { initials } from './initials.ts';
import { listItems } from './list-items.ts';
import { parseCommandGroups, splitList } from './template-helpers.ts';
import { toggleItems } from './toggle-items.ts';
import { defaultsObject, pascalCase, propsInterface } from './code-context.ts';
import { resolveComponentProps } from './component-props.ts';
import { templateCompileOptions, type TemplateKind } from './template-options.ts';
import { BoundedCache } from '../util/bounded-cache.ts';

const handlebars = Handlebars.create();
handlebars.registerHelper({
  eq: (a: unknown, b: unknown) => a === b,
  not: (a: unknown) => !a,
  and: (...args: unknown[]) => args.slice(0, -1).every(Boolean),
  or: (...args: unknown[]) => args.slice(0, -1).some(Boolean),
  range: (count: unknown) => Array.from({ length: Math.max(0, Math.floor(Number(count) || 0)) }, (_, i) => i + 1),
  list: (text: unknown) => splitList(text),
  listItems: (text: unknown, max: unknown) => listItems(text, max),
  commandGroups: (text: unknown) => parseCommandGroups(text),
  calendarMonth: (value: unknown, weekStart: unknown, min: unknown, max: unknown) => calendarMonth({ value, weekStart, min, max }),
  initials: (name: unknown) => initials(name),
  toggleItems: (items: unknown, selected: unknown, type: unknown) => toggleItems(items, selected, type),
  chartGeometry: (type: unknown, labels: unknown, values: unknown, names: unknown) =>
    chartGeometry(String(type), String(labels ?? ''), String(values ?? ''), String(names ?? '')),
});

type Render = (context: object) => string;
// Kept by kind and then by the template's text, which is the key as it is (a key joined from the two would be a new
// string to hash on every render): a definition sharing an id but not a template is compiled on its own. Room for every
// catalogue template, and for other definitions' without growing forever.
const compiled = new Map<TemplateKind, BoundedCache<string, Render>>();

/**
 * A catalogue component's template is the one `npm run generate` precompiled:
 * rendering it evaluates no generated code, so it runs under a CSP without
 * 'unsafe-eval'. Any other definition's template is compiled here.
 */
function template(component: ComponentDefinition, kind: TemplateKind): Render {
  const source = componentSource(component, kind);
  let byText = compiled.get(kind);
  if (!byText) compiled.set(kind, (byText = new BoundedCache(512)));
  let render = byText.get(source);
  if (!render) {
    const spec = precompiledTemplates[`${component.id}:${kind}`];
    render =
      spec && findComponent(component.id)?.codeTemplates[kind] === source
        ? handlebars.template(spec)
        : handlebars.compile(source, templateCompileOptions(kind));
    byText.set(source, render);
  }
  return render;
}

/** The instance's HTML for the live preview and the HTML export. `id` prefixes the element ids it uses. */
export function renderComponentMarkup(component: ComponentDefinition, id: string, props: PropValues = {}): string {
  return template(component, 'html')({ id, props: resolveComponentProps(component, props) });
}

/** The exported component source for `react` (TSX) or `vue` (SFC), with the given props as its defaults. */
export function renderComponentCode(
  component: ComponentDefinition,
  framework: 'react' | 'vue',
  props: PropValues = {},
): string {
  const resolved = resolveComponentProps(component, props);
  const name = pascalCase(component.id);
  return template(component, framework)({
    props: resolved,
    propsInterface:
      framework === 'react' ? propsInterface(component, `${name}OwnProps`, true) : propsInterface(component, `${name}Props`, false),
    defaultsObject: defaultsObject(component, resolved),
  });
}
