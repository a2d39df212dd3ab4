import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PaidPlan } from '@kitsmith/contract';
import type { Logger } from 'pino';
import { SANDBOX_PATH, type SandboxControl } from '../billing-config.ts';
import { answerApiCall } from './api-routes.ts';
import { answerControlCall, type AnswerOverride, type Fault, type LoggedRequest } from './control-routes.ts';
import { creemError, html, jsonText, match, readForm, redirect } from './http-kit.ts';
import { checkoutPage, declinedPage, notFoundPage, paidPage, portalPage } from './pages.ts';
import { SandboxEngine, SandboxError } from './sandbox-engine.ts';
import { SandboxStore } from './sandbox-store.ts';
import { WebhookSender, type WebhookTransport } from './webhook-sender.ts';

export interface SandboxOptions {
  /** The site origin people's browsers reach (checkout and portal pages). */
  publicUrl: string;
  /** The server's clock; sandbox time runs ahead of it by what `advance` added. */
  now: () => Date;
  products: Record<PaidPlan, string | undefined>;
  apiKey: string;
  webhookSecret: string;
  /** How a signed webhook reaches /v1/webhooks/creem. */
  transport: () => WebhookTransport;
  retryScale: number;
  /** Who may call the control routes (a bearer token, or nobody). */
  control: SandboxControl;
  logger: Logger;
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

const REQUEST_LOG_LIMIT = 500;

const doneMessages: Record<string, string> = {
  cancel: 'Your subscription is canceled: it stays active until the end of the period.',
  resume: 'Your subscription is active again.',
  'update-card': 'Your card is updated.',
};

/**
 * A Creem-compatible server inside the API, for working without a Creem
 * account: the API calls Kitsmith uses, the hosted checkout page, the
 * customer portal, signed webhooks with Creem's retry schedule, and control
 * calls for tests. State lives in memory: one process.
 */
export class CreemSandbox {
  readonly store: SandboxStore;
  readonly webhooks: WebhookSender;
  readonly engine: SandboxEngine;
  readonly faults: Fault[] = [];
  readonly answers: AnswerOverride[] = [];
  readonly requests: LoggedRequest[] = [];
  readonly settings: { retryScale: number };
  readonly base: string;

  constructor(private readonly options: SandboxOptions) {
    this.store = new SandboxStore(options.now, options.products);
    this.settings = { retryScale: options.retryScale };
    this.base = `${options.publicUrl}${SANDBOX_PATH}`;
    this.webhooks = new WebhookSender({
      secret: () => options.webhookSecret,
      transport: options.transport,
      scale: () => this.settings.retryScale,
      logger: options.logger,
      clock: () => this.store.now(),
    });
    this.engine = new SandboxEngine(this.store, this.webhooks, { checkout: (id) => this.checkoutUrl(id) }, () => options.apiKey);
  }

  checkoutUrl(id: string): string {
    return `${this.base}/checkout/${encodeURIComponent(id)}`;
  }

  portalToken(customerId: string): string {
    return createHmac('sha256', this.options.apiKey).update(`portal:${customerId}`).digest('hex').slice(0, 32);
  }

  portalUrl(customerId: string): string {
    return `${this.base}/portal/${encodeURIComponent(customerId)}?token=${this.portalToken(customerId)}`;
  }

  reset(): void {
    this.webhooks.clear();
    this.store.reset();
    this.faults.length = 0;
    this.answers.length = 0;
    this.requests.length = 0;
    this.settings.retryScale = this.options.retryScale;
  }

  stop(): void {
    this.webhooks.stop();
  }

  /** One request to the sandbox (its URL's path may start with SANDBOX_PATH). */
  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.startsWith(SANDBOX_PATH) ? url.pathname.slice(SANDBOX_PATH.length) || '/' : url.pathname;
    if (path.startsWith('/v1/')) return this.#api(request, path, url.searchParams);
    try {
      if (path.startsWith('/control/')) {
        const refusal = this.#controlRefusal(request);
        if (refusal) return refusal;
        return (
          (await answerControlCall(
            {
              store: this.store,
              engine: this.engine,
              webhooks: this.webhooks,
              faults: this.faults,
              answers: this.answers,
              requests: this.requests,
              settings: this.settings,
              reset: () => this.reset(),
            },
            request,
            path,
          )) ?? creemError(404, 'Not found')
        );
      }
      return (await this.#page(request, path, url.searchParams)) ?? html(404, notFoundPage('There is no such sandbox page.'));
    } catch (error) {
      if (!(error instanceof SandboxError)) throw error;
      return path.startsWith('/control/') ? creemError(error.status, error.message) : html(error.status, notFoundPage(error.message));
    }
  }

  /** The control routes' gate: `Authorization: Bearer <SANDBOX_CONTROL_TOKEN>`, or closed (no token configured). */
  #controlRefusal(request: Request): Response | undefined {
    const control = this.options.control;
    if (control.access === 'closed') {
      return creemError(403, 'The sandbox control routes are off: this server has no SANDBOX_CONTROL_TOKEN.');
    }
    const given = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
    // Compared as digests: equal lengths, constant time.
    if (given && timingSafeEqual(digest(given), digest(control.token))) return undefined;
    return creemError(401, 'The sandbox control routes need Authorization: Bearer <SANDBOX_CONTROL_TOKEN>.');
  }

