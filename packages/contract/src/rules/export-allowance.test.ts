import { EXPORT_FORMATS } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import { componentsBeyond, exportAllowanceOf, exportAllowanceSchema, formatsBeyond, isComponentAllowed, isFormatAllowed } from './export-allowance.ts';
import { findPlan } from './plans.ts';

const free = findPlan('free').limits;
const pro = findPlan('pro').limits;
const freeAllowance = exportAllowanceOf(free);

describe('exportAllowanceOf', () => {
  it('gives the free plan its formats and components only, a paid plan everything', () => {
    expect(freeAllowance).toEqual({ all_formats: false, all_components: false });
    expect(exportAllowanceOf(pro)).toEqual({ all_formats: true, all_components: true });
  });

  it('allows what either plan allows: a paid owner covers a free member, and the other way round', () => {
    expect(exportAllowanceOf(free, pro)).toEqual({ all_formats: true, all_components: true });
    expect(exportAllowanceOf(pro, free)).toEqual({ all_formats: true, all_components: true });
    expect(exportAllowanceOf(free, free)).toEqual(freeAllowance);
    expect(exportAllowanceOf(free, { ...free, allowAllComponents: true })).toEqual({ all_formats: false, all_components: true });
  });

  it('is the shape the wire carries', () => {
    expect(exportAllowanceSchema.parse(exportAllowanceOf(free, pro))).toEqual({ all_formats: true, all_components: true });
  });
});

describe('what an allowance exports', () => {
  it('CSS, Tailwind, shadcn/ui and DTCG on the free plan; every format on a paid one', () => {
    expect(EXPORT_FORMATS.filter((format) => isFormatAllowed(freeAllowance, format))).toEqual(['css', 'tailwind', 'shadcn', 'dtcg']);
    expect(EXPORT_FORMATS.every((format) => isFormatAllowed(exportAllowanceOf(pro), format))).toBe(true);
  });

  it('the basic components on the free plan; every component on a paid one', () => {
    expect(isComponentAllowed(freeAllowance, 'button')).toBe(true);
    expect(isComponentAllowed(freeAllowance, 'dialog')).toBe(false);
    expect(isComponentAllowed(exportAllowanceOf(pro), 'dialog')).toBe(true);
  });

  it('lists the formats beyond it in the order given', () => {
    expect(formatsBeyond(freeAllowance, ['css', 'react', 'dtcg', 'vue'])).toEqual(['react', 'vue']);
    expect(formatsBeyond(exportAllowanceOf(pro), [...EXPORT_FORMATS])).toEqual([]);
  });

  it('lists the components beyond it once each, in the order given', () => {
    expect(componentsBeyond(freeAllowance, ['button', 'dialog', 'tabs', 'dialog', 'card'])).toEqual(['dialog', 'tabs']);
    expect(componentsBeyond(exportAllowanceOf(findPlan('earlybird').limits), ['dialog'])).toEqual([]);
  });
});
