import { applyTemplate, defaultDesignSystem, findTemplate, parseDesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { diffDesigns, diffFields, diffTokens, isSameDesign } from './design-diff.ts';

const withPrimary = (primaryColor: string) => parseDesignSystem({ schemaVersion: 2, theme: { primaryColor } });

describe('design differences', () => {
  it('are none between a design and itself', () => {
    const diff = diffDesigns(defaultDesignSystem, parseDesignSystem({ schemaVersion: 2 }));
    expect(isSameDesign(diff)).toBe(true);
  });

  it('list every token a new primary colour changes, once when both schemes change alike', () => {
    const changes = diffTokens(withPrimary('#7c3aed'), withPrimary('#0ea5e9'));
    expect(changes).toContainEqual({
      path: 'palette.primary.500',
      scheme: 'both',
      before: expect.any(String),
      after: expect.any(String),
    });
    expect(changes.filter((change) => change.path === 'palette.primary.500')).toHaveLength(1);
    expect(changes).toContainEqual({ path: 'color.primary', scheme: 'light', before: '#7c3aed', after: '#0ea5e9' });
    expect(changes.every((change) => !change.path.startsWith('palette.secondary'))).toBe(true);
  });

  it('show values as CSS writes them', () => {
    const before = withPrimary('#7c3aed');
    const after = parseDesignSystem({ schemaVersion: 2, theme: { primaryColor: '#7c3aed' }, shadows: { level: 'strong' } });
    const shadow = diffTokens(before, after).find((change) => change.path === 'shadow.sm');
    expect(shadow?.after).toMatch(/^0px 1px 2px 0px #[0-9a-f]{8}$/);
  });

  it('list the design’s own fields, a null turning into an object included', () => {
    const template = findTemplate('bold-creative');
    if (!template) throw new Error('bold-creative is a built-in template');
    const applied = applyTemplate(defaultDesignSystem, template, {}, '2026-01-01T00:00:00.000Z');
    const fields = diffFields(defaultDesignSystem, applied);
    expect(fields).toContainEqual({ path: 'componentOverrides', before: 'null', after: '{…}' });
    expect(fields).toContainEqual({ path: 'template.application.templateId', before: null, after: '"bold-creative"' });
    expect(fields).toContainEqual({ path: 'template.version', before: '0', after: '1' });
    expect(fields.some((change) => change.path === 'template.application.customizations')).toBe(false);
  });
});
