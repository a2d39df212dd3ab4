import { z } from 'zod';
import type { BillingStatus } from './subscription-state.ts';

/**
 * Creem's webhook events, read leniently: only the fields billing needs, so
 * a field Creem adds (or a status the SDK does not know yet) never makes us
 * refuse an event. `parseWebhookEvent` turns one into what it means for us.
 */

const idOrObject = z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]);
const customerRef = z.union([z.string().min(1), z.looseObject({ id: z.string().min(1), email: z.string().nullish() })]);
const metadata = z.record(z.string(), z.unknown()).nullish();

const subscriptionObject = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  product: idOrObject,
  customer: customerRef,
  current_period_start_date: z.string().nullish(),
  current_period_end_date: z.string().nullish(),
  canceled_at: z.string().nullish(),
  metadata,
});
const licenseObject = z.looseObject({ id: z.string().min(1), key: z.string().min(1) });
const checkoutObject = z.looseObject({
  id: z.string().min(1),
  request_id: z.string().nullish(),
  product: idOrObject,
  customer: customerRef.nullish(),
  order: z.looseObject({ id: z.string().min(1), type: z.string().nullish() }).nullish(),
  subscription: z.union([z.string().min(1), subscriptionObject]).nullish(),
  metadata,
  license_keys: z.array(licenseObject).nullish(),
  feature: z.looseObject({ license: licenseObject.nullish(), license_key: licenseObject.nullish() }).nullish(),
});
const refundObject = z.looseObject({
  refund_amount: z.number(),
  transaction: z.looseObject({ id: z.string(), amount: z.number(), amount_paid: z.number().nullish(), order: z.string().nullish(), subscription: z.string().nullish() }),
  order: idOrObject.nullish(),
  subscription: idOrObject.nullish(),
  customer: customerRef.nullish(),
});

/** The envelope every event has: its id, type and created_at (ms). */
export const webhookEnvelopeSchema = z.object({
  id: z.string().min(1).max(100),
  eventType: z.string().min(1).max(64),
  created_at: z.number().int().nonnegative(),
  object: z.unknown(),
});

const idOf = (value: string | { id: string }): string => (typeof value === 'string' ? value : value.id);
const emailOf = (value: string | { id: string; email?: string | null | undefined } | null | undefined): string | undefined =>
  value && typeof value !== 'string' ? (value.email ?? undefined) : undefined;
const stringOf = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

const statusOfType: Record<string, BillingStatus> = {
  'subscription.active': 'active',
  'subscription.paid': 'active',
  'subscription.trialing': 'trialing',
  'subscription.paused': 'paused',
  'subscription.past_due': 'past_due',
  'subscription.unpaid': 'unpaid',
  'subscription.canceled': 'canceled',
  'subscription.scheduled_cancel': 'scheduled_cancel',
};
/**
 * Creem's word `expired` (the event, or a status): the period ended without a
 * new payment; Creem may still retry the card, and the subscription is over
 * only once it is canceled (Creem's webhook docs). For us that is past due.
 */
const knownStatuses: Partial<Record<string, BillingStatus>> = {
  active: 'active',
  trialing: 'trialing',
  paused: 'paused',
  past_due: 'past_due',
  unpaid: 'unpaid',
  canceled: 'canceled',
  scheduled_cancel: 'scheduled_cancel',
  expired: 'past_due',
};
/** Creem's subscription status as ours (undefined for one we do not know): webhooks and the API's own answers use it. */
export const billingStatusOf = (status: string): BillingStatus | undefined => (Object.hasOwn(knownStatuses, status) ? knownStatuses[status] : undefined);

/** What stays true after `subscription.expired` whatever the subscription said before: it ended, was ending, or is paused. */
const settledBeforeExpiry: ReadonlySet<BillingStatus> = new Set(['canceled', 'scheduled_cancel', 'paused', 'unpaid']);

/**
 * `subscription.expired`: past due (the plan stays for the grace while Creem
 * retries; `subscription.paid` recovers it, `subscription.canceled` ends it),
 * unless the subscription itself says it was canceled, ending or paused.
 */
function statusOfExpiry(objectStatus: string): BillingStatus {
  const said = billingStatusOf(objectStatus);
  return said !== undefined && settledBeforeExpiry.has(said) ? said : 'past_due';
}

export interface CustomerFacts {
  id: string | undefined;
  email: string | undefined;
}

export interface SubscriptionEventFacts {
  ref: string;
  productId: string;
  status: BillingStatus;
  periodStart: string | null;
  periodEnd: string | null;
  canceledAt: string | null;
}

