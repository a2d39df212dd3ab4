import type { Creem } from 'creem';
import type { SubscriptionEntity } from 'creem/models/components';
import { ResponseValidationError } from 'creem/models/errors';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { BillingStatus } from './subscription-state.ts';
import { billingStatusOf } from './webhook-event.ts';

/**
 * Creem's answers as billing reads them: from the SDK's entities, or, when an
 * answer is beyond the SDK's schema (a status its enums lack, such as
 * `incomplete`), leniently from the raw JSON, taking only what we need.
 */

/** What our records take from a Creem subscription. */
export interface SubscriptionAnswer {
  productId: string;
  /** Undefined for a status we do not know (Creem's `incomplete`): nothing is applied; the webhook that follows settles it. */
  status: BillingStatus | undefined;
  periodStart: string | null;
  periodEnd: string | null;
  canceledAt: string | null;
  /** Its updated_at, in ms: an older webhook arriving later is stale. */
  at: number;
}

export function subscriptionAnswerOf(entity: SubscriptionEntity): SubscriptionAnswer {
  return {
    productId: typeof entity.product === 'string' ? entity.product : entity.product.id,
    status: billingStatusOf(entity.status),
    periodStart: entity.currentPeriodStartDate?.toISOString() ?? null,
    periodEnd: entity.currentPeriodEndDate?.toISOString() ?? null,
    canceledAt: entity.canceledAt?.toISOString() ?? null,
    at: entity.updatedAt.getTime(),
  };
}

const isoDate = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'is not a date')
  .transform((value) => new Date(value).toISOString());
const rawSubscription = z.looseObject({
  status: z.string(),
  product: z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]),
  current_period_start_date: isoDate.nullish(),
  current_period_end_date: isoDate.nullish(),
  canceled_at: isoDate.nullish(),
  updated_at: isoDate,
});

/** A subscription from Creem's raw JSON; undefined when even the fields we need are not there. */
export function subscriptionAnswerOfRaw(raw: unknown): SubscriptionAnswer | undefined {
  const parsed = rawSubscription.safeParse(raw);
  if (!parsed.success) return undefined;
  const subscription = parsed.data;
  return {
    productId: typeof subscription.product === 'string' ? subscription.product : subscription.product.id,
    status: billingStatusOf(subscription.status),
    periodStart: subscription.current_period_start_date ?? null,
    periodEnd: subscription.current_period_end_date ?? null,
    canceledAt: subscription.canceled_at ?? null,
    at: Date.parse(subscription.updated_at),
  };
}

/**
 * Reads a subscription again after a change whose answer the SDK could not
 * read: through the SDK, falling back to the raw JSON of an answer beyond its
 * schema. Undefined when Creem cannot be reached or says nothing we can use.
 */
export async function rereadSubscription(creem: Creem, logger: Logger, ref: string): Promise<SubscriptionAnswer | undefined> {
  try {
    return subscriptionAnswerOf(await creem.subscriptions.get(ref));
  } catch (error) {
    if (error instanceof ResponseValidationError) return subscriptionAnswerOfRaw(error.rawValue);
    logger.warn({ err: error, subscription: ref }, 'Creem: reading the subscription again failed; its webhook will settle the state');
    return undefined;
  }
}

const rawCheckout = z.looseObject({ id: z.string().min(1), checkout_url: z.string().url() });

/** A checkout's id and page from Creem's raw JSON (an answer beyond the SDK's schema); undefined without them. */
export function checkoutPageOfRaw(raw: unknown): { id: string; checkoutUrl: string } | undefined {
  const parsed = rawCheckout.safeParse(raw);
  return parsed.success ? { id: parsed.data.id, checkoutUrl: parsed.data.checkout_url } : undefined;
}
