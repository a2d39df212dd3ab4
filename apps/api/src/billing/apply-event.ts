import { randomUUID } from 'node:crypto';
import { subscriptionPlanSchema, type SubscriptionPlan } from '@kitsmith/core';
import type { Knex } from 'knex';
import type { BillingRuntime } from './runtime.ts';
import {
  completeCheckout,
  findCheckout,
  findSubscriptionByRef,
  findUser,
  findUserOfCustomer,
  insertSubscriptionIfAbsent,
  linkCustomer,
  lockUser,
  listUserSubscriptions,
  setUserPlan,
  updateSubscription,
  type SubscriptionRecord,
} from './queries.ts';
import { effectivePlan, hasAccess, reduceSubscription, userStatusFor, type SubscriptionFacts } from './subscription-state.ts';
import type { EventLinks, ParsedEvent } from './webhook-event.ts';

export type Outcome = 'applied' | 'stale' | 'ignored' | 'unknown';

export interface Applied {
  outcome: Outcome;
  ref: string | null;
  userId: string | null;
}

const none = (outcome: Outcome): Applied => ({ outcome, ref: null, userId: null });

/**
 * The plan of the user's billing records now, written to the users table
 * (what the profile shows and what plan checks fall back to). Demo accounts
 * keep theirs.
 */
export async function syncUserPlan(trx: Knex.Transaction | Knex, userId: string, now: Date): Promise<void> {
  const user = await findUser(trx, userId);
  if (!user || user.is_demo) return;
  const subscriptions = await listUserSubscriptions(trx, userId);
  const stored = subscriptionPlanSchema.safeParse(user.subscription_plan).data ?? 'free';
  const plan = effectivePlan(stored, subscriptions, now);
  const granting = subscriptions.find((subscription) => subscription.plan === plan && hasAccess(subscription, now));
  await setUserPlan(trx, userId, plan, userStatusFor(granting), now.toISOString());
}

/** Which of our users an event is about: its metadata, our checkout, or the Creem customer we know. */
async function resolveUser(trx: Knex.Transaction, links: EventLinks): Promise<string | undefined> {
  if (links.userId && (await findUser(trx, links.userId))) return links.userId;
  if (links.checkoutRequestId) {
    const checkout = await findCheckout(trx, links.checkoutRequestId);
    if (checkout) return checkout.user_id;
  }
  if (links.customer.id) return findUserOfCustomer(trx, links.customer.id);
  return undefined;
}

/** Facts that hold whatever the order of events: the user's Creem customer, our checkout completed. */
async function recordLinks(trx: Knex.Transaction, userId: string, links: EventLinks, now: string): Promise<void> {
  if (links.customer.id) await linkCustomer(trx, { userId, customerId: links.customer.id, email: links.customer.email, now });
  if (links.checkoutRequestId) {
    const checkout = await findCheckout(trx, links.checkoutRequestId);
    if (checkout?.user_id === userId) await completeCheckout(trx, checkout.id, now);
  }
}

/**
 * Applies one state report to the subscription `ref` (creating its row on
 * first sight, for `userId`); a report older than the newest applied is stale.
 */
