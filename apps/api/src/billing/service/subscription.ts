import { randomUUID } from 'node:crypto';
import { findPlan, type PaidPlan } from '@kitsmith/contract';
import type { SubscriptionEntity } from 'creem/models/components';
import type { Deps } from '../../deps.ts';
import { ApiError, conflict, forbidden, unauthorized } from '../../http/errors.ts';
import { applySubscriptionFacts, syncUserPlan } from '../apply-event.ts';
import { readEntitlement, retryingSubscription, type Entitlement } from '../entitlement.ts';
import { checkoutPageOfRaw, rereadSubscription, subscriptionAnswerOf, type SubscriptionAnswer } from '../creem-answers.ts';
import { changeAtCreem, type ChangeAnswer } from '../provider.ts';
import { deleteCheckout, findCustomerOfUser, findUser, insertCheckout, setCheckoutProvider, type SubscriptionRecord } from '../queries.ts';
import type { BillingRuntime } from '../runtime.ts';
import { accessUntil, type BillingStatus } from '../subscription-state.ts';

/** Spec section 9: upgrades charge the prorated difference at once, other changes at the next invoice. */
export const DEFAULT_UPGRADE_BEHAVIOR = 'proration-charge-immediately';
export const DEFAULT_UPDATE_BEHAVIOR = 'proration-charge';
export type UpdateBehavior = 'proration-charge-immediately' | 'proration-charge' | 'proration-none';

/** The web app's page Creem sends the buyer back to, with its signed parameters. */
export const RETURN_PATH = '/billing/return';

const demoRefused = () =>
  forbidden('Demo accounts have every feature unlocked and cannot subscribe. Sign up to choose a plan.', 'DEMO_ACCOUNT');

async function entitlementOf(deps: Deps, userId: string): Promise<Entitlement> {
  const entitlement = await readEntitlement(deps.db, userId, deps.config.now());
  if (!entitlement) throw unauthorized('Your account no longer exists. Sign in again.');
  if (entitlement.isDemo) throw demoRefused();
  return entitlement;
}

function productOf(runtime: BillingRuntime, plan: PaidPlan): string {
  const product = runtime.products[plan];
  if (!product) throw conflict(`The ${findPlan(plan).name} plan cannot be bought right now.`, undefined, 'PLAN_UNAVAILABLE');
  return product;
}

/**
 * POST /billing/subscribe: a Creem checkout for one unit of the plan's
 * product, for the user's Creem customer (or their e-mail the first time),
 * with our checkout id as request_id and the user's id in the metadata. Creem
 * sends the buyer back to `origin` (the request's link origin: the one their
 * session is kept on, see http/link-origin.ts) at RETURN_PATH.
 */
export async function startCheckout(deps: Deps, runtime: BillingRuntime, userId: string, plan: PaidPlan, origin: string) {
  const entitlement = await entitlementOf(deps, userId);
  const retrying = retryingSubscription(entitlement);
  if (retrying && plan !== 'lifetime') {
    // Creem may still charge it: a second subscription now would be charged beside it once a retry goes through.
    throw conflict(
      `Your ${findPlan(retrying.plan).name} subscription's last payment failed and Creem is still retrying it. Update your card in the billing portal, or cancel that subscription, before you subscribe again.`,
      undefined,
      'PAYMENT_PAST_DUE',
    );
  }
  const held = entitlement.granting;
  if (held?.plan === 'lifetime') throw conflict('You hold the Lifetime Pass: it already includes everything.', undefined, 'ALREADY_SUBSCRIBED');
  if (held?.kind === 'recurring' && plan !== 'lifetime') {
    throw conflict(`You already have the ${findPlan(held.plan).name} plan. Change plans instead of subscribing again.`, undefined, 'ALREADY_SUBSCRIBED');
  }
  const productId = productOf(runtime, plan);
  const user = await findUser(deps.db, userId);
  const customerId = await findCustomerOfUser(deps.db, userId);
  const id = randomUUID();
  // Stored first, so a webhook that beats the answer still finds whose checkout it is.
  await insertCheckout(deps.db, {
    id,
    user_id: userId,
    plan,
    product_id: productId,
    provider_checkout_id: null,
    checkout_url: null,
    status: 'pending',
    created_at: deps.config.now().toISOString(),
    completed_at: null,
  });
  try {
    const answer = await changeAtCreem(runtime.creem(), deps.logger, 'start a checkout', (creem) =>
      creem.checkouts.create({
        requestId: id,
        productId,
        units: 1,
        customer: customerId ? { id: customerId } : { email: user?.email ?? '' },
        successUrl: `${origin}${RETURN_PATH}`,
        metadata: { user_id: userId, plan },
      }),
    );
    // An answer beyond the SDK's schema still names the checkout and its page.
    const checkout = answer.readable ? { id: answer.value.id, checkoutUrl: answer.value.checkoutUrl } : checkoutPageOfRaw(answer.raw);
    if (!checkout?.checkoutUrl) throw new ApiError(502, 'PROVIDER_ERROR', 'The payment provider did not give a checkout page. Nothing was changed; please try again.');
    await setCheckoutProvider(deps.db, id, checkout.id, checkout.checkoutUrl);
    return { checkout_id: id, provider_checkout_id: checkout.id, checkout_url: checkout.checkoutUrl, plan };
  } catch (error) {
    await deleteCheckout(deps.db, id);
    throw error;
  }
}

