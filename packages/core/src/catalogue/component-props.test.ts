import { describe, expect, it } from 'vitest';
import { componentDefinitionSchema } from '../model/component.ts';
import { propValueProblem, resolveComponentProps } from './component-props.ts';

const definition = componentDefinitionSchema.parse({
  id: 'probe',
  defaultProps: { label: 'Hi', size: 'md', on: false, count: 2, tint: '#7c3aed' },
  configurableProps: [
    { name: 'label', label: 'Label', control: 'text', maxLength: 5 },
    { name: 'size', label: 'Size', control: 'select', options: [{ label: 'M', value: 'md' }, { label: 'L', value: 'lg' }] },
    { name: 'on', label: 'On', control: 'boolean' },
    { name: 'count', label: 'Count', control: 'number', min: 1, max: 6, step: 1 },
    { name: 'tint', label: 'Tint', control: 'color' },
  ],
});

describe('resolveComponentProps', () => {
  it('takes every value its control accepts', () => {
    expect(resolveComponentProps(definition, { label: 'Yo', size: 'lg', on: true, count: 6, tint: '#000000' })).toEqual({
      label: 'Yo',
      size: 'lg',
      on: true,
      count: 6,
      tint: '#000000',
    });
  });

  it('keeps the default for unknown props and values the control refuses', () => {
    const props = resolveComponentProps(definition, {
      label: 'Far too long',
      size: 'xl',
      on: 'yes',
      count: 2.5,
      tint: 'red',
      extra: 1,
    });
    expect(props).toEqual(definition.defaultProps);
  });

  it('refuses numbers out of range', () => {
    expect(resolveComponentProps(definition, { count: 7 }).count).toBe(2);
    expect(resolveComponentProps(definition, { count: 0 }).count).toBe(2);
  });
});

describe('a text prop holding a date', () => {
  const dated = componentDefinitionSchema.parse({
    id: 'dated',
    codeTemplates: { html: '', css: '', react: '', vue: '' },
    defaultProps: { day: '2025-03-14' },
    configurableProps: [{ name: 'day', label: 'Day', control: 'text', format: 'date' }],
  });
  const [prop] = dated.configurableProps;

  it('takes a real YYYY-MM-DD date or empty text, and ignores anything else', () => {
    expect(resolveComponentProps(dated, { day: '2024-02-29' })).toEqual({ day: '2024-02-29' });
    expect(resolveComponentProps(dated, { day: '' })).toEqual({ day: '' });
    expect(resolveComponentProps(dated, { day: '2025-02-29' })).toEqual({ day: '2025-03-14' });
    expect(resolveComponentProps(dated, { day: 'next Friday' })).toEqual({ day: '2025-03-14' });
  });

  it('says what is wrong with a value that is not a date', () => {
    if (!prop) throw new Error('no prop');
    expect(propValueProblem(prop, '14/03/2025')).toBe('must be a date written YYYY-MM-DD (such as 2025-03-14), or empty');
    expect(propValueProblem(prop, '2025-03-14')).toBeUndefined();
    expect(propValueProblem(prop, '')).toBeUndefined();
  });
});