/** What links an event to one of our users and checkouts. */
export interface EventLinks {
  userId: string | undefined;
  checkoutRequestId: string | undefined;
  customer: CustomerFacts;
  license: { id: string; key: string } | undefined;
}

export type ParsedEvent =
  | { kind: 'subscription'; facts: SubscriptionEventFacts; links: EventLinks }
  | { kind: 'purchase'; orderId: string; productId: string; links: EventLinks }
  | { kind: 'refund'; orderId: string | undefined; subscriptionId: string | undefined; fullRefund: boolean; customerId: string | undefined }
  | { kind: 'unknown' }
  | { kind: 'unreadable'; reason: string };

function subscriptionFacts(subscription: z.infer<typeof subscriptionObject>, status: BillingStatus): SubscriptionEventFacts {
  return {
    ref: subscription.id,
    productId: idOf(subscription.product),
    status,
    periodStart: subscription.current_period_start_date ?? null,
    periodEnd: subscription.current_period_end_date ?? null,
    canceledAt: subscription.canceled_at ?? null,
  };
}

function readCheckout(object: unknown): ParsedEvent {
  const parsed = checkoutObject.safeParse(object);
  if (!parsed.success) return { kind: 'unreadable', reason: parsed.error.issues[0]?.message ?? 'not a checkout' };
  const checkout = parsed.data;
  const license = checkout.license_keys?.[0] ?? checkout.feature?.license ?? checkout.feature?.license_key ?? undefined;
  const links: EventLinks = {
    userId: stringOf(checkout.metadata?.user_id),
    checkoutRequestId: checkout.request_id ?? undefined,
    customer: { id: checkout.customer ? idOf(checkout.customer) : undefined, email: emailOf(checkout.customer) },
    license: license ? { id: license.id, key: license.key } : undefined,
  };
  const subscription = checkout.subscription;
  if (subscription && typeof subscription !== 'string') {
    return { kind: 'subscription', facts: subscriptionFacts(subscription, billingStatusOf(subscription.status) ?? 'active'), links };
  }
  if (typeof subscription === 'string') {
    const facts = { ref: subscription, productId: idOf(checkout.product), status: 'active' as const, periodStart: null, periodEnd: null, canceledAt: null };
    return { kind: 'subscription', facts, links };
  }
  if (!checkout.order) return { kind: 'unreadable', reason: 'a completed checkout without an order or a subscription' };
  return { kind: 'purchase', orderId: checkout.order.id, productId: idOf(checkout.product), links };
}

/** What an event means for billing. */
export function parseWebhookEvent(type: string, object: unknown): ParsedEvent {
  if (type === 'checkout.completed') return readCheckout(object);
  if (type === 'refund.created') {
    const parsed = refundObject.safeParse(object);
    if (!parsed.success) return { kind: 'unreadable', reason: parsed.error.issues[0]?.message ?? 'not a refund' };
    const refund = parsed.data;
    const paid = refund.transaction.amount_paid ?? refund.transaction.amount;
    return {
      kind: 'refund',
      orderId: (refund.order ? idOf(refund.order) : undefined) ?? refund.transaction.order ?? undefined,
      subscriptionId: (refund.subscription ? idOf(refund.subscription) : undefined) ?? refund.transaction.subscription ?? undefined,
      fullRefund: refund.refund_amount >= paid,
      customerId: refund.customer ? idOf(refund.customer) : undefined,
    };
  }
  if (type === 'subscription.update' || type === 'subscription.expired' || type in statusOfType) {
    const parsed = subscriptionObject.safeParse(object);
    if (!parsed.success) return { kind: 'unreadable', reason: parsed.error.issues[0]?.message ?? 'not a subscription' };
    const status =
      type === 'subscription.update'
        ? billingStatusOf(parsed.data.status)
        : type === 'subscription.expired'
          ? statusOfExpiry(parsed.data.status)
          : statusOfType[type];
    if (!status) return { kind: 'unreadable', reason: `unknown subscription status ${parsed.data.status}` };
    return {
      kind: 'subscription',
      facts: subscriptionFacts(parsed.data, status),
      links: {
        userId: stringOf(parsed.data.metadata?.user_id),
        checkoutRequestId: undefined,
        customer: { id: idOf(parsed.data.customer), email: emailOf(parsed.data.customer) },
        license: undefined,
      },
    };
  }
  return { kind: 'unknown' };
}
