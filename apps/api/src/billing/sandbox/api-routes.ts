import { z } from 'zod';
import { customerLinksEntityToJSON } from 'creem/models/components';
import { toJson } from './entities.ts';
import { createDiscount, createProduct, deleteDiscount, findDiscount } from './sandbox-catalogue.ts';
import { activateLicense, deactivateLicense, validateLicense } from './sandbox-licenses.ts';
import { creemError, jsonText, match, parse, readJson } from './http-kit.ts';
import { SandboxError, type SandboxEngine } from './sandbox-engine.ts';
import type { SandboxStore } from './sandbox-store.ts';

/**
 * Creem's API calls of spec section 7 (those Kitsmith makes and those the SDK
 * offers operators besides), read with the field names the SDK sends and
 * answered with the entities it reads.
 */

const behavior = z.enum(['proration-charge-immediately', 'proration-charge', 'proration-none']);
const metadataSchema = z.record(z.string(), z.unknown());

const createCheckoutBody = z.object({
  request_id: z.string().min(1).max(200).optional(),
  product_id: z.string().min(1),
  units: z.number().int().min(1).max(1000).optional(),
  customer: z.object({ id: z.string().min(1).optional(), email: z.string().email().optional(), name: z.string().optional() }).optional(),
  success_url: z.string().url().optional(),
  metadata: metadataSchema.optional(),
  discount_code: z.string().min(1).max(100).optional(),
});
const upgradeBody = z.object({ product_id: z.string().min(1), update_behavior: behavior.optional() });
const updateBody = z.object({
  items: z.array(z.object({ id: z.string().optional(), product_id: z.string().optional(), price_id: z.string().optional(), units: z.number().int().min(1).optional() })).optional(),
  update_behavior: behavior.optional(),
});
const onExecute = z.enum(['cancel', 'pause']);
// The SDK sends `onExecute` (its CancelSubscriptionRequestEntity), Creem's API reference says `on_execute`: either is read.
const cancelBody = z.object({ mode: z.enum(['immediate', 'scheduled']).optional(), onExecute: onExecute.optional(), on_execute: onExecute.optional() });
const createProductBody = z.object({
  name: z.string().min(1).max(200),
  description: z.string().max(2000).default(''),
  price: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as USD'),
  billing_type: z.enum(['recurring', 'onetime']),
  billing_period: z.enum(['every-month', 'every-three-months', 'every-six-months', 'every-year', 'once']).optional(),
  tax_mode: z.enum(['inclusive', 'exclusive']).optional(),
  tax_category: z.enum(['saas', 'digital-goods-service', 'ebooks']).optional(),
  default_success_url: z.string().url().optional(),
});
const createDiscountBody = z.object({
  name: z.string().min(1).max(200),
  code: z.string().regex(/^[A-Za-z0-9_-]{3,50}$/, 'must be 3 to 50 letters, digits, - or _').optional(),
  type: z.enum(['percentage', 'fixed']),
  amount: z.number().int().min(1).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
  percentage: z.number().min(1).max(100).optional(),
  expiry_date: z.iso.datetime({ offset: true }).optional(),
  max_redemptions: z.number().int().min(1).optional(),
  duration: z.enum(['forever', 'once', 'repeating']),
  duration_in_months: z.number().int().min(1).max(120).optional(),
  applies_to_products: z.array(z.string().min(1)).min(1),
});
const billingLinksBody = z.object({ customer_id: z.string().min(1) });
const activateBody = z.object({ key: z.string().min(1), instance_name: z.string().min(1) });
const instanceBody = z.object({ key: z.string().min(1), instance_id: z.string().min(1) });
const pageNumber = z.coerce.number().int().min(1).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(10);

/** page_number and page_size of a search, and that page of `items`. */
function pageOf<T>(items: T[], query: URLSearchParams): { items: T[]; page: number; size: number; total: number } {
  const page = parse(pageNumber, query.get('page_number') ?? undefined);
  const size = parse(pageSize, query.get('page_size') ?? undefined);
  return { items: items.slice((page - 1) * size, page * size), page, size, total: items.length };
}

