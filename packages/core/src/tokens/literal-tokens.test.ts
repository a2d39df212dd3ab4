import { describe, expect, it } from 'vitest';
import { defaultDesignSystem } from '../model/design-system.ts';
import { findTemplate } from '../templates/built-in.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { resolveTokens } from './resolve-tokens.ts';
import { literalTokens } from './literal-tokens.ts';

describe('literalTokens', () => {
  const tokens = resolveTokens(defaultDesignSystem);

  it('follows aliases through aliases, per scheme', () => {
    expect(literalTokens(tokens, 'light', tokens.semantic.light).get('color.ring')?.$value).toBe('#7c3aed');
    expect(literalTokens(tokens, 'dark', tokens.semantic.dark).get('color.ring')?.$value).toBe('#9060fc');
  });

  it('resolves the colours inside shadows and aliased shadows', () => {
    const components = literalTokens(tokens, 'light', tokens.components);
    expect(components.get('component.form.focus-ring')?.$value).toMatchObject({ color: '#7c3aed', spread: '3px' });
    expect(components.get('component.button.shadow')?.$value).toMatchObject({ color: '#2329330f', offsetY: '1px' });
  });

  it('resolves gradient stops and leaves cubic-bezier tuples alone', () => {
    const template = findTemplate('bold-creative');
    if (!template) throw new Error('bold-creative is a built-in template');
    const bold = resolveTokens(applyTemplate(defaultDesignSystem, template));
    const components = literalTokens(bold, 'dark', bold.components);
    const stops = components.get('component.button.background')?.$value;
    expect(stops).toEqual([
      { color: expect.stringMatching(/^#[0-9a-f]{6}$/), position: 0 },
      { color: expect.stringMatching(/^#[0-9a-f]{6}$/), position: 1 },
    ]);
    expect(literalTokens(bold, 'light', bold.primitives).get('easing.standard')?.$value).toEqual([0.2, 0, 0, 1]);
  });
});
