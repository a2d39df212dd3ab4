import { billingContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { notFound } from '../http/errors.ts';
import { presentBillingState, presentPlans } from './presenter.ts';
import { checkoutReturn, listInvoices, paymentMethods, portalLink, readBillingState, readBillingUsage, type BillingState } from './service/account.ts';
import { billingRuntime } from './runtime.ts';
import { cancelSubscription, changePlan, resumeSubscription, startCheckout } from './service/subscription.ts';
import { receiveCreemWebhook } from './service/webhook.ts';


/**
 * /billing/* (plans, subscription, usage, checkout, invoices, payment methods) and Creem's webhook.
 * Anything that manages billing (checkout, plan changes, cancellation, cards, the portal) is
 * `tokens: 'never'`: a signed-in session only, never a personal access token.
 */
export function billingRoutes(deps: Deps): ApiRouter {
  const runtime = () => billingRuntime(deps);
  // What buys, changes or manages a plan, and Creem's webhooks: 503 BILLING_NOT_CONFIGURED with BILLING=off.
  const selling = () => billingRuntime(deps).requireSelling();
  const present = ({ entitlement, hasCustomer }: BillingState) => presentBillingState(entitlement, runtime(), hasCustomer, deps.config.now());
  const state = async (userId: string) => present(await readBillingState(deps, runtime(), userId));
  return new ApiRouter(deps)
    .route(
      billingContracts.plans,
      () => presentPlans(runtime()),
    )
    .route(
      billingContracts.subscription,
      ({ user }) => state(user.id),
    )
    .route(
      billingContracts.usage,
      ({ user }) => readBillingUsage(deps, user.id),
    )
    .route(
      billingContracts.subscribe,
      ({ user, body, ctx }) => startCheckout(deps, selling(), user.id, body.plan, linkOrigin(ctx, deps.config)),
    )
    .route(
      billingContracts.changePlan,
      async ({ user, body }) => {
        const pending = await changePlan(deps, selling(), user.id, body.plan, body.update_behavior);
        return { ...(await state(user.id)), pending_change: pending };
      },
    )
    .route(
      billingContracts.cancel,
      async ({ user }) => {
        const pending = await cancelSubscription(deps, selling(), user.id);
        return { ...(await state(user.id)), pending_change: pending };
      },
    )
    .route(
      billingContracts.resume,
      async ({ user }) => {
        const pending = await resumeSubscription(deps, selling(), user.id);
        return { ...(await state(user.id)), pending_change: pending };
      },
    )
    .route(
      billingContracts.invoices,
      ({ user, query }) => listInvoices(deps, runtime(), user.id, query.page, query.page_size),
    )
    .route(
      billingContracts.paymentMethods,
      ({ user }) => paymentMethods(deps, runtime(), user.id),
    )
    .route(
      billingContracts.addPaymentMethod,
      ({ user }) => paymentMethods(deps, selling(), user.id),
    )
    .route(
      billingContracts.removePaymentMethod,
      ({ user }) => paymentMethods(deps, selling(), user.id),
    )
    .route(
      billingContracts.portal,
      async ({ user }) => {
        const portal = await portalLink(deps, selling(), user.id);
        if (!portal) throw notFound('You have no billing portal yet: it opens with your first payment.');
        return { portal_url: portal };
      },
    )
    .route(
      billingContracts.checkoutReturn,
      async ({ user, ctx }) => {
        const { activation, plan, checkoutId, state: current } = await checkoutReturn(deps, selling(), user.id, ctx.querystring);
        return { verified: true as const, activation, plan, checkout_id: checkoutId, subscription: present(current) };
      },
    )
    .route(
      billingContracts.creemWebhook,
      async ({ ctx }) => {
        const rawBody = (ctx.request as { rawBody?: unknown }).rawBody;
        const receipt = await receiveCreemWebhook(deps, selling(), typeof rawBody === 'string' ? rawBody : undefined, ctx.headers);
        return { received: true as const, id: receipt.id, duplicate: receipt.duplicate, outcome: receipt.outcome };
      },
    );
}
