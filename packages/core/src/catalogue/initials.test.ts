import { describe, expect, it } from 'vitest';
import { componentDefinitionSchema } from '../model/component.ts';
import { initials } from './initials.ts';
import { renderComponentMarkup } from './render-component.ts';

describe('initials (markup helper)', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  grace brewster murray hopper ')).toBe('GH');
    expect(initials('Ørsted')).toBe('Ø');
    expect(initials('')).toBe('');
    expect(initials(undefined)).toBe('');
  });

  it('is registered for markup templates', () => {
    const definition = componentDefinitionSchema.parse({ id: 'probe', codeTemplates: { html: '{{initials props.name}}' }, defaultProps: { name: 'Ada Lovelace' } });
    expect(renderComponentMarkup(definition, 'x')).toBe('AL');
  });
});