/** A change Creem accepted but has not confirmed (what to tell the person), or null once our records show it. */
export type PendingChange = string | null;

/** Applies what Creem says of a subscription after a change (the webhook that follows says the same and is then a no-op). */
async function applyAnswer(deps: Deps, runtime: BillingRuntime, row: SubscriptionRecord, answer: SubscriptionAnswer): Promise<void> {
  const now = deps.config.now();
  const status = answer.status;
  if (status === undefined) return;
  await deps.db.transaction(async (trx) => {
    await applySubscriptionFacts(
      trx,
      {
        ref: row.provider_ref,
        userId: row.user_id,
        customerId: undefined,
        productId: answer.productId,
        facts: {
          plan: runtime.planOfProduct(answer.productId) ?? row.plan,
          kind: 'recurring',
          status,
          periodStart: answer.periodStart,
          periodEnd: answer.periodEnd,
          canceledAt: answer.canceledAt,
          at: answer.at,
        },
      },
      now,
    );
    await syncUserPlan(trx, row.user_id, now);
  });
}

/**
 * Brings our record in line after a change Creem made: from its answer, or,
 * when the SDK could not read that, from the subscription read again. When
 * neither says a status we know (Creem's `incomplete`: a payment awaiting the
 * customer), nothing is applied and `pending` is returned: Creem's webhook
 * settles the state.
 */
async function settleChange(
  deps: Deps,
  runtime: BillingRuntime,
  row: SubscriptionRecord,
  answer: ChangeAnswer<SubscriptionEntity>,
  pending: string,
): Promise<PendingChange> {
  const read = answer.readable ? subscriptionAnswerOf(answer.value) : await rereadSubscription(runtime.creem(), deps.logger, row.provider_ref);
  if (read?.status === undefined) return pending;
  await applyAnswer(deps, runtime, row, read);
  return null;
}

const notConfirmedYet = (what: string) =>
  `Creem accepted ${what}, but has not confirmed it yet (a payment may be waiting for you at Creem). Your plan here changes as soon as Creem confirms it.`;

function activeSubscription(entitlement: Entitlement, now: Date, verb: string): SubscriptionRecord {
  const row = entitlement.granting;
  if (row?.kind === 'recurring' && (row.status === 'active' || row.status === 'trialing')) return row;
  if (row?.kind === 'onetime') throw conflict(`The Lifetime Pass is yours for good: there is no subscription to ${verb}.`, undefined, 'NO_SUBSCRIPTION');
  if (row?.status === 'scheduled_cancel' && accessUntil(row, now) !== null) {
    throw conflict(`Your subscription is canceled at the end of the period. Resume it first to ${verb} it.`, undefined, 'SUBSCRIPTION_CANCELED');
  }
  if (row?.status === 'past_due') throw conflict(`Your last payment failed. Update your payment method first to ${verb} your plan.`, undefined, 'PAYMENT_PAST_DUE');
  throw conflict(`You have no subscription to ${verb}. Choose a plan to subscribe.`, undefined, 'NO_SUBSCRIPTION');
}

/** PUT /billing/subscription: another plan through Creem's upgrade (up or down), with the spec's default behaviours. */
export async function changePlan(
  deps: Deps,
  runtime: BillingRuntime,
  userId: string,
  plan: PaidPlan,
  behavior: UpdateBehavior | undefined,
): Promise<PendingChange> {
  const entitlement = await entitlementOf(deps, userId);
  const row = activeSubscription(entitlement, deps.config.now(), 'change');
  if (row.plan === plan) throw conflict(`You already have the ${findPlan(plan).name} plan.`, undefined, 'SAME_PLAN');
  const productId = productOf(runtime, plan);
  const upgrade = findPlan(plan).price > findPlan(row.plan).price;
  const updateBehavior = behavior ?? (upgrade ? DEFAULT_UPGRADE_BEHAVIOR : DEFAULT_UPDATE_BEHAVIOR);
  const answer = await changeAtCreem(runtime.creem(), deps.logger, 'change your plan', (creem) =>
    creem.subscriptions.upgrade(row.provider_ref, { productId, updateBehavior }),
  );
  return settleChange(deps, runtime, row, answer, notConfirmedYet(`the change to ${findPlan(plan).name}`));
}

