import { describe, expect, it } from 'vitest';
import {
  componentDefinitionSchema,
  configurablePropSchema,
  createComponentEntry,
  projectComponentEntrySchema,
} from './component.ts';

const button = componentDefinitionSchema.parse({
  id: 'button',
  name: 'Button',
  category: 'buttons',
  defaultProps: { variant: 'primary', size: 'md', disabled: false },
});

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

describe('createComponentEntry', () => {
  it('merges overrides over the default props, overrides winning', () => {
    const entry = createComponentEntry(button, { id: 'e1', overrides: { variant: 'ghost', rounded: true } });
    expect(entry.customProps).toEqual({ variant: 'ghost', size: 'md', disabled: false, rounded: true });
    expect(button.defaultProps).toEqual({ variant: 'primary', size: 'md', disabled: false });
  });

  it("defaults customName to the definition's name", () => {
    expect(createComponentEntry(button, { id: 'e1' }).customName).toBe('Button');
    expect(createComponentEntry(button, { id: 'e1', customName: 'Call to action' }).customName).toBe('Call to action');
  });

  it('keeps the definition as config', () => {
    const entry = createComponentEntry(button, { id: 'e1' });
    expect(entry.id).toBe('e1');
    expect(entry.config).toEqual(button);
  });
});

describe('projectComponentEntrySchema', () => {
  it('completes a stored entry by the same rule as a new one', () => {
    const entry = projectComponentEntrySchema.parse({
      id: 'e1',
      config: { id: 'button', name: 'Button', defaultProps: { variant: 'primary', size: 'md' } },
      customProps: { size: 'lg' },
    });
    expect(entry.customProps).toEqual({ variant: 'primary', size: 'lg' });
    expect(entry.customName).toBe('Button');
  });

  it('rejects an entry without a component definition', () => {
    expect(projectComponentEntrySchema.safeParse({ id: 'e1', customProps: {} }).success).toBe(false);
  });
});