export async function applySubscriptionFacts(
  trx: Knex.Transaction,
  input: { ref: string; userId: string; customerId: string | undefined; productId: string; facts: SubscriptionFacts; extra?: Partial<SubscriptionRecord> },
  now: Date,
): Promise<Outcome> {
  const stamp = now.toISOString();
  if (!(await lockUser(trx, input.userId))) return 'ignored';
  let existing = await findSubscriptionByRef(trx, input.ref, { lock: true });
  if (!existing) {
    const fresh = reduceSubscription(undefined, input.facts);
    if (fresh.outcome !== 'applied') return 'stale';
    const record: SubscriptionRecord = {
      id: randomUUID(),
      user_id: input.userId,
      provider_ref: input.ref,
      provider_customer_id: input.customerId ?? null,
      product_id: input.productId,
      ...fresh.next,
      last_event_at: input.facts.at,
      license_key_id: null,
      license_key: null,
      license_instance_id: null,
      license_status: null,
      license_checked_at: null,
      created_at: stamp,
      updated_at: stamp,
      ...input.extra,
    };
    if (await insertSubscriptionIfAbsent(trx, record)) return 'applied';
    // Another delivery created it meanwhile: apply to that row instead.
    existing = await findSubscriptionByRef(trx, input.ref, { lock: true });
    if (!existing) throw new Error(`subscription ${input.ref} vanished while applying an event`);
  }
  const reduced = reduceSubscription(existing, input.facts);
  if (reduced.outcome === 'stale') return 'stale';
  await updateSubscription(trx, existing.id, {
    ...reduced.next,
    product_id: input.productId,
    provider_customer_id: input.customerId ?? existing.provider_customer_id,
    last_event_at: Math.max(existing.last_event_at ?? 0, input.facts.at),
    updated_at: stamp,
    ...input.extra,
  });
  return 'applied';
}

/** What one webhook event changes, inside the transaction that stored it. */
export async function applyEvent(trx: Knex.Transaction, runtime: BillingRuntime, event: ParsedEvent, createdAt: number, now: Date): Promise<Applied> {
  const stamp = now.toISOString();
  if (event.kind === 'unknown') return none('unknown');
  if (event.kind === 'unreadable') return none('ignored');
  if (event.kind === 'refund') {
    const ref = event.orderId;
    const row = ref ? await findSubscriptionByRef(trx, ref, { lock: false }) : undefined;
    // A subscription's refund changes nothing by itself: its access follows the subscription's own events.
    if (!row || row.kind !== 'onetime' || !event.fullRefund) return { outcome: 'ignored', ref: ref ?? event.subscriptionId ?? null, userId: row?.user_id ?? null };
    const facts: SubscriptionFacts = { plan: row.plan, kind: 'onetime', status: 'refunded', periodStart: null, periodEnd: null, canceledAt: stamp, at: createdAt };
    const outcome = await applySubscriptionFacts(trx, { ref: row.provider_ref, userId: row.user_id, customerId: undefined, productId: row.product_id, facts }, now);
    await syncUserPlan(trx, row.user_id, now);
    return { outcome, ref: row.provider_ref, userId: row.user_id };
  }
  const ref = event.kind === 'subscription' ? event.facts.ref : event.orderId;
  const productId = event.kind === 'subscription' ? event.facts.productId : event.productId;
  const plan: SubscriptionPlan | undefined = runtime.planOfProduct(productId);
  const existing = await findSubscriptionByRef(trx, ref, { lock: false });
  const userId = existing?.user_id ?? (await resolveUser(trx, event.links));
  if (!plan || !userId) return { outcome: 'ignored', ref, userId: userId ?? null };
  // An event about an account deleted meanwhile (Creem's word on the cancellation that came first) changes nothing.
  if (!(await lockUser(trx, userId))) return { outcome: 'ignored', ref, userId: null };
  await recordLinks(trx, userId, event.links, stamp);
  const license = event.links.license;
  const facts: SubscriptionFacts =
    event.kind === 'subscription'
      ? { plan, kind: plan === 'lifetime' ? 'onetime' : 'recurring', ...event.facts, at: createdAt }
      : { plan, kind: 'onetime', status: 'active', periodStart: null, periodEnd: null, canceledAt: null, at: createdAt };
  const outcome = await applySubscriptionFacts(
    trx,
    {
      ref,
      userId,
      customerId: event.links.customer.id,
      productId,
      facts,
      ...(license && !existing?.license_key ? { extra: { license_key_id: license.id, license_key: license.key, license_status: 'inactive' } } : {}),
    },
    now,
  );
  await syncUserPlan(trx, userId, now);
  return { outcome, ref, userId };
}
