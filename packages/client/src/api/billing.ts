import { billingPaths } from '@kitsmith/contract';
import type { ChangePlanBody, CheckoutReturnQuery, InvoicesQuery, PurchasablePlan } from '../api-types.ts';
import { createCall } from '../call.ts';
import type { Transport } from '../transport.ts';

/**
 * A return URL's query as a query object, keeping the order it came in
 * (Creem's signature depends on it). Passed on as received: the server checks
 * its fields and its signature, so the type only names what it should hold.
 */
function orderedQuery(search: string | URLSearchParams): CheckoutReturnQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  const query: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in query)) query[key] = value;
  return query as CheckoutReturnQuery;
}

/**
 * `/billing/*`: plans, the user's subscription and usage, Creem checkout,
 * plan changes, cancel and resume, invoices, and Creem's portal (it keeps the
 * cards). A provider failure raises `PROVIDER_ERROR` (502) and changes nothing.
 */
export function billingApi(transport: Transport) {
  const call = createCall(transport);
  return {
    /** The plan catalogue (no sign-in needed); `available` is false for a plan that cannot be bought. */
    plans: () => call(billingPaths.plans),
    /** The plan now, the subscription or lifetime pass, and which actions the screen may offer. */
    subscription: () => call(billingPaths.subscription),
    /** Usage against the plan's limits (the sidebar's plan card). */
    usage: () => call(billingPaths.usage),
    /** Starts a Creem checkout: send the browser to `checkout_url`; Creem returns it to /billing/return. */
    subscribe: (plan: PurchasablePlan) => call(billingPaths.subscribe, { body: { plan } }),
    /** Upgrade or downgrade; `update_behavior` defaults to proration-charge-immediately up, proration-charge down. */
    changePlan: (body: ChangePlanBody) => call(billingPaths.changePlan, { body }),
    /** Cancels at the end of the period; the plan stays until then. */
    cancel: () => call(billingPaths.cancel),
    /** Undoes a cancellation before the period ends. */
    resume: () => call(billingPaths.resume),
    /** Payments at Creem, newest first; amounts in cents. */
    invoices: (query: InvoicesQuery = {}) => call(billingPaths.invoices, { query }),
    /** No cards here (Creem keeps them): `portal_url` is where to manage them (null before a first payment). */
    paymentMethods: () => call(billingPaths.paymentMethods),
    /** A fresh link to Creem's customer portal; 404 before a first payment. */
    portal: () => call(billingPaths.portal),
    /**
     * The return page's check: pass `location.search` as received. Answers
     * `activation: 'active'`, or `'processing'` until Creem's webhook lands
     * (ask again shortly); a forged link raises `INVALID_SIGNATURE`.
     */
    checkoutReturn: (search: string | URLSearchParams) =>
      call(billingPaths.checkoutReturn, { query: orderedQuery(search) }),
  };
}
