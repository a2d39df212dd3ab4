import { describe, expect, it } from 'vitest';
import { componentDefinitionSchema, configurablePropSchema } from './component.ts';

describe('componentDefinitionSchema', () => {
  it('fills the defaults of spec section 3', () => {
    expect(componentDefinitionSchema.parse({ id: 'x' })).toEqual({
      id: 'x',
      name: 'Unknown Component',
      category: 'layout',
      description: 'Component description',
      variants: [],
      defaultProps: {},
      configurableProps: [],
      codeTemplates: {},
      tags: [],
    });
  });

  it('turns a variant given as a string into {id, name}', () => {
    const { variants } = componentDefinitionSchema.parse({
      id: 'button',
      variants: ['primary', { id: 'ghost', name: 'Ghost' }],
    });
    expect(variants).toEqual([
      { id: 'primary', name: 'primary' },
      { id: 'ghost', name: 'Ghost' },
    ]);
  });

  it('rejects an unknown category', () => {
    expect(componentDefinitionSchema.safeParse({ id: 'x', category: 'widgets' }).success).toBe(false);
  });

  it('does not share default objects between parses', () => {
    const a = componentDefinitionSchema.parse({ id: 'a' });
    const b = componentDefinitionSchema.parse({ id: 'b' });
    expect(a.defaultProps).not.toBe(b.defaultProps);
    expect(a.tags).not.toBe(b.tags);
  });
});

describe('configurablePropSchema', () => {
  it('reads each control by its own fields', () => {
    const prop = configurablePropSchema.parse({
      name: 'size',
      label: 'Size',
      control: 'select',
      options: [{ label: 'Small', value: 'sm' }],
    });
    expect(prop.control === 'select' && prop.options[0]?.value).toBe('sm');
    expect(configurablePropSchema.parse({ name: 'label', label: 'Label', control: 'text', maxLength: 40 })).toMatchObject({
      maxLength: 40,
    });
  });

  it('requires the fields of the chosen control', () => {
    expect(configurablePropSchema.safeParse({ name: 'size', label: 'Size', control: 'select' }).success).toBe(false);
    expect(configurablePropSchema.safeParse({ name: 'n', label: 'N', control: 'number', min: 0 }).success).toBe(false);
    expect(configurablePropSchema.safeParse({ name: 'n', label: 'N', control: 'slider' }).success).toBe(false);
  });

  it('rejects a number control whose max is below its min', () => {
    const result = configurablePropSchema.safeParse({ name: 'n', label: 'N', control: 'number', min: 5, max: 1, step: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['max']);
  });
});
