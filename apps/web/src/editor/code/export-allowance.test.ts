import { defaultDesignSystem, type DesignSystem } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { exportableDesign } from './export-allowance.ts';

const placed = (id: string, componentId: string) => ({ id, componentId, props: {} });
const design: DesignSystem = {
  ...defaultDesignSystem,
  components: [placed('c1', 'button'), placed('c2', 'dialog'), placed('c3', 'card'), placed('c4', 'dialog'), placed('c5', 'tabs')],
};

describe('exportableDesign', () => {
  it('keeps the basic components on the free plan and names the others once each, in canvas order', () => {
    const { design: kept, leftOut } = exportableDesign(design, { all_formats: false, all_components: false });
    expect(kept.components.map((component) => component.id)).toEqual(['c1', 'c3']);
    expect(leftOut).toEqual(['Dialog', 'Tabs']);
    expect(kept.theme).toBe(design.theme);
  });

  it('gives back the very same design when the plan exports every component, or the design holds only basic ones', () => {
    expect(exportableDesign(design, { all_formats: false, all_components: true })).toEqual({ design, leftOut: [] });
    const basic = { ...design, components: [placed('c1', 'button')] };
    expect(exportableDesign(basic, { all_formats: false, all_components: false }).design).toBe(basic);
  });
});
