import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test imports the renderer afresh, with no template compiled yet (test files share their modules).
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rendering catalogue components', () => {
  it('evaluates no generated code (a page whose CSP has no unsafe-eval renders them)', async () => {
    // A fresh module, so no template is compiled yet.
    const { renderComponentCode, renderComponentMarkup } = await import('./render-component.ts');
    const { componentCatalogue } = await import('./catalogue.ts');
    // Code made from a string goes through Function (Handlebars compiles with Function.apply): watch it.
    const compiled: string[] = [];
    const watch = (args: unknown[]) => compiled.push(String(args[args.length - 1]).slice(0, 120));
    vi.stubGlobal(
      'Function',
      new Proxy(Function, {
        apply: (target, self, args: unknown[]) => (watch(args), Reflect.apply(target, self, args)),
        construct: (target, args: unknown[]) => (watch(args), Reflect.construct(target, args)),
      }),
    );
    for (const component of componentCatalogue) {
      expect(renderComponentMarkup(component, component.id)).toContain(`ks-${component.id}`);
      expect(renderComponentCode(component, 'react')).toContain('export function');
      expect(renderComponentCode(component, 'vue')).toContain('<template>');
    }
    expect(compiled).toEqual([]);
  });

  it('still compiles the template of a definition outside the catalogue', async () => {
    const { renderComponentMarkup } = await import('./render-component.ts');
    const { componentDefinitionSchema } = await import('../model/component.ts');
    const custom = componentDefinitionSchema.parse({
      id: 'custom-thing',
      codeTemplates: { html: '<p class="ks-custom">{{props.text}}</p>', css: '', react: '', vue: '' },
      defaultProps: { text: 'a < b' },
    });
    expect(renderComponentMarkup(custom, 'x')).toBe('<p class="ks-custom">a &lt; b</p>');
  });

  it('renders each definition by its own template, even where two share an id', async () => {
    const { renderComponentMarkup } = await import('./render-component.ts');
    const { componentDefinitionSchema } = await import('../model/component.ts');
    const probe = (html: string) => componentDefinitionSchema.parse({ id: 'button', codeTemplates: { html }, defaultProps: { label: 'Go' } });
    expect(renderComponentMarkup(probe('<b>{{props.label}}</b>'), 'x')).toBe('<b>Go</b>');
    expect(renderComponentMarkup(probe('<i>{{props.label}}</i>'), 'x')).toBe('<i>Go</i>');
  });
});