export interface ApiContext {
  store: SandboxStore;
  engine: SandboxEngine;
  checkoutUrl: (id: string) => string;
  portalUrl: (customerId: string) => string;
}

/** Answers one API call (`path` below the sandbox root, e.g. `/v1/checkouts`), or undefined when no route matches. */
export async function answerApiCall(context: ApiContext, request: Request, path: string, query: URLSearchParams): Promise<Response | undefined> {
  const { store, engine } = context;
  const ok = (text: string) => jsonText(200, text);
  const subscriptionJson = (id: string) => {
    const subscription = store.subscriptions.get(id);
    if (!subscription) throw new SandboxError(404, `Subscription ${id} not found`);
    return ok(toJson.subscription(store, subscription));
  };
  const method = request.method;
  let params: Record<string, string> | undefined;

  if (method === 'POST' && path === '/v1/checkouts') {
    const body = parse(createCheckoutBody, await readJson(request));
    const checkout = engine.createCheckout({
      requestId: body.request_id,
      productId: body.product_id,
      units: body.units ?? 1,
      customerId: body.customer?.id,
      customerEmail: body.customer?.email,
      successUrl: body.success_url,
      metadata: body.metadata ?? {},
      discountCode: body.discount_code,
    });
    return ok(toJson.checkout(store, checkout, context.checkoutUrl(checkout.id)));
  }
  if (method === 'GET' && path === '/v1/checkouts') {
    const checkout = store.checkouts.get(query.get('checkout_id') ?? '');
    if (!checkout) throw new SandboxError(404, 'Checkout not found');
    return ok(toJson.checkout(store, checkout, context.checkoutUrl(checkout.id)));
  }
  if (method === 'GET' && path === '/v1/products/search') {
    const status = query.get('status');
    const found = pageOf(
      [...store.products.values()].filter((product) => !status || product.status === status).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()),
      query,
    );
    return ok(toJson.products(found.items, found.page, found.size, found.total));
  }
  // The SDK asks /v1/products/:id; spec section 7 says /v1/products?product_id.
  const productId = method === 'GET' ? (match('/v1/products/:id', path)?.id ?? (path === '/v1/products' ? query.get('product_id') : null)) : null;
  if (productId !== null) {
    const product = store.products.get(productId);
    if (!product) throw new SandboxError(404, 'Product not found');
    return ok(toJson.product(product));
  }
  if (method === 'POST' && path === '/v1/products') {
    const body = parse(createProductBody, await readJson(request));
    const product = createProduct(store, {
      name: body.name,
      description: body.description,
      price: body.price,
      currency: body.currency,
      billingType: body.billing_type,
      billingPeriod: body.billing_period,
      taxMode: body.tax_mode,
      taxCategory: body.tax_category,
      defaultSuccessUrl: body.default_success_url,
    });
    return ok(toJson.product(product));
  }
  if (method === 'POST' && path === '/v1/discounts') {
    const body = parse(createDiscountBody, await readJson(request));
    const discount = createDiscount(store, {
      name: body.name,
      code: body.code,
      type: body.type,
      amount: body.amount,
      currency: body.currency,
      percentage: body.percentage,
      expiryDate: body.expiry_date === undefined ? undefined : new Date(body.expiry_date),
      maxRedemptions: body.max_redemptions,
      duration: body.duration,
      durationInMonths: body.duration_in_months,
      appliesToProducts: body.applies_to_products,
    });
    return ok(toJson.discount(discount));
  }
  if (method === 'GET' && path === '/v1/discounts') {
    return ok(toJson.discount(findDiscount(store, { id: query.get('discount_id'), code: query.get('discount_code') })));
  }
  if (method === 'DELETE' && (params = match('/v1/discounts/:id/delete', path))) return ok(toJson.discount(deleteDiscount(store, params.id ?? '')));
  if (method === 'GET' && path === '/v1/customers') {
    const byId = query.get('customer_id');
    const customer = byId ? store.customers.get(byId) : store.findCustomerByEmail(query.get('email') ?? '');
    if (!customer) throw new SandboxError(404, 'Customer not found');
    return ok(toJson.customer(customer));
  }
  if (method === 'POST' && path === '/v1/customers/billing') {
    const body = parse(billingLinksBody, await readJson(request));
    if (!store.customers.has(body.customer_id)) throw new SandboxError(404, 'Customer not found');
    return ok(customerLinksEntityToJSON({ customerPortalLink: context.portalUrl(body.customer_id) }));
  }
  if (method === 'GET' && path === '/v1/subscriptions') return subscriptionJson(query.get('subscription_id') ?? '');
  if (method === 'POST' && (params = match('/v1/subscriptions/:id/upgrade', path))) {
    const body = parse(upgradeBody, await readJson(request));
    const subscription = engine.changeProduct(params.id ?? '', body.product_id, body.update_behavior ?? 'proration-charge-immediately');
    return subscriptionJson(subscription.id);
  }
  if (method === 'POST' && (params = match('/v1/subscriptions/:id/cancel', path))) {
    const body = parse(cancelBody, await readJson(request));
    const then = body.onExecute ?? body.on_execute;
    const subscription = body.mode === 'scheduled' && then === 'pause' ? engine.pause(params.id ?? '') : engine.cancel(params.id ?? '', body.mode ?? 'immediate');
    return subscriptionJson(subscription.id);
  }
  if (method === 'POST' && (params = match('/v1/subscriptions/:id/resume', path))) return subscriptionJson(engine.resume(params.id ?? '').id);
  if (method === 'POST' && (params = match('/v1/subscriptions/:id/pause', path))) return subscriptionJson(engine.pause(params.id ?? '').id);
  if (method === 'POST' && (params = match('/v1/subscriptions/:id', path))) {
    const body = parse(updateBody, await readJson(request));
    const id = params.id ?? '';
    // One item per subscription: its product and its units.
    const item = body.items?.[0];
    if (item && (item.product_id !== undefined || item.units !== undefined)) {
      engine.changeItems(id, { itemId: item.id, productId: item.product_id, units: item.units }, body.update_behavior ?? 'proration-charge');
    }
    return subscriptionJson(id);
  }
  if (method === 'GET' && path === '/v1/transactions') {
    const transaction = store.transactions.get(query.get('transaction_id') ?? '');
    if (!transaction) throw new SandboxError(404, 'Transaction not found');
    return ok(toJson.transaction(transaction));
  }
  if (method === 'GET' && path === '/v1/transactions/search') {
    const wanted = { customerId: query.get('customer_id'), orderId: query.get('order_id'), productId: query.get('product_id') };
    const found = pageOf(
      [...store.transactions.values()]
        .filter((transaction) => !wanted.customerId || transaction.customerId === wanted.customerId)
        .filter((transaction) => !wanted.orderId || transaction.orderId === wanted.orderId)
        .filter((transaction) => !wanted.productId || transaction.productId === wanted.productId)
        .sort((a, b) => b.createdAt - a.createdAt),
      query,
    );
    return ok(toJson.transactions(found.items, found.page, found.size, found.total));
  }
  if (method === 'POST' && path === '/v1/licenses/activate') {
    const body = parse(activateBody, await readJson(request));
    const { license, instanceId } = activateLicense(store, body.key, body.instance_name);
    return ok(toJson.license(license, instanceId));
  }
  if (method === 'POST' && path === '/v1/licenses/validate') {
    const body = parse(instanceBody, await readJson(request));
    return ok(toJson.license(validateLicense(store, body.key, body.instance_id), body.instance_id));
  }
  if (method === 'POST' && path === '/v1/licenses/deactivate') {
    const body = parse(instanceBody, await readJson(request));
    return ok(toJson.license(deactivateLicense(store, body.key, body.instance_id), body.instance_id));
  }
  if (path.startsWith('/v1/')) return creemError(404, `Cannot ${method} ${path}`);
  return undefined;
}
