import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderPreviewDocument } from '../export/html/preview-document.ts';
import { componentCategorySchema, componentDefinitionSchema } from '../model/component.ts';
import { defaultDesignSystem } from '../model/design-system.ts';
import { resolveTokens } from '../tokens/resolve-tokens.ts';
import { flattenTokens } from '../tokens/flatten.ts';
import { cssVarName } from '../export/css/css-value.ts';
import { compileVue, loadTsxModule } from '../test-support/compile.ts';
import { prettierFormat } from '../test-support/prettier.ts';
import { componentCatalogue, componentSource } from './catalogue.ts';
import { pascalCase } from './code-context.ts';
import { resolveComponentProps } from './component-props.ts';
import { renderComponentCode, renderComponentMarkup } from './render-component.ts';

const tokens = resolveTokens(defaultDesignSystem);
const knownVars = new Set(
  [tokens.primitives, tokens.semantic.light, tokens.components].flatMap((group) =>
    flattenTokens(group).map((token) => cssVarName(token.path)),
  ),
);

describe('the catalogue', () => {
  it('holds definitions exactly as the schema gives them (npm run generate validated them)', () => {
    for (const definition of componentCatalogue) expect(componentDefinitionSchema.parse(definition)).toEqual(definition);
  });

  it('holds at least 50 components', () => {
    expect(componentCatalogue.length).toBeGreaterThanOrEqual(50);
  });

  it('covers every category', () => {
    const categories = new Set(componentCatalogue.map((component) => component.category));
    expect([...categories].sort()).toEqual([...componentCategorySchema.options].sort());
  });

  it('uses every control type', () => {
    const controls = new Set(componentCatalogue.flatMap((c) => c.configurableProps.map((prop) => prop.control)));
    expect([...controls].sort()).toEqual(['boolean', 'color', 'number', 'select', 'text']);
  });
});

describe.each(componentCatalogue.map((component) => [component.id, component] as const))('%s', (id, component) => {
  const name = pascalCase(id);

  it('has a complete definition whose props match their controls', () => {
    expect(component.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(component.name).not.toBe('Unknown Component');
    expect(component.description).not.toBe('Component description');
    expect(component.tags.length).toBeGreaterThan(0);
    expect(Object.keys(component.defaultProps)).toEqual(component.configurableProps.map((prop) => prop.name));
    for (const prop of component.configurableProps) expect(prop.name).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(resolveComponentProps(component, component.defaultProps)).toEqual(component.defaultProps);
    if (component.variants.length > 0) {
      const variant = component.configurableProps.find((prop) => prop.name === 'variant');
      expect(variant?.control).toBe('select');
      if (variant?.control === 'select') {
        expect(variant.options.map((option) => option.value)).toEqual(component.variants.map((v) => v.id));
      }
    }
  });

  it('renders markup with one root carrying its class', () => {
    const html = renderComponentMarkup(component, `${id}-1`).trim();
    expect(html).toMatch(new RegExp(`^<[a-z0-9]+[^>]*class="ks-${id}[ "]`));
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });

  it('styles only its own classes, through token custom properties', async () => {
    const css = componentSource(component, 'css');
    const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/(^|})\s*([^{}@]+)\{/g) ?? [];
    for (const selector of selectors) {
      for (const part of selector.replace(/^}/, '').replace(/\{$/, '').split(',')) {
        const trimmed = part.trim();
        if (trimmed === '' || /^(from|to|\d+%)$/.test(trimmed)) continue;
        expect(trimmed, `selector "${trimmed}"`).toMatch(new RegExp(`^\\.ks-${id}(?=$|[^a-z0-9-]|--|__)`));
      }
    }
    expect(css, 'colour literal').not.toMatch(/#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(|\boklch\(/i);
    for (const [, used] of css.matchAll(/var\((--[a-z0-9-]+)/g)) {
      expect(knownVars.has(used ?? ''), `unknown custom property ${used}`).toBe(true);
    }
    expect(await prettierFormat('style.css', css)).toBe(css);
  });

  it('exports prettier-formatted React that renders with its default props', async () => {
    const source = renderComponentCode(component, 'react');
    expect(await prettierFormat(`${name}.tsx`, source)).toBe(source);
    const module = loadTsxModule(source, `${name}.tsx`);
    const Component = module[name];
    expect(typeof Component).toBe('function');
    const html = renderToStaticMarkup(createElement(Component as () => null));
    expect(html).toContain(`ks-${id}`);
  });

  it('exports a prettier-formatted Vue SFC that compiles', async () => {
    const source = renderComponentCode(component, 'vue');
    expect(await prettierFormat(`${name}.vue`, source)).toBe(source);
    expect(compileVue(source, `${name}.vue`)).toEqual([]);
  });

  it('keeps the HTML export page prettier-formatted', async () => {
    const page = renderPreviewDocument([{ definition: component, props: component.defaultProps, instanceId: id }], {
      title: 'Preview',
      mode: 'light',
      styles: { href: '../css/' },
    });
    expect(await prettierFormat('index.html', page)).toBe(page);
  });
});
