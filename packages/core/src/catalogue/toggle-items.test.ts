import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadTsxModule } from '../test-support/compile.ts';
import { findComponent } from './catalogue.ts';
import { componentDefinitionSchema, type PropValues } from '../model/component.ts';
import { renderComponentCode, renderComponentMarkup } from './render-component.ts';
import { TOGGLE_ICONS, toggleItems } from './toggle-items.ts';

const summary = (items: ReturnType<typeof toggleItems>) => items.map((item) => `${item.text}:${item.on ? 'on' : 'off'}:${item.tabStop ? 0 : -1}`);

describe('toggleItems (the toggle group markup helper)', () => {
  it('presses every selected item of a multiple group, each a tab stop', () => {
    expect(summary(toggleItems('Bold, Italic, Underline', 'underline, bold, nope', 'multiple'))).toEqual(['Bold:on:0', 'Italic:off:0', 'Underline:on:0']);
  });

  it('checks only the first selected item of a single group, the one tab stop', () => {
    expect(summary(toggleItems('Left, Center, Right', 'nope, Right, Left', 'single'))).toEqual(['Left:off:-1', 'Center:off:-1', 'Right:on:0']);
    expect(summary(toggleItems('Left, Center, Right', '', 'single'))).toEqual(['Left:off:0', 'Center:off:-1', 'Right:off:-1']);
    expect(summary(toggleItems('A, a', 'a', 'single'))).toEqual(['A:on:0', 'a:off:-1']);
  });

  it('gives known names their icon, others none', () => {
    expect(toggleItems('bold, Sparkles', '', 'single').map((item) => item.icon)).toEqual([TOGGLE_ICONS.bold, '']);
    expect(toggleItems(undefined, undefined, undefined)).toEqual([]);
  });

  it('is registered for markup templates', () => {
    const definition = componentDefinitionSchema.parse({
      id: 'probe',
      codeTemplates: { html: '{{#each (toggleItems props.items props.on "multiple")}}{{text}}{{#if on}}*{{/if}} {{/each}}' },
      defaultProps: { items: 'a, b', on: 'B' },
    });
    expect(renderComponentMarkup(definition, 'x')).toBe('a b* ');
  });
});

describe('the exported React toggle group', () => {
  it('renders the same items, states, tab stops and icons as the markup', () => {
    const group = findComponent('toggle-group');
    if (!group) throw new Error('no toggle-group in the catalogue');
    const attributes = (html: string) =>
      [...html.matchAll(/ (role|aria-[a-z]+|tabindex|d)="([^"]*)"/gi)].map(([, name, value]) => `${name?.toLowerCase()}=${value}`);
    const cases: PropValues[] = [{}, { type: 'single', items: 'Left, Center, Right, Other', selected: 'right, left' }, { showIcons: false, selected: '' }];
    for (const props of cases) {
      const ToggleGroup = loadTsxModule(renderComponentCode(group, 'react', props), 'ToggleGroup.tsx').ToggleGroup as () => null;
      const exported = attributes(renderToStaticMarkup(createElement(ToggleGroup)));
      expect(exported.length).toBeGreaterThan(6);
      expect(exported).toEqual(attributes(renderComponentMarkup(group, 'g', props)));
    }
  });
});
