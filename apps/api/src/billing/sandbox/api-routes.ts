import { z } from 'zod';
import { customerLinksEntityToJSON } from 'creem/models/components';
import { toJson } from './entities.ts';
import { creemError, jsonText, match, parse, readJson } from './http-kit.ts';
import { SandboxError, type SandboxEngine } from './sandbox-engine.ts';
import type { SandboxStore } from './sandbox-store.ts';

/** The part of Creem's API Kitsmith uses, answered with the entities the real SDK reads. */

const behavior = z.enum(['proration-charge-immediately', 'proration-charge', 'proration-none']);
const metadataSchema = z.record(z.string(), z.unknown());

const createCheckoutBody = z.object({
  request_id: z.string().min(1).max(200).optional(),
  product_id: z.string().min(1),
  units: z.number().int().min(1).max(1000).optional(),
  customer: z.object({ id: z.string().min(1).optional(), email: z.string().email().optional(), name: z.string().optional() }).optional(),
  success_url: z.string().url().optional(),
  metadata: metadataSchema.optional(),
});
const upgradeBody = z.object({ product_id: z.string().min(1), update_behavior: behavior.optional() });
const updateBody = z.object({
  items: z.array(z.object({ id: z.string().optional(), product_id: z.string().optional(), price_id: z.string().optional(), units: z.number().int().min(1).optional() })).optional(),
  update_behavior: behavior.optional(),
});
const cancelBody = z.object({ mode: z.enum(['immediate', 'scheduled']).optional(), on_execute: z.enum(['cancel', 'pause']).optional() });
const billingLinksBody = z.object({ customer_id: z.string().min(1) });
const activateBody = z.object({ key: z.string().min(1), instance_name: z.string().min(1) });
const instanceBody = z.object({ key: z.string().min(1), instance_id: z.string().min(1) });
const pageNumber = z.coerce.number().int().min(1).default(1);

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
    });
    return ok(toJson.checkout(store, checkout, context.checkoutUrl(checkout.id)));
  }
  if (method === 'GET' && path === '/v1/checkouts') {
    const checkout = store.checkouts.get(query.get('checkout_id') ?? '');
    if (!checkout) throw new SandboxError(404, 'Checkout not found');
    return ok(toJson.checkout(store, checkout, context.checkoutUrl(checkout.id)));
  }
  if (method === 'GET' && (params = match('/v1/products/:id', path))) {
    const product = store.products.get(params.id ?? '');
    if (!product) throw new SandboxError(404, 'Product not found');
    return ok(toJson.product(product));
  }
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
    const subscription =
      body.mode === 'scheduled' && body.on_execute === 'pause' ? engine.pause(params.id ?? '') : engine.cancel(params.id ?? '', body.mode ?? 'immediate');
    return subscriptionJson(subscription.id);
  }
  if (method === 'POST' && (params = match('/v1/subscriptions/:id/resume', path))) return subscriptionJson(engine.resume(params.id ?? '').id);
  if (method === 'POST' && (params = match('/v1/subscriptions/:id/pause', path))) return subscriptionJson(engine.pause(params.id ?? '').id);
  if (method === 'POST' && (params = match('/v1/subscriptions/:id', path))) {
    const body = parse(updateBody, await readJson(request));
    const productId = body.items?.find((item) => item.product_id)?.product_id;
    const id = params.id ?? '';
    if (productId) engine.changeProduct(id, productId, body.update_behavior ?? 'proration-charge');
    return subscriptionJson(id);
  }
  if (method === 'GET' && path === '/v1/transactions/search') {
    const page = parse(pageNumber, query.get('page_number') ?? undefined);
    const size = parse(z.coerce.number().int().min(1).max(100).default(10), query.get('page_size') ?? undefined);
    const customerId = query.get('customer_id');
    const all = [...store.transactions.values()]
      .filter((transaction) => !customerId || transaction.customerId === customerId)
      .filter((transaction) => !query.get('order_id') || transaction.orderId === query.get('order_id'))
      .sort((a, b) => b.createdAt - a.createdAt);
    return ok(toJson.transactions(all.slice((page - 1) * size, page * size), page, size, all.length));
  }
  if (method === 'POST' && path === '/v1/licenses/activate') {
    const body = parse(activateBody, await readJson(request));
    const { license, instanceId } = engine.activateLicense(body.key, body.instance_name);
    return ok(toJson.license(license, instanceId));
  }
  if (method === 'POST' && path === '/v1/licenses/validate') {
    const body = parse(instanceBody, await readJson(request));
    return ok(toJson.license(engine.validateLicense(body.key, body.instance_id), body.instance_id));
  }
  if (method === 'POST' && path === '/v1/licenses/deactivate') {
    const body = parse(instanceBody, await readJson(request));
    return ok(toJson.license(engine.deactivateLicense(body.key, body.instance_id), body.instance_id));
  }
  if (path.startsWith('/v1/')) return creemError(404, `Cannot ${method} ${path}`);
  return undefined;
}
