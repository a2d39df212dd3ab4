import { planSchema } from '@kitsmith/contract';
import { EXPORT_FORMATS, subscriptionPlanSchema } from '@kitsmith/core';
import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';

/**
 * Billing's requests and answers (GET/POST/PUT/DELETE /billing/*, POST
 * /webhooks/creem). Amounts from Creem are in cents; dates are ISO 8601.
 */

export const billingStatusSchema = z.enum(['active', 'trialing', 'past_due', 'paused', 'scheduled_cancel', 'canceled', 'unpaid', 'expired', 'refunded']);
/** sandbox (payments simulated), test or prod (Creem's APIs), off (BILLING=off: nothing can be bought here). */
export const billingModeSchema = z.enum(['sandbox', 'test', 'prod', 'off']);
export const updateBehaviorSchema = z.enum(['proration-charge-immediately', 'proration-charge', 'proration-none'], {
  message: 'must be proration-charge-immediately, proration-charge or proration-none',
});
/** The plans bought by subscription (the lifetime pass is one payment, bought with POST /billing/subscribe). */
export const recurringPlans = ['earlybird', 'pro', 'enterprise'] as const;

/** The plans that are bought (core's paidPlanIds). */
export const purchasablePlans = ['earlybird', 'pro', 'enterprise', 'lifetime'] as const;

export const subscribeBodySchema = z.object({
  plan: z.enum(purchasablePlans, { message: 'must be earlybird, pro, enterprise or lifetime (free needs no checkout)' }),
});

export const changePlanBodySchema = z.object({
  plan: z.enum(recurringPlans, {
    message: 'must be earlybird, pro or enterprise (to go back to Free, cancel; the Lifetime Pass is bought with POST /billing/subscribe)',
  }),
  /** Default: proration-charge-immediately for an upgrade, proration-charge for a downgrade. */
  update_behavior: updateBehaviorSchema.optional(),
});

export const invoicesQuerySchema = z.object({
  page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(10_000).default(1),
  page_size: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(50, 'must be at most 50').default(10),
});

const providerId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'is not an id');
/** Creem's return URL parameters; the signature is checked over the query string as sent, in its order. */
export const checkoutReturnQuerySchema = z.object({
  checkout_id: providerId,
  order_id: providerId.optional(),
  customer_id: providerId.optional(),
  subscription_id: providerId.optional(),
  product_id: providerId,
  request_id: providerId.optional(),
  signature: z.string().regex(/^[0-9a-f]{64}$/i, 'is not a signature'),
});

export const paymentMethodParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const billingPlanSchema = planSchema.extend({
  /** False when no Creem product is configured for it, or the server sells nothing (BILLING=off); free is always available. */
  available: z.boolean(),
});
export const plansResponseSchema = z.object({
  plans: z.array(billingPlanSchema),
  currency: z.literal('USD'),
  mode: billingModeSchema,
  /** False with BILLING=off: plans are shown, none can be bought on this server. */
  purchases_available: z.boolean(),
});

export const licenseViewSchema = z.object({
  key: z.string(),
  /** Creem's license status (inactive, active, expired, disabled) as last seen. */
  status: z.string().nullable(),
  activated: z.boolean(),
});

