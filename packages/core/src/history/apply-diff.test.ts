import { describe, expect, it } from 'vitest';
import { defaultDesignSystem, type DesignSystem } from '../model/design-system.ts';
import { applyTemplate } from '../templates/apply-template.ts';
import { builtInTemplates } from '../templates/built-in.ts';
import { applyDiff, InapplicableDiffError } from './apply-diff.ts';
import { diffDesigns } from './diff-designs.ts';

const design = (components: DesignSystem['components'], extra: Partial<DesignSystem> = {}): DesignSystem => ({
  ...structuredClone(defaultDesignSystem),
  components,
  ...extra,
});
const a = design([
  { id: 'a', componentId: 'button', props: { label: 'Go' }, customName: 'Go button' },
  { id: 'b', componentId: 'card', props: {} },
  { id: 'c', componentId: 'input', props: {} },
]);

describe('applyDiff', () => {
  it('turns the design before into the design after: settings, components, order and template', () => {
    const b = applyTemplate(
      design(
        [
          { id: 'd', componentId: 'badge', props: { text: 'New' } },
          { id: 'c', componentId: 'input', props: { placeholder: 'Email' }, customName: 'Email' },
          { id: 'a', componentId: 'button', props: {} },
        ],
        { typography: { ...defaultDesignSystem.typography, baseSize: 18 } },
      ),
      builtInTemplates[0]!,
      {},
      '2026-01-01T00:00:00.000Z',
    );
    const before = structuredClone(a);
    expect(applyDiff(a, diffDesigns(a, b))).toEqual(b);
    expect(a).toEqual(before);
  });

  it('clears a template and the styling it set', () => {
    const templated = applyTemplate(a, builtInTemplates[1]!, {}, '2026-01-01T00:00:00.000Z');
    expect(applyDiff(templated, diffDesigns(templated, a))).toEqual(a);
  });

  it('refuses a diff without the after-values it needs, naming what is missing', () => {
    const diff = diffDesigns(a, design([...a.components, { id: 'z', componentId: 'tabs', props: {} }]));
    const [added] = diff.components;
    const stripped = { ...diff, components: [{ ...added!, placed: undefined }] };
    expect(() => applyDiff(a, stripped)).toThrow(InapplicableDiffError);
    expect(() => applyDiff(a, stripped)).toThrow(/added component "z" has no placed record/);
    expect(() => applyDiff(design([]), { ...diff, components: [] })).toThrow(/names no component "a"/);
  });

  it('refuses a setting path that would reach past the document', () => {
    const change = { label: 'x', group: 'other', kind: 'changed' as const, before: null, after: 'yes', beforeText: null, afterText: 'yes' };
    for (const path of ['__proto__.polluted', 'theme.constructor.prototype.polluted', 'theme..mode']) {
      const diff = { tokens: [], settings: [{ ...change, path }], components: [], componentOrder: null, template: null, metadata: [] };
      expect(() => applyDiff(a, diff)).toThrow(/is not a setting's path/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
