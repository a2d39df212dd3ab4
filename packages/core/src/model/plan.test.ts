import { describe, expect, it } from 'vitest';
import { planCatalogue, planDisplay, planSchema, planUsageLabel, projectLimitFor } from './plan.ts';

function plan(id: string) {
  const found = planCatalogue.find((entry) => entry.id === id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
}

describe('planCatalogue (model B)', () => {
  it('lists free, pro and enterprise, each a valid plan', () => {
    expect(planCatalogue.map((entry) => entry.id)).toEqual(['free', 'pro', 'enterprise']);
    for (const entry of planCatalogue) expect(planSchema.parse(entry)).toEqual(entry);
  });

  it('prices and product ids', () => {
    expect(planCatalogue.map(({ price, interval, paymentProductId }) => ({ price, interval, paymentProductId }))).toEqual([
      { price: 0, interval: 'month', paymentProductId: null },
      { price: 19, interval: 'month', paymentProductId: 'prod_pro_monthly' },
      { price: 99, interval: 'month', paymentProductId: 'prod_enterprise_monthly' },
    ]);
  });

  it('marks only pro as popular', () => {
    expect(planCatalogue.filter((entry) => entry.popular).map((entry) => entry.id)).toEqual(['pro']);
  });

  it('free: 3 projects, no team members, nothing beyond the basics', () => {
    expect(plan('free').limits).toEqual({
      maxProjects: 3,
      maxTeamMembers: 0,
      allowPrivateProjects: false,
      allowAllComponents: false,
      allowAllExportFormats: false,
      allowAllTemplates: false,
    });
  });

  it('pro: 25 projects, 5 team members, everything allowed', () => {
    expect(plan('pro').limits).toEqual({
      maxProjects: 25,
      maxTeamMembers: 5,
      allowPrivateProjects: true,
      allowAllComponents: true,
      allowAllExportFormats: true,
      allowAllTemplates: true,
    });
    expect(plan('pro').features).toContain('Priority support');
  });

  it('enterprise: unlimited (null) projects and team members', () => {
    const { limits, features } = plan('enterprise');
    expect(limits.maxProjects).toBeNull();
    expect(limits.maxTeamMembers).toBeNull();
    expect(features).toEqual(expect.arrayContaining(['Custom integrations', 'SSO', 'Advanced analytics']));
  });

  it('is frozen', () => {
    expect(Object.isFrozen(planCatalogue)).toBe(true);
    expect(Object.isFrozen(plan('pro').limits)).toBe(true);
  });
});

describe('planDisplay (spec section 9 table)', () => {
  it('gives label, project limit and bar per plan', () => {
    expect(planDisplay).toEqual({
      free: { label: 'Free Plan', projectLimit: 3, bar: 33 },
      earlybird: { label: 'Early Bird', projectLimit: 10, bar: 66 },
      lifetime: { label: 'Lifetime Pass', projectLimit: null, bar: 100 },
    });
    expect(Object.isFrozen(planDisplay.free)).toBe(true);
  });
});

describe('projectLimitFor', () => {
  it('uses model A for free, earlybird and lifetime, model B for pro and enterprise', () => {
    expect(projectLimitFor('free')).toBe(3);
    expect(projectLimitFor('earlybird')).toBe(10);
    expect(projectLimitFor('lifetime')).toBeNull();
    expect(projectLimitFor('pro')).toBe(25);
    expect(projectLimitFor('enterprise')).toBeNull();
  });
});

describe('planUsageLabel', () => {
  it('reads "5 of 10 used" for early bird, and has no limit for unlimited plans', () => {
    expect(planUsageLabel('earlybird', 5)).toBe('5 of 10 used');
    expect(planUsageLabel('lifetime', 12)).toBe('12 used');
  });
});