export const subscriptionViewSchema = z.object({
  id: z.string(),
  plan: subscriptionPlanSchema,
  /** recurring, or onetime (the lifetime pass). */
  kind: z.enum(['recurring', 'onetime']),
  status: billingStatusSchema,
  has_access: z.boolean(),
  /** When the plan's access ends if nothing changes: the period end of a cancellation, the end of a past-due grace; null while it renews or is held for good. */
  access_ends_at: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  current_period_start: z.string().nullable(),
  current_period_end: z.string().nullable(),
  canceled_at: z.string().nullable(),
  provider_ref: z.string(),
  product_id: z.string(),
  license: licenseViewSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const subscriptionResponseSchema = z.object({
  /** The plan in force now. */
  plan: subscriptionPlanSchema,
  plan_name: z.string(),
  /** The sidebar's plan card label (Free Plan, Early Bird, Pro Plan, Enterprise Plan, Lifetime Pass). */
  label: z.string(),
  mode: billingModeSchema,
  is_demo: z.boolean(),
  /** The subscription or purchase that matters now (the one granting the plan, else the latest); null for a free user who never paid. */
  subscription: subscriptionViewSchema.nullable(),
  /** What the billing screen may offer. */
  actions: z.object({
    subscribe: z.boolean(),
    change_plan: z.boolean(),
    cancel: z.boolean(),
    resume: z.boolean(),
    manage_payment_methods: z.boolean(),
  }),
  /**
   * After a change (PUT, DELETE, resume): Creem accepted it but has not confirmed it yet (its answer said a
   * status such as `incomplete`), so the plan above is still the old one until its webhook lands; what to tell
   * the person. Null otherwise.
   */
  pending_change: z.string().nullable(),
});

const allOr = <T extends z.ZodType>(item: T) => z.union([z.literal('all'), z.array(item)]);
export const usageResponseSchema = z.object({
  plan: subscriptionPlanSchema,
  label: z.string(),
  projects: z.object({
    used: z.number().int(),
    limit: z.number().int().nullable(),
    /** How full the plan card's bar is, 0-100 (100 for unlimited plans). */
    percent: z.number().int(),
    /** "2 of 3 used", or "12 used" without a limit. */
    usage_label: z.string(),
  }),
  private_projects: z.object({ used: z.number().int(), allowed: z.boolean() }),
  team_members: z.object({ per_project_limit: z.number().int().nullable(), largest_team: z.number().int() }),
  exports: z.object({ count: z.number().int(), formats: allOr(z.enum(EXPORT_FORMATS)), components: allOr(z.string()) }),
  templates: allOr(z.string()),
});

export const checkoutResponseSchema = z.object({
  /** Ours; Creem's request_id. */
  checkout_id: z.string(),
  provider_checkout_id: z.string(),
  /** Send the browser here (Creem's hosted checkout, or the sandbox's). */
  checkout_url: z.string(),
  plan: subscriptionPlanSchema,
});

export const invoiceSchema = z.object({
  id: z.string(),
  /** In cents. */
  amount: z.number().int(),
  amount_paid: z.number().int().nullable(),
  refunded_amount: z.number().int().nullable(),
  tax_amount: z.number().int().nullable(),
  currency: z.string(),
  status: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
});
export const invoicesResponseSchema = z.object({
  invoices: z.array(invoiceSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});

export const paymentMethodsResponseSchema = z.object({
  /** Always empty: Creem keeps the cards; add, change or remove them in its portal. */
  payment_methods: z.array(z.never()),
  managed_by: z.literal('creem'),
  /** Creem's customer portal for this user; null before their first payment. */
  portal_url: z.string().nullable(),
  message: z.string(),
});
export const portalResponseSchema = z.object({ portal_url: z.string() });

export const checkoutReturnResponseSchema = z.object({
  verified: z.literal(true),
  /** active: the plan is on; processing: paid, waiting for Creem's webhook (ask again shortly). */
  activation: z.enum(['active', 'processing']),
  plan: subscriptionPlanSchema,
  checkout_id: z.string(),
  subscription: subscriptionResponseSchema,
});

export const webhookResponseSchema = z.object({
  received: z.literal(true),
  id: z.string(),
  /** A redelivered event: stored before, nothing changed. */
  duplicate: z.boolean(),
  outcome: z.enum(['applied', 'stale', 'ignored', 'unknown']),
});

export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
export type UsageResponse = z.infer<typeof usageResponseSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;

const tag = 'Billing';
const at = routePaths.billing;
/** What buys, changes or manages a plan: 503 BILLING_NOT_CONFIGURED with BILLING=off, 502 PROVIDER_ERROR when Creem fails. */
const SELLING_ERRORS = ['BILLING_NOT_CONFIGURED', 'PROVIDER_ERROR'] as const;
const CHANGE_ERRORS = [...SELLING_ERRORS, 'NO_SUBSCRIPTION', 'SUBSCRIPTION_CANCELED', 'PAYMENT_PAST_DUE'] as const;

/**
 * /billing/* (plans, subscription, usage, checkout, invoices, payment methods) and Creem's webhook.
 * Anything that manages billing (checkout, plan changes, cancellation, cards, the portal) is
 * `tokens: 'never'`: a signed-in session only, never a personal access token.
 */
export const billingContracts = {
  plans: defineRoute(at.plans, { summary: 'The plan catalogue, with which plans can be bought', tag, auth: 'none', response: plansResponseSchema }),
  subscription: defineRoute(at.subscription, {
    summary: 'Your plan now, your subscription or lifetime pass, and what you can do with it',
    tag,
    auth: 'required',
    response: subscriptionResponseSchema,
  }),
  usage: defineRoute(at.usage, { summary: 'Your usage against your plan’s limits (the plan card)', tag, auth: 'required', response: usageResponseSchema }),
  subscribe: defineRoute(at.subscribe, {
    summary: 'Start a Creem checkout for a plan; send the browser to checkout_url',
    tag,
    auth: 'required',
    tokens: 'never',
    body: subscribeBodySchema,
    response: checkoutResponseSchema,
    status: 201,
    errors: [...SELLING_ERRORS, 'DEMO_ACCOUNT', 'PLAN_UNAVAILABLE', 'ALREADY_SUBSCRIBED', 'PAYMENT_PAST_DUE'],
  }),
  changePlan: defineRoute(at.changePlan, {
    summary: 'Change plan (upgrade or downgrade) through Creem; prorated',
    tag,
    auth: 'required',
    tokens: 'never',
    body: changePlanBodySchema,
    response: subscriptionResponseSchema,
    errors: [...CHANGE_ERRORS, 'SAME_PLAN', 'PLAN_UNAVAILABLE'],
  }),
  cancel: defineRoute(at.cancel, {
    summary: 'Cancel at the end of the period; the plan stays until then and can be resumed',
    tag,
    auth: 'required',
    tokens: 'never',
    response: subscriptionResponseSchema,
    errors: CHANGE_ERRORS,
  }),
  resume: defineRoute(at.resume, {
    summary: 'Undo a cancellation before the period ends',
    tag,
    auth: 'required',
    tokens: 'never',
    response: subscriptionResponseSchema,
    errors: [...SELLING_ERRORS, 'NOTHING_TO_RESUME'],
  }),
  invoices: defineRoute(at.invoices, {
    summary: 'Your payments at Creem, newest first (amounts in cents)',
    tag,
    auth: 'required',
    query: invoicesQuerySchema,
    response: invoicesResponseSchema,
    errors: ['PROVIDER_ERROR'],
  }),
  paymentMethods: defineRoute(at.paymentMethods, {
    summary: 'Creem keeps your cards: the link to its portal to manage them',
    tag,
    auth: 'required',
    tokens: 'never',
    response: paymentMethodsResponseSchema,
    errors: ['PROVIDER_ERROR'],
  }),
  addPaymentMethod: defineRoute(at.addPaymentMethod, {
    summary: 'Add a card: answers the portal link (Creem keeps cards, Kitsmith stores none)',
    tag,
    auth: 'required',
    tokens: 'never',
    response: paymentMethodsResponseSchema,
    errors: SELLING_ERRORS,
  }),
  removePaymentMethod: defineRoute(at.removePaymentMethod, {
    summary: 'Remove a card: answers the portal link (Creem keeps cards, Kitsmith stores none)',
    tag,
    auth: 'required',
    tokens: 'never',
    params: paymentMethodParamsSchema,
    response: paymentMethodsResponseSchema,
    errors: SELLING_ERRORS,
  }),
  portal: defineRoute(at.portal, {
    summary: 'A link to Creem’s customer portal',
    tag,
    auth: 'required',
    tokens: 'never',
    response: portalResponseSchema,
    errors: [...SELLING_ERRORS, 'NOT_FOUND'],
  }),
  checkoutReturn: defineRoute(at.checkoutReturn, {
    summary: 'Verify Creem’s signed return after checkout (pass its query string as received) and report the activation',
    tag,
    auth: 'required',
    tokens: 'never',
    query: checkoutReturnQuerySchema,
    response: checkoutReturnResponseSchema,
    errors: [...SELLING_ERRORS, 'INVALID_SIGNATURE', 'NOT_FOUND'],
  }),
  creemWebhook: defineRoute(at.creemWebhook, {
    summary: 'Creem’s webhooks: signed (creem-signature, HMAC-SHA256 of the raw body), stored by id and applied once',
    tag,
    auth: 'none',
    response: webhookResponseSchema,
    errors: ['BILLING_NOT_CONFIGURED', 'INVALID_SIGNATURE', 'INVALID_WEBHOOK'],
  }),
};
