import { signedIn } from '../auth/authenticate.ts';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { notFound } from '../http/errors.ts';
import { checkoutReturn, listInvoices, paymentMethods, portalLink, readBillingState, readBillingUsage } from './account-service.ts';
import { presentPlans } from './presenter.ts';
import { billingRuntime } from './runtime.ts';
import {
  changePlanBodySchema,
  checkoutResponseSchema,
  checkoutReturnQuerySchema,
  checkoutReturnResponseSchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
  paymentMethodParamsSchema,
  paymentMethodsResponseSchema,
  plansResponseSchema,
  portalResponseSchema,
  subscribeBodySchema,
  subscriptionResponseSchema,
  usageResponseSchema,
  webhookResponseSchema,
} from './schema.ts';
import { cancelSubscription, changePlan, resumeSubscription, startCheckout } from './subscription-service.ts';
import { receiveCreemWebhook } from './webhook-service.ts';

const tag = 'Billing';

/**
 * /billing/* (plans, subscription, usage, checkout, invoices, payment methods) and Creem's webhook.
 * Anything that manages billing (checkout, plan changes, cancellation, cards, the portal) is
 * `tokens: 'never'`: a signed-in session only, never a personal access token.
 */
export function billingRoutes(deps: Deps): ApiRouter {
  const runtime = () => billingRuntime(deps);
  // What buys, changes or manages a plan, and Creem's webhooks: 503 BILLING_NOT_CONFIGURED with BILLING=off.
  const selling = () => billingRuntime(deps).requireSelling();
  const state = (userId: string) => readBillingState(deps, runtime(), userId);
  return new ApiRouter(deps)
    .route(
      { method: 'get', path: '/billing/plans', summary: 'The plan catalogue, with which plans can be bought', tag, auth: 'none', response: plansResponseSchema },
      () => presentPlans(runtime()),
    )
    .route(
      {
        method: 'get',
        path: '/billing/subscription',
        summary: 'Your plan now, your subscription or lifetime pass, and what you can do with it',
        tag,
        auth: 'required',
        response: subscriptionResponseSchema,
      },
      ({ user }) => state(signedIn(user)),
    )
    .route(
      { method: 'get', path: '/billing/usage', summary: 'Your usage against your plan’s limits (the plan card)', tag, auth: 'required', response: usageResponseSchema },
      ({ user }) => readBillingUsage(deps, signedIn(user)),
    )
    .route(
      {
        method: 'post',
        path: '/billing/subscribe',
        summary: 'Start a Creem checkout for a plan; send the browser to checkout_url',
        tag,
        auth: 'required',
        tokens: 'never',
        body: subscribeBodySchema,
        response: checkoutResponseSchema,
        status: 201,
      },
      ({ user, body }) => startCheckout(deps, selling(), signedIn(user), body.plan),
    )
    .route(
      {
        method: 'put',
        path: '/billing/subscription',
        summary: 'Change plan (upgrade or downgrade) through Creem; prorated',
        tag,
        auth: 'required',
        tokens: 'never',
        body: changePlanBodySchema,
        response: subscriptionResponseSchema,
      },
      async ({ user, body }) => {
        const pending = await changePlan(deps, selling(), signedIn(user), body.plan, body.update_behavior);
        return { ...(await state(signedIn(user))), pending_change: pending };
      },
    )
    .route(
      {
        method: 'delete',
        path: '/billing/subscription',
        summary: 'Cancel at the end of the period; the plan stays until then and can be resumed',
        tag,
        auth: 'required',
        tokens: 'never',
        response: subscriptionResponseSchema,
      },
      async ({ user }) => {
        const pending = await cancelSubscription(deps, selling(), signedIn(user));
        return { ...(await state(signedIn(user))), pending_change: pending };
      },
    )
    .route(
      {
        method: 'post',
        path: '/billing/subscription/resume',
        summary: 'Undo a cancellation before the period ends',
        tag,
        auth: 'required',
        tokens: 'never',
        response: subscriptionResponseSchema,
      },
      async ({ user }) => {
        const pending = await resumeSubscription(deps, selling(), signedIn(user));
        return { ...(await state(signedIn(user))), pending_change: pending };
      },
    )
    .route(
      {
        method: 'get',
        path: '/billing/invoices',
        summary: 'Your payments at Creem, newest first (amounts in cents)',
        tag,
        auth: 'required',
        query: invoicesQuerySchema,
        response: invoicesResponseSchema,
      },
      ({ user, query }) => listInvoices(deps, runtime(), signedIn(user), query.page, query.page_size),
    )
    .route(
      {
        method: 'get',
        path: '/billing/payment-methods',
        summary: 'Creem keeps your cards: the link to its portal to manage them',
        tag,
        auth: 'required',
        tokens: 'never',
        response: paymentMethodsResponseSchema,
      },
      ({ user }) => paymentMethods(deps, runtime(), signedIn(user)),
    )
    .route(
      {
        method: 'post',
        path: '/billing/payment-methods',
        summary: 'Add a card: answers the portal link (Creem keeps cards, Kitsmith stores none)',
        tag,
        auth: 'required',
        tokens: 'never',
        response: paymentMethodsResponseSchema,
      },
      ({ user }) => paymentMethods(deps, selling(), signedIn(user)),
    )
    .route(
      {
        method: 'delete',
        path: '/billing/payment-methods/:id',
        summary: 'Remove a card: answers the portal link (Creem keeps cards, Kitsmith stores none)',
        tag,
        auth: 'required',
        tokens: 'never',
        params: paymentMethodParamsSchema,
        response: paymentMethodsResponseSchema,
      },
      ({ user }) => paymentMethods(deps, selling(), signedIn(user)),
    )
    .route(
      { method: 'get', path: '/billing/portal', summary: 'A link to Creem’s customer portal', tag, auth: 'required', tokens: 'never', response: portalResponseSchema },
      async ({ user }) => {
        const portal = await portalLink(deps, selling(), signedIn(user));
        if (!portal) throw notFound('You have no billing portal yet: it opens with your first payment.');
        return { portal_url: portal };
      },
    )
    .route(
      {
        method: 'get',
        path: '/billing/checkout/return',
        summary: 'Verify Creem’s signed return after checkout (pass its query string as received) and report the activation',
        tag,
        auth: 'required',
        tokens: 'never',
        query: checkoutReturnQuerySchema,
        response: checkoutReturnResponseSchema,
      },
      ({ user, ctx }) => checkoutReturn(deps, selling(), signedIn(user), ctx.querystring),
    )
    .route(
      {
        method: 'post',
        path: '/webhooks/creem',
        summary: 'Creem’s webhooks: signed (creem-signature, HMAC-SHA256 of the raw body), stored by id and applied once',
        tag,
        auth: 'none',
        response: webhookResponseSchema,
      },
      async ({ ctx }) => {
        const rawBody = (ctx.request as { rawBody?: unknown }).rawBody;
        const receipt = await receiveCreemWebhook(deps, selling(), typeof rawBody === 'string' ? rawBody : undefined, ctx.headers);
        return { received: true as const, id: receipt.id, duplicate: receipt.duplicate, outcome: receipt.outcome };
      },
    );
}
