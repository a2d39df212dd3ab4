import { builtInTemplates, deepFreeze, subscriptionPlanSchema, type ExportFormat, type SubscriptionPlan } from '@kitsmith/core';
import { z } from 'zod';
import { exportFormatNames } from './export-formats.ts';
import { readableList } from './readable-list.ts';

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
  /**
   * Brand descriptions an AI model may turn into preferences per UTC day (POST /generate with a
   * `description`), only where the operator connected a model; `null` means unlimited. Generating
   * from colours and preferences alone is never counted.
   */
  maxDescriptionsPerDay: countLimitSchema,
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

/** How a plan is paid: nothing, every month or year, or once (the lifetime pass). */
export const planIntervalSchema = z.enum(['month', 'year', 'once']);
export type PlanInterval = z.infer<typeof planIntervalSchema>;

/** Plan catalogue entry (spec section 3). `price` is in US dollars per `interval`. */
export const planSchema = z.object({
  id: subscriptionPlanSchema,
  name: z.string().min(1),
  /** The label of the sidebar's plan card (spec section 9): 'Free Plan', 'Early Bird', 'Lifetime Pass'... */
  label: z.string().min(1),
  description: z.string(),
  price: z.number().min(0),
  /** The former price, shown crossed out (the early bird offer: $9); null when there is none. */
  compareAtPrice: z.number().min(0).nullable(),
  interval: planIntervalSchema,
  features: z.array(z.string().min(1)),
  limits: planLimitsSchema,
  /** The payment provider's product (the sandbox's default ids); null for the free plan. The API maps it from configuration. */
  paymentProductId: z.string().min(1).nullable(),
  popular: z.boolean().default(false),
});
export type Plan = z.infer<typeof planSchema>;
export type PaidPlan = Exclude<SubscriptionPlan, 'free'>;


/**
 * The components a free plan exports: the everyday building blocks. The
 * editor offers all 64 to everyone; exporting the others needs a paid plan.
 */
export const basicComponentIds: readonly string[] = deepFreeze([
  'alert',
  'avatar',
  'badge',
  'button',
  'card',
  'checkbox',
  'container',
  'divider',
  'form-field',
  'heading',
  'icon-button',
  'input',
  'link',
  'radio-group',
  'select',
  'spinner',
  'stack',
  'switch',
  'text',
  'textarea',
]);

/** The export formats of the free plan (spec section 6: "limited export formats"): the theme formats people start from, shadcn/ui's included. */
export const basicExportFormats: readonly ExportFormat[] = deepFreeze(['css', 'tailwind', 'shadcn', 'dtcg'] satisfies ExportFormat[]);

/** The free plan's formats as a sentence names them: "CSS, Tailwind, shadcn/ui and DTCG". */
export const basicExportFormatsText = readableList(basicExportFormats.map((format) => exportFormatNames[format].name));

/**
 * The standard templates, open to every plan: every built-in one (the spec's three and the nine since, none gated
 * anywhere); a future premium template would be left out here and need `allowAllTemplates`.
 */
export const standardTemplateIds: readonly string[] = deepFreeze(builtInTemplates.map((template) => template.id));

const everything = {
  allowPrivateProjects: true,
  allowAllComponents: true,
  allowAllExportFormats: true,
  allowAllTemplates: true,
} as const;

const freePlan: Plan = {
  id: 'free',
  name: 'Free',
  label: 'Free Plan',
  description: 'Everything you need to start a design system.',
  price: 0,
  compareAtPrice: null,
  interval: 'month',
  // New projects are private by default on every plan (spec section 5), so private projects are not a paid feature.
  features: [
    '3 projects',
    'Private or public projects',
    `${basicComponentIds.length} basic components`,
    `${basicExportFormatsText} export`,
    'Standard templates',
  ],
  limits: {
    maxProjects: 3,
    maxTeamMembers: 0,
    allowPrivateProjects: true,
    allowAllComponents: false,
    allowAllExportFormats: false,
    allowAllTemplates: false,
    maxDescriptionsPerDay: 3,
  },
  paymentProductId: null,
  popular: false,
};

