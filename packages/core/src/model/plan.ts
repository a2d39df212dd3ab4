import { z } from 'zod';
import { deepFreeze } from '../util/deep-freeze.ts';
import type { SubscriptionPlan } from './user.ts';
import { subscriptionPlanSchema } from './user.ts';

/** A count limit; `null` means unlimited (JSON has no Infinity). */
const countLimitSchema = z.number().int().min(0).nullable();

export const planLimitsSchema = z.object({
  maxProjects: countLimitSchema,
  /** Per project. */
  maxTeamMembers: countLimitSchema,
  allowPrivateProjects: z.boolean(),
  allowAllComponents: z.boolean(),
  allowAllExportFormats: z.boolean(),
  allowAllTemplates: z.boolean(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** Plan catalogue entry (spec section 3). `price` is in US dollars per `interval`. */
export const planSchema = z.object({
  id: subscriptionPlanSchema,
  name: z.string().min(1),
  description: z.string(),
  price: z.number().min(0),
  interval: z.enum(['month', 'year']),
  features: z.array(z.string().min(1)),
  limits: planLimitsSchema,
  /** The payment provider's product; null for the free plan. */
  paymentProductId: z.string().min(1).nullable(),
  popular: z.boolean().default(false),
});
export type Plan = z.infer<typeof planSchema>;

/** The badge shown on the plan with `popular: true`. */
export const popularPlanBadge = 'Most Popular';

const freePlan: Plan = {
  id: 'free',
  name: 'Free',
  description: 'Everything you need to start a design system.',
  price: 0,
  interval: 'month',
  features: ['3 projects', 'Basic components', 'Limited export formats', 'Standard templates'],
  limits: {
    maxProjects: 3,
    maxTeamMembers: 0,
    allowPrivateProjects: false,
    allowAllComponents: false,
    allowAllExportFormats: false,
    allowAllTemplates: false,
  },
  paymentProductId: null,
  popular: false,
};

const proPlan: Plan = {
  id: 'pro',
  name: 'Pro',
  description: 'For designers and developers shipping real products.',
  price: 19,
  interval: 'month',
  features: [
    '25 projects',
    '5 team members per project',
    'Private projects',
    'All components',
    'All export formats',
    'All templates',
    'Priority support',
  ],
  limits: {
    maxProjects: 25,
    maxTeamMembers: 5,
    allowPrivateProjects: true,
    allowAllComponents: true,
    allowAllExportFormats: true,
    allowAllTemplates: true,
  },
  paymentProductId: 'prod_pro_monthly',
  popular: true,
};

const enterprisePlan: Plan = {
  id: 'enterprise',
  name: 'Enterprise',
  description: 'For organisations with many teams and products.',
  price: 99,
  interval: 'month',
  features: [
    'Unlimited projects',
    'Unlimited team members',
    'Everything in Pro',
    'Custom integrations',
    'SSO',
    'Advanced analytics',
  ],
  limits: {
    maxProjects: null,
    maxTeamMembers: null,
    allowPrivateProjects: true,
    allowAllComponents: true,
    allowAllExportFormats: true,
    allowAllTemplates: true,
  },
  paymentProductId: 'prod_enterprise_monthly',
  popular: false,
};

/** The plans on sale: model B of spec sections 6 and 9. */
export const planCatalogue: readonly Plan[] = deepFreeze([freePlan, proPlan, enterprisePlan]);

export interface PlanDisplay {
  label: string;
  /** `null` means unlimited. */
  projectLimit: number | null;
  /** How full the sidebar's plan bar is drawn, in percent. */
  bar: number;
}

/** The sidebar plan card for the plans of model A (spec section 9's table). */
export const planDisplay: Readonly<Record<'free' | 'earlybird' | 'lifetime', Readonly<PlanDisplay>>> = deepFreeze({
  free: { label: 'Free Plan', projectLimit: 3, bar: 33 },
  earlybird: { label: 'Early Bird', projectLimit: 10, bar: 66 },
  lifetime: { label: 'Lifetime Pass', projectLimit: null, bar: 100 },
});

const projectLimits: Record<SubscriptionPlan, number | null> = {
  free: planDisplay.free.projectLimit,
  earlybird: planDisplay.earlybird.projectLimit,
  lifetime: planDisplay.lifetime.projectLimit,
  pro: proPlan.limits.maxProjects,
  enterprise: enterprisePlan.limits.maxProjects,
};

/** How many projects a plan allows (model A for free, earlybird and lifetime; model B for pro and enterprise); `null` means unlimited. */
export function projectLimitFor(plan: SubscriptionPlan): number | null {
  return projectLimits[plan];
}

/** The usage line under the plan card, such as "5 of 10 used" (spec section 9). */
export function planUsageLabel(plan: SubscriptionPlan, projectsUsed: number): string {
  const limit = projectLimitFor(plan);
  return limit === null ? `${projectsUsed} used` : `${projectsUsed} of ${limit} used`;
}