  async #api(request: Request, path: string, query: URLSearchParams): Promise<Response> {
    const response = await this.#overrideStatus(request.method, path, await this.#answerApi(request, path, query));
    this.requests.push({ method: request.method, path, status: response.status, at: new Date().toISOString() });
    if (this.requests.length > REQUEST_LOG_LIMIT) this.requests.splice(0, this.requests.length - REQUEST_LOG_LIMIT);
    return response;
  }

  /** A control call's `answers`: a successful answer reports another status (the change it answers did happen). */
  async #overrideStatus(method: string, path: string, response: Response): Promise<Response> {
    if (response.status !== 200) return response;
    const override = this.answers.find((candidate) => candidate.remaining > 0 && path.startsWith(candidate.path) && (!candidate.method || candidate.method === method));
    if (!override) return response;
    const body = (await response.json()) as Record<string, unknown>;
    if (typeof body.status !== 'string') return jsonText(200, JSON.stringify(body));
    override.remaining -= 1;
    return jsonText(200, JSON.stringify({ ...body, status: override.status }));
  }

  async #answerApi(request: Request, path: string, query: URLSearchParams): Promise<Response> {
    const key = request.headers.get('x-api-key') ?? '';
    const expected = this.options.apiKey;
    if (key.length !== expected.length || !timingSafeEqual(Buffer.from(key), Buffer.from(expected))) {
      return creemError(401, 'Invalid API key');
    }
    const fault = this.faults.find((candidate) => candidate.remaining > 0 && path.startsWith(candidate.path) && (!candidate.method || candidate.method === request.method));
    if (fault) {
      fault.remaining -= 1;
      return creemError(fault.status, 'Injected by the sandbox', fault.retryAfterMs === undefined ? {} : { 'retry-after-ms': String(fault.retryAfterMs) });
    }
    try {
      return (
        (await answerApiCall({ store: this.store, engine: this.engine, checkoutUrl: (id) => this.checkoutUrl(id), portalUrl: (id) => this.portalUrl(id) }, request, path, query)) ??
        creemError(404, 'Not found')
      );
    } catch (error) {
      if (error instanceof SandboxError) return creemError(error.status, error.message);
      throw error;
    }
  }

  async #page(request: Request, path: string, query: URLSearchParams): Promise<Response | undefined> {
    let params: Record<string, string> | undefined;
    if (request.method === 'GET' && (params = match('/checkout/:id', path))) {
      const checkout = this.store.checkouts.get(params.id ?? '');
      const product = checkout ? this.store.products.get(checkout.productId) : undefined;
      if (!checkout || !product) return html(404, notFoundPage('This checkout does not exist.'));
      const customer = checkout.customerId ? this.store.customers.get(checkout.customerId) : undefined;
      return html(200, checkoutPage({ checkout, product, email: customer?.email ?? checkout.customerEmail ?? '', base: this.base }));
    }
    if (request.method === 'POST' && (params = match('/checkout/:id/pay', path))) {
      const form = await readForm(request);
      const { returnUrl } = this.engine.payCheckout(params.id ?? '', form.get('email') ?? undefined);
      return returnUrl ? redirect(returnUrl) : html(200, paidPage());
    }
    if (request.method === 'POST' && (params = match('/checkout/:id/decline', path))) {
      const checkout = this.store.checkouts.get(params.id ?? '');
      if (!checkout) return html(404, notFoundPage('This checkout does not exist.'));
      const storeUrl = checkout.successUrl ? new URL(checkout.successUrl).origin : undefined;
      return html(402, declinedPage({ checkoutUrl: this.checkoutUrl(checkout.id), storeUrl }));
    }
    if (request.method === 'GET' && (params = match('/portal/:customer', path))) {
      return this.#portal(params.customer ?? '', query.get('token') ?? '', doneMessages[query.get('done') ?? '']);
    }
    if (request.method === 'POST' && (params = match('/portal/:customer/subscriptions/:subscription/:verb', path))) {
      const form = await readForm(request);
      const customerId = params.customer ?? '';
      const token = form.get('token') ?? '';
      if (!this.#tokenValid(customerId, token)) return html(403, notFoundPage('This portal link is not valid.'));
      const subscription = this.store.subscriptions.get(params.subscription ?? '');
      if (!subscription || subscription.customerId !== customerId) return html(404, notFoundPage('This subscription does not exist.'));
      const verb = params.verb;
      if (verb === 'cancel') this.engine.cancel(subscription.id, 'scheduled');
      else if (verb === 'resume') this.engine.resume(subscription.id);
      else if (verb === 'update-card') this.engine.setFailingPayments(subscription.id, false, { chargeNow: true });
      else return undefined;
      return redirect(`${this.portalUrl(customerId)}&done=${encodeURIComponent(verb ?? '')}`);
    }
    return undefined;
  }

  #tokenValid(customerId: string, token: string): boolean {
    const expected = this.portalToken(customerId);
    return token.length === expected.length && timingSafeEqual(Buffer.from(token), Buffer.from(expected));
  }

  #portal(customerId: string, token: string, message: string | undefined): Response {
    const customer = this.store.customers.get(customerId);
    if (!customer || !this.#tokenValid(customerId, token)) return html(404, notFoundPage('This portal link is not valid.'));
    const subscriptions = [...this.store.subscriptions.values()]
      .filter((subscription) => subscription.customerId === customerId)
      .map((subscription) => ({ subscription, product: this.store.products.get(subscription.productId) }));
    const transactions = [...this.store.transactions.values()].filter((transaction) => transaction.customerId === customerId).sort((a, b) => b.createdAt - a.createdAt);
    return html(200, portalPage({ customer, subscriptions, transactions, base: this.base, token, message }));
  }
}