const earlyBirdPlan: Plan = {
  id: 'earlybird',
  name: 'Early Bird',
  label: 'Early Bird',
  description: 'Everything in Pro for our first users, at an early price.',
  price: 1,
  compareAtPrice: 9,
  interval: 'month',
  features: ['10 projects', '5 team members per project', 'All components', 'All export formats', 'All templates'],
  limits: { maxProjects: 10, maxTeamMembers: 5, maxDescriptionsPerDay: 25, ...everything },
  paymentProductId: 'prod_earlybird_monthly',
  popular: false,
};

const proPlan: Plan = {
  id: 'pro',
  name: 'Pro',
  label: 'Pro Plan',
  description: 'For designers and developers shipping real products.',
  price: 19,
  compareAtPrice: null,
  interval: 'month',
  features: [
    '25 projects',
    '5 team members per project',
    'Private team projects',
    'All components',
    'All export formats',
    'All templates',
    'Priority support',
  ],
  limits: { maxProjects: 25, maxTeamMembers: 5, maxDescriptionsPerDay: 50, ...everything },
  paymentProductId: 'prod_pro_monthly',
  popular: true,
};

const enterprisePlan: Plan = {
  id: 'enterprise',
  name: 'Enterprise',
  label: 'Enterprise Plan',
  description: 'For organisations with many teams and products.',
  price: 99,
  compareAtPrice: null,
  interval: 'month',
  features: [
    'Unlimited projects',
    'Unlimited team members',
    'Everything in Pro',
    'Custom integrations',
    'SSO',
    'Advanced analytics',
  ],
  limits: { maxProjects: null, maxTeamMembers: null, maxDescriptionsPerDay: null, ...everything },
  paymentProductId: 'prod_enterprise_monthly',
  popular: false,
};

const lifetimePlan: Plan = {
  id: 'lifetime',
  name: 'Lifetime Pass',
  label: 'Lifetime Pass',
  description: 'Pay once, keep everything: no subscription, no renewals.',
  price: 149,
  compareAtPrice: null,
  interval: 'once',
  features: ['Unlimited projects', 'Unlimited team members', 'All components', 'All export formats', 'All templates', 'A license key'],
  limits: { maxProjects: null, maxTeamMembers: null, maxDescriptionsPerDay: 50, ...everything },
  paymentProductId: 'prod_lifetime_pass',
  popular: false,
};

/**
 * The one plan catalogue (issue 7): spec section 6's two models unified.
 * Model A (free, early bird, lifetime) and model B (free, pro, enterprise)
 * share the free plan; the order is the order of the pricing cards.
 */
export const planCatalogue: readonly Plan[] = deepFreeze([freePlan, earlyBirdPlan, proPlan, enterprisePlan, lifetimePlan]);

const plansById = new Map(planCatalogue.map((plan) => [plan.id, plan]));

/** The catalogue entry of a plan; every SubscriptionPlan has one. */
export function findPlan(id: SubscriptionPlan): Plan {
  const plan = plansById.get(id);
  if (!plan) throw new Error(`No plan ${id} in the catalogue`);
  return plan;
}

/** The plans that are bought: a subscription (early bird, pro, enterprise) or one payment (lifetime). */
export const paidPlanIds: readonly PaidPlan[] = deepFreeze(
  planCatalogue.flatMap((plan) => (plan.id === 'free' ? [] : [plan.id])),
);

/** How many projects a plan allows; `null` means unlimited. */
export function projectLimitFor(plan: SubscriptionPlan): number | null {
  return findPlan(plan).limits.maxProjects;
}

/** How many brand descriptions a plan turns into preferences per UTC day; `null` means unlimited. */
export function descriptionLimitFor(plan: SubscriptionPlan): number | null {
  return findPlan(plan).limits.maxDescriptionsPerDay;
}

/** The usage line under the plan card, such as "5 of 10 used" (spec section 9). */
export function planUsageLabel(plan: SubscriptionPlan, projectsUsed: number): string {
  const limit = projectLimitFor(plan);
  return limit === null ? `${projectsUsed} used` : `${projectsUsed} of ${limit} used`;
}

/** How full the plan card's bar is for real usage, in percent: 100 for unlimited plans (as the spec draws the lifetime pass). */
export function planUsagePercent(plan: SubscriptionPlan, projectsUsed: number): number {
  const limit = projectLimitFor(plan);
  if (limit === null) return 100;
  if (limit === 0) return 100;
  return Math.min(100, Math.round((projectsUsed / limit) * 100));
}
