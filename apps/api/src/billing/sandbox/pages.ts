import { escapeHtml } from './http-kit.ts';
import type { SandboxCheckout, SandboxCustomer, SandboxProduct, SandboxSubscription, SandboxTransaction } from './sandbox-store.ts';

/** The sandbox's two pages a person sees: Creem's hosted checkout (Pay, Decline) and its customer portal (Cancel, Resume). */

const styles = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f5fb; color: #1d1b26; }
  main { max-width: 32rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 2px 12px #0001; }
  .note { background: #fff7d6; border: 1px solid #e8d48a; padding: .5rem .75rem; border-radius: 8px; font-size: .9rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; border: 1px solid #8c8799; border-radius: 6px; font: inherit; }
  button { font: inherit; padding: .6rem 1.2rem; border-radius: 8px; border: 1px solid #5b21b6; cursor: pointer; margin-top: 1rem; }
  .primary { background: #6d28d9; color: #fff; }
  .secondary { background: #fff; color: #5b21b6; }
  :focus-visible { outline: 3px solid #0e7490; outline-offset: 2px; }
  .actions { display: flex; gap: .75rem; flex-wrap: wrap; }
  section { border-top: 1px solid #e4e2ea; margin-top: 1.5rem; padding-top: 1rem; }
  table { width: 100%; border-collapse: collapse; } th, td { text-align: left; padding: .25rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Creem sandbox</title><style>${styles}</style></head>
<body><main>
<p class="note" role="note">Creem sandbox: nothing is charged. This page stands in for Creem's own.</p>
${body}
</main></body></html>`;
}

export const money = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
const day = (date: Date): string => date.toISOString().slice(0, 10);
const priceLine = (product: SandboxProduct): string => `${money(product.price)} ${product.billingType === 'recurring' ? 'per month' : 'once'}`;

export function checkoutPage(input: { checkout: SandboxCheckout; product: SandboxProduct; email: string; base: string }): string {
  const { checkout, product, email, base } = input;
  const action = `${base}/checkout/${encodeURIComponent(checkout.id)}`;
  if (checkout.status !== 'pending') {
    return page('Checkout', `<h1>Checkout</h1><p>This checkout is already paid.</p>`);
  }
  return page(
    'Checkout',
    `<h1>Checkout</h1>
<h2 id="product-name">${escapeHtml(product.name)}</h2>
<p>${escapeHtml(priceLine(product))}${checkout.units > 1 ? ` × ${checkout.units}` : ''}</p>
<form method="post" action="${action}/pay" aria-labelledby="product-name">
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}">
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" value="4242 4242 4242 4242" readonly aria-describedby="card-help">
  <p id="card-help">A test card: every payment succeeds.</p>
  <div class="actions"><button class="primary" type="submit" autofocus>Pay</button></div>
</form>
<form method="post" action="${action}/decline"><button class="secondary" type="submit">Decline</button></form>`,
  );
}

export function declinedPage(input: { checkoutUrl: string; storeUrl: string | undefined }): string {
  return page(
    'Payment declined',
    `<h1>Payment declined</h1>
<p role="status">Nothing was charged and nothing changed.</p>
<p class="actions"><a href="${escapeHtml(input.checkoutUrl)}">Try again</a>${input.storeUrl ? ` <a href="${escapeHtml(input.storeUrl)}">Back to the store</a>` : ''}</p>`,
  );
}

export function paidPage(): string {
  return page('Payment complete', `<h1>Payment complete</h1><p role="status">Thank you: the payment went through.</p>`);
}

export function notFoundPage(what: string): string {
  return page('Not found', `<h1>Not found</h1><p>${escapeHtml(what)}</p>`);
}

export interface PortalView {
  customer: SandboxCustomer;
  subscriptions: { subscription: SandboxSubscription; product: SandboxProduct | undefined }[];
  transactions: SandboxTransaction[];
  base: string;
  token: string;
  message: string | undefined;
}

const statusText: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  scheduled_cancel: 'Canceled at period end',
  past_due: 'Past due: the last payment failed',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

function subscriptionSection(view: PortalView, subscription: SandboxSubscription, product: SandboxProduct | undefined): string {
  const action = (verb: string) => `${view.base}/portal/${encodeURIComponent(view.customer.id)}/subscriptions/${encodeURIComponent(subscription.id)}/${verb}`;
  const form = (verb: string, label: string, kind: 'primary' | 'secondary') =>
    `<form method="post" action="${action(verb)}"><input type="hidden" name="token" value="${escapeHtml(view.token)}"><button class="${kind}" type="submit">${label}</button></form>`;
  const headingId = `sub-${escapeHtml(subscription.id)}`;
  const buttons: string[] = [];
  if (subscription.status === 'active' || subscription.status === 'trialing') buttons.push(form('cancel', 'Cancel subscription', 'secondary'));
  if (subscription.status === 'scheduled_cancel' || subscription.status === 'paused') buttons.push(form('resume', 'Resume subscription', 'primary'));
  if (subscription.status === 'past_due' || subscription.failingPayments) buttons.push(form('update-card', 'Update card', 'primary'));
  const until = subscription.status === 'scheduled_cancel' ? `Access until ${day(subscription.currentPeriodEnd)}` : `Renews on ${day(subscription.currentPeriodEnd)}`;
  return `<section aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(product?.name ?? subscription.productId)}</h2>
<p>${escapeHtml(statusText[subscription.status] ?? subscription.status)}${['active', 'trialing', 'scheduled_cancel'].includes(subscription.status) ? ` · ${until}` : ''}</p>
<div class="actions">${buttons.join('')}</div>
</section>`;
}

export function portalPage(view: PortalView): string {
  const rows = view.transactions
    .map((transaction) => `<tr><td>${day(new Date(transaction.createdAt))}</td><td>${escapeHtml(transaction.description)}</td><td>${money(transaction.amount)}</td><td>${escapeHtml(transaction.status)}</td></tr>`)
    .join('');
  return page(
    'Billing portal',
    `<h1>Billing portal</h1>
<p>${escapeHtml(view.customer.email)}</p>
${view.message ? `<p role="status">${escapeHtml(view.message)}</p>` : ''}
<section aria-labelledby="payment-method"><h2 id="payment-method">Payment method</h2><p>Sandbox card ending in 4242</p></section>
${view.subscriptions.map(({ subscription, product }) => subscriptionSection(view, subscription, product)).join('\n')}
<section aria-labelledby="invoices"><h2 id="invoices">Invoices</h2>
${rows ? `<table><thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No invoices yet.</p>'}
</section>`,
  );
}
