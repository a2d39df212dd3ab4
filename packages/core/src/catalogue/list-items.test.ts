import { describe, expect, it } from 'vitest';
import { componentDefinitionSchema } from '../model/component.ts';
import { listItems } from './list-items.ts';
import { renderComponentMarkup } from './render-component.ts';

describe('listItems (the `list` markup helper)', () => {
  it('numbers the comma-separated parts, trimmed, empty ones dropped, at most max', () => {
    expect(listItems(' One, ,Two , Three', 2)).toEqual([
      { text: 'One', number: 1, total: 2, first: true },
      { text: 'Two', number: 2, total: 2, first: false },
    ]);
    expect(listItems('')).toEqual([]);
    expect(listItems(undefined)).toEqual([]);
  });

  it('is registered for markup templates', () => {
    const definition = componentDefinitionSchema.parse({
      id: 'probe',
      codeTemplates: { html: '{{#each (listItems props.items 3)}}<i>{{number}}/{{total}} {{text}}</i>{{/each}}' },
      defaultProps: { items: 'a, b<, c, d' },
    });
    expect(renderComponentMarkup(definition, 'x')).toBe('<i>1/3 a</i><i>2/3 b&lt;</i><i>3/3 c</i>');
  });
});
