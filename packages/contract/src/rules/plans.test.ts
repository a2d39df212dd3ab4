import { builtInTemplates, componentCatalogue, EXPORT_FORMATS, subscriptionPlanSchema } from '@kitsmith/core';
import { describe, expect, it } from 'vitest';
import {
  basicComponentIds,
  basicExportFormats,
  basicExportFormatsText,
  findPlan,
  paidPlanIds,
  planCatalogue,
  planSchema,
  planUsageLabel,
  planUsagePercent,
  projectLimitFor,
  descriptionLimitFor,
  standardTemplateIds,
} from './plans.ts';

describe('planCatalogue (models A and B unified)', () => {
  it('lists free, early bird, pro, enterprise and the lifetime pass, each a valid plan', () => {
    expect(planCatalogue.map((entry) => entry.id)).toEqual(['free', 'earlybird', 'pro', 'enterprise', 'lifetime']);
    for (const entry of planCatalogue) expect(planSchema.parse(entry)).toEqual(entry);
    // Every plan a user can hold has its entry.
    expect(planCatalogue.map((entry) => entry.id).sort()).toEqual([...subscriptionPlanSchema.options].sort());
  });

  it('prices, intervals, crossed-out prices and product ids', () => {
    expect(
      planCatalogue.map(({ id, price, compareAtPrice, interval, paymentProductId }) => ({ id, price, compareAtPrice, interval, paymentProductId })),
    ).toEqual([
      { id: 'free', price: 0, compareAtPrice: null, interval: 'month', paymentProductId: null },
      { id: 'earlybird', price: 1, compareAtPrice: 9, interval: 'month', paymentProductId: 'prod_earlybird_monthly' },
      { id: 'pro', price: 19, compareAtPrice: null, interval: 'month', paymentProductId: 'prod_pro_monthly' },
      { id: 'enterprise', price: 99, compareAtPrice: null, interval: 'month', paymentProductId: 'prod_enterprise_monthly' },
      { id: 'lifetime', price: 149, compareAtPrice: null, interval: 'once', paymentProductId: 'prod_lifetime_pass' },
    ]);
    expect(paidPlanIds).toEqual(['earlybird', 'pro', 'enterprise', 'lifetime']);
  });

  it('carries the sidebar labels of spec section 9', () => {
    expect(Object.fromEntries(planCatalogue.map((entry) => [entry.id, entry.label]))).toEqual({
      free: 'Free Plan',
      earlybird: 'Early Bird',
      pro: 'Pro Plan',
      enterprise: 'Enterprise Plan',
      lifetime: 'Lifetime Pass',
    });
  });

  it('marks only pro as popular', () => {
    expect(planCatalogue.filter((entry) => entry.popular).map((entry) => entry.id)).toEqual(['pro']);
  });

  it('free: 3 projects, no team members, basic components and formats, standard templates; private projects allowed (spec section 5)', () => {
    expect(findPlan('free').limits).toEqual({
      maxProjects: 3,
      maxTeamMembers: 0,
      allowPrivateProjects: true,
      allowAllComponents: false,
      allowAllExportFormats: false,
      allowAllTemplates: false,
      maxDescriptionsPerDay: 3,
    });
    expect(findPlan('free').features).toEqual([
      '3 projects',
      'Private or public projects',
      '20 basic components',
      'CSS, Tailwind, shadcn/ui and DTCG export',
      'Standard templates',
    ]);
  });

  it('pro: 25 projects, 5 team members, everything allowed', () => {
    expect(findPlan('pro').limits).toEqual({
      maxProjects: 25,
      maxTeamMembers: 5,
      allowPrivateProjects: true,
      allowAllComponents: true,
      allowAllExportFormats: true,
      allowAllTemplates: true,
      maxDescriptionsPerDay: 50,
    });
    expect(findPlan('pro').features).toContain('Priority support');
  });

  it('early bird: 10 projects; enterprise and lifetime: unlimited (null)', () => {
    expect(findPlan('earlybird').limits.maxProjects).toBe(10);
    for (const id of ['enterprise', 'lifetime'] as const) {
      expect(findPlan(id).limits.maxProjects).toBeNull();
      expect(findPlan(id).limits.maxTeamMembers).toBeNull();
    }
    expect(findPlan('enterprise').features).toEqual(expect.arrayContaining(['Custom integrations', 'SSO', 'Advanced analytics']));
  });

  it('brand descriptions a day: free a few, paid plans more, enterprise unlimited (null)', () => {
    expect(Object.fromEntries(planCatalogue.map((entry) => [entry.id, descriptionLimitFor(entry.id)]))).toEqual({
      free: 3,
      earlybird: 25,
      pro: 50,
      enterprise: null,
      lifetime: 50,
    });
    for (const id of paidPlanIds) {
      const limit = descriptionLimitFor(id);
      expect(limit === null || limit > (descriptionLimitFor('free') ?? 0)).toBe(true);
    }
  });

  it('is frozen', () => {
    expect(Object.isFrozen(planCatalogue)).toBe(true);
    expect(Object.isFrozen(findPlan('pro').limits)).toBe(true);
    expect(Object.isFrozen(basicComponentIds)).toBe(true);
  });
});

describe('what the free plan exports', () => {
  it('names 20 basic components, all in the catalogue', () => {
    const known = new Set(componentCatalogue.map((component) => component.id));
    expect(basicComponentIds).toHaveLength(20);
    for (const id of basicComponentIds) expect(known.has(id), id).toBe(true);
    expect(componentCatalogue.length).toBeGreaterThan(basicComponentIds.length);
  });

  it('allows CSS, Tailwind, shadcn/ui and DTCG only', () => {
    expect(basicExportFormats).toEqual(['css', 'tailwind', 'shadcn', 'dtcg']);
    for (const format of basicExportFormats) expect(EXPORT_FORMATS).toContain(format);
    expect(basicExportFormatsText).toBe('CSS, Tailwind, shadcn/ui and DTCG');
  });

  it('names the standard templates: every built-in one', () => {
    expect([...standardTemplateIds].sort()).toEqual(builtInTemplates.map((template) => template.id).sort());
  });
});

describe('projectLimitFor', () => {
  it('reads the catalogue: free 3, early bird 10, pro 25, lifetime and enterprise unlimited', () => {
    expect(projectLimitFor('free')).toBe(3);
    expect(projectLimitFor('earlybird')).toBe(10);
    expect(projectLimitFor('lifetime')).toBeNull();
    expect(projectLimitFor('pro')).toBe(25);
    expect(projectLimitFor('enterprise')).toBeNull();
  });
});

describe('planUsageLabel and planUsagePercent', () => {
  it('reads "5 of 10 used" for early bird, and has no limit for unlimited plans', () => {
    expect(planUsageLabel('earlybird', 5)).toBe('5 of 10 used');
    expect(planUsageLabel('lifetime', 12)).toBe('12 used');
  });

  it('draws real usage, capped at 100, and a full bar for unlimited plans', () => {
    expect(planUsagePercent('free', 1)).toBe(33);
    expect(planUsagePercent('earlybird', 5)).toBe(50);
    expect(planUsagePercent('free', 7)).toBe(100);
    expect(planUsagePercent('lifetime', 0)).toBe(100);
  });
});