/**
 * DELETE /billing/subscription: cancels at the period end; the plan stays
 * until then and can be resumed. A past-due subscription (its period was not
 * paid) is canceled at once, so Creem's retries stop.
 */
export async function cancelSubscription(deps: Deps, runtime: BillingRuntime, userId: string): Promise<PendingChange> {
  const entitlement = await entitlementOf(deps, userId);
  const row = retryingSubscription(entitlement) ?? activeSubscription(entitlement, deps.config.now(), 'cancel');
  const mode = row.status === 'past_due' ? 'immediate' : 'scheduled';
  const answer = await changeAtCreem(runtime.creem(), deps.logger, 'cancel your subscription', (creem) =>
    creem.subscriptions.cancel(row.provider_ref, { mode }),
  );
  return settleChange(deps, runtime, row, answer, notConfirmedYet('the cancellation'));
}

/** POST /billing/subscription/resume: undoes a cancellation before its period ends (or resumes a paused subscription). */
export async function resumeSubscription(deps: Deps, runtime: BillingRuntime, userId: string): Promise<PendingChange> {
  const entitlement = await entitlementOf(deps, userId);
  const now = deps.config.now();
  const row = entitlement.subscriptions.find(
    (candidate) => candidate.kind === 'recurring' && ((candidate.status === 'scheduled_cancel' && accessUntil(candidate, now) !== null) || candidate.status === 'paused'),
  );
  if (!row) {
    const ended = entitlement.subscriptions.find((candidate) => candidate.status === 'scheduled_cancel' || candidate.status === 'expired' || candidate.status === 'canceled');
    throw conflict(
      ended ? 'Your subscription has ended and cannot be resumed. Subscribe again to choose a plan.' : 'Your subscription is not canceled: there is nothing to resume.',
      undefined,
      'NOTHING_TO_RESUME',
    );
  }
  const answer = await changeAtCreem(runtime.creem(), deps.logger, 'resume your subscription', (creem) => creem.subscriptions.resume(row.provider_ref));
  return settleChange(deps, runtime, row, answer, notConfirmedYet('resuming your subscription'));
}

/** Statuses in which Creem may still charge the card (a paused subscription, once resumed). */
const CHARGEABLE: ReadonlySet<BillingStatus> = new Set(['active', 'trialing', 'past_due', 'paused']);

/** Cancels at once, through Creem, each of `subscriptions` that could still be charged, and records Creem's answer. */
async function cancelChargeable(deps: Deps, runtime: BillingRuntime, subscriptions: readonly SubscriptionRecord[], what: string): Promise<void> {
  for (const row of subscriptions) {
    if (row.kind !== 'recurring' || !CHARGEABLE.has(row.status)) continue;
    // A 2xx to an immediate cancellation is Creem's word that it will not charge again, read or not.
    const answer = await changeAtCreem(runtime.creem(), deps.logger, what, (creem) => creem.subscriptions.cancel(row.provider_ref, { mode: 'immediate' }));
    await settleChange(deps, runtime, row, answer, notConfirmedYet('the cancellation'));
  }
}

/**
 * Before an account is deleted: its subscriptions end now, so Creem never
 * charges a person who has no account. A failure is a 502 and the account
 * stays.
 */
export async function cancelBeforeAccountDeletion(deps: Deps, runtime: BillingRuntime, userId: string): Promise<void> {
  const entitlement = await readEntitlement(deps.db, userId, deps.config.now());
  if (!entitlement || entitlement.isDemo) return;
  await cancelChargeable(deps, runtime, entitlement.subscriptions, 'cancel your subscription, so your account was not deleted');
}

/**
 * A held Lifetime Pass includes every plan: a subscription still running
 * beside it is canceled at once. Safe to call again and again (it only acts
 * on chargeable subscriptions), so the webhook runs it on every delivery and
 * a failed cancellation is retried with Creem's redelivery.
 */
export async function cancelSubscriptionsTheLifetimePassReplaces(deps: Deps, runtime: BillingRuntime, userId: string): Promise<void> {
  const now = deps.config.now();
  const entitlement = await readEntitlement(deps.db, userId, now);
  if (!entitlement?.subscriptions.some((row) => row.kind === 'onetime' && row.plan === 'lifetime' && accessUntil(row, now) === 'forever')) return;
  await cancelChargeable(deps, runtime, entitlement.subscriptions, 'cancel the subscription your Lifetime Pass replaces');
}
