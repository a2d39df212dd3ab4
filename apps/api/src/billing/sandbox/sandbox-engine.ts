import { signedReturnUrl } from '../redirect-signature.ts';
import { webhookObject } from './entities.ts';
import {
  addMonth,
  DAY_MS,
  SANDBOX_RETRY_DAYS,
  sandboxId,
  type SandboxCheckout,
  type SandboxCustomer,
  type SandboxLicense,
  type SandboxProduct,
  type SandboxStore,
  type SandboxSubscription,
  type SandboxTransaction,
} from './sandbox-store.ts';
import type { WebhookSender } from './webhook-sender.ts';

/** A refusal the sandbox answers as Creem does: a status and a message. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

export type UpdateBehavior = 'proration-charge-immediately' | 'proration-charge' | 'proration-none';

export interface CheckoutInput {
  requestId: string | undefined;
  productId: string;
  units: number;
  customerId: string | undefined;
  customerEmail: string | undefined;
  successUrl: string | undefined;
  metadata: Record<string, unknown>;
}

/**
 * What the sandbox does with money: checkouts, payments, renewals, plan
 * changes, cancellations, refunds and license keys. Every change emits the
 * webhook Creem would send.
 */
export class SandboxEngine {
  constructor(
    private readonly store: SandboxStore,
    private readonly webhooks: WebhookSender,
    private readonly urls: { checkout: (id: string) => string },
    private readonly apiKey: () => string,
  ) {}

  private subscription(id: string): SandboxSubscription {
    const found = this.store.subscriptions.get(id);
    if (!found) throw new SandboxError(404, `Subscription ${id} not found`);
    return found;
  }

  private emitSubscription(type: string, subscription: SandboxSubscription): void {
    this.webhooks.emit(type, webhookObject.subscription(this.store, subscription), this.store.eventTime());
  }

  private charge(customerId: string, amount: number, description: string, links: Partial<SandboxTransaction>): SandboxTransaction {
    const transaction: SandboxTransaction = {
      id: sandboxId('tran'),
      amount,
      amountPaid: amount,
      currency: 'USD',
      type: links.subscriptionId ? 'invoice' : 'payment',
      status: 'paid',
      refundedAmount: 0,
      orderId: undefined,
      subscriptionId: undefined,
      customerId,
      description,
      periodStart: undefined,
      periodEnd: undefined,
      createdAt: this.store.now().getTime(),
      ...links,
    };
    this.store.transactions.set(transaction.id, transaction);
    return transaction;
  }

  createCheckout(input: CheckoutInput): SandboxCheckout {
    if (input.requestId) {
      // The same request_id is the same checkout: a retried create makes no second one.
      const existing = [...this.store.checkouts.values()].find((checkout) => checkout.requestId === input.requestId);
      if (existing) return existing;
    }
    if (!this.store.products.has(input.productId)) throw new SandboxError(404, `Product ${input.productId} not found`);
    if (input.customerId && !this.store.customers.has(input.customerId)) throw new SandboxError(404, `Customer ${input.customerId} not found`);
    const checkout: SandboxCheckout = {
      id: sandboxId('ch'),
      requestId: input.requestId,
      productId: input.productId,
      units: input.units,
      customerId: input.customerId,
      customerEmail: input.customerEmail,
      successUrl: input.successUrl,
      metadata: input.metadata,
      status: 'pending',
      orderId: undefined,
      subscriptionId: undefined,
      licenseId: undefined,
      createdAt: this.store.now(),
    };
    this.store.checkouts.set(checkout.id, checkout);
    return checkout;
  }

  /** The checkout page's Pay: customer, order, transaction, subscription or license; webhooks; the signed return URL. */
  payCheckout(checkoutId: string, email: string | undefined): { checkout: SandboxCheckout; returnUrl: string | undefined } {
    const checkout = this.store.checkouts.get(checkoutId);
    if (!checkout) throw new SandboxError(404, `Checkout ${checkoutId} not found`);
    if (checkout.status !== 'pending') throw new SandboxError(409, 'This checkout is already paid.');
    const product = this.store.products.get(checkout.productId);
    if (!product) throw new SandboxError(404, `Product ${checkout.productId} not found`);
    const now = this.store.now();
    const customer = this.customerFor(checkout, email, now);
    const amount = product.price * checkout.units;
    const orderId = sandboxId('ord');
    const transaction = this.charge(customer.id, amount, `${product.name}`, { orderId });
    this.store.orders.set(orderId, { id: orderId, customerId: customer.id, productId: product.id, transactionId: transaction.id, amount, type: product.billingType, createdAt: now });
    checkout.customerId = customer.id;
    checkout.orderId = orderId;
    checkout.status = 'completed';
    let subscription: SandboxSubscription | undefined;
    if (product.billingType === 'recurring') {
      subscription = {
        id: sandboxId('sub'),
        productId: product.id,
        customerId: customer.id,
        status: 'active',
        itemId: sandboxId('sitem'),
        units: checkout.units,
        currentPeriodStart: now,
        currentPeriodEnd: addMonth(now),
        canceledAt: null,
        metadata: checkout.metadata,
        lastTransactionId: transaction.id,
        failingPayments: false,
        pastDueSince: null,
        failedRetries: 0,
        createdAt: now,
        updatedAt: now,
      };
      transaction.subscriptionId = subscription.id;
      transaction.periodStart = subscription.currentPeriodStart.getTime();
      transaction.periodEnd = subscription.currentPeriodEnd.getTime();
      this.store.subscriptions.set(subscription.id, subscription);
      checkout.subscriptionId = subscription.id;
    }
    if (product.licenseKey) {
      const license: SandboxLicense = {
        id: sandboxId('lic'),
        key: `KS-${sandboxId('k').slice(2, 18).toUpperCase()}`,
        productId: product.id,
        customerId: customer.id,
        status: 'inactive',
        activationLimit: 3,
        instances: [],
        createdAt: now,
      };
      this.store.licenses.set(license.id, license);
      checkout.licenseId = license.id;
    }
    this.webhooks.emit('checkout.completed', webhookObject.checkout(this.store, checkout, this.urls.checkout(checkout.id)), this.store.eventTime());
    if (subscription) {
      this.emitSubscription('subscription.active', subscription);
      this.emitSubscription('subscription.paid', subscription);
    }
    const returnUrl = checkout.successUrl
      ? signedReturnUrl(
          checkout.successUrl,
          [
            ['checkout_id', checkout.id],
            ['order_id', orderId],
            ['customer_id', customer.id],
            ['subscription_id', subscription?.id],
            ['product_id', product.id],
            ['request_id', checkout.requestId],
          ],
          this.apiKey(),
        )
      : undefined;
    return { checkout, returnUrl };
  }

  private customerFor(checkout: SandboxCheckout, email: string | undefined, now: Date): SandboxCustomer {
    if (checkout.customerId) {
      const known = this.store.customers.get(checkout.customerId);
      if (known) return known;
    }
    const address = (email || checkout.customerEmail || '').trim();
    if (!address) throw new SandboxError(400, 'An e-mail address is required to pay.');
    const existing = this.store.findCustomerByEmail(address);
    if (existing) return existing;
    const customer: SandboxCustomer = { id: sandboxId('cust'), email: address, name: null, createdAt: now, updatedAt: now };
    this.store.customers.set(customer.id, customer);
    return customer;
  }

  /** A product change (upgrade or downgrade) with Creem's update behaviours. */
  changeProduct(subscriptionId: string, productId: string, behavior: UpdateBehavior): SandboxSubscription {
    const subscription = this.subscription(subscriptionId);
    const product = this.store.products.get(productId);
    if (!product || product.billingType !== 'recurring') throw new SandboxError(400, `Product ${productId} is not a subscription product`);
    if (!['active', 'trialing'].includes(subscription.status)) {
      throw new SandboxError(400, `A ${subscription.status} subscription cannot change product`);
    }
    const previous = this.store.products.get(subscription.productId);
    const now = this.store.now();
    subscription.productId = productId;
    subscription.updatedAt = this.store.stamp();
    this.emitSubscription('subscription.update', subscription);
    const period = subscription.currentPeriodEnd.getTime() - subscription.currentPeriodStart.getTime();
    const remaining = Math.max(0, subscription.currentPeriodEnd.getTime() - now.getTime());
    const difference = Math.round(((product.price - (previous?.price ?? 0)) * remaining) / Math.max(period, 1));
    if (behavior === 'proration-charge-immediately' && difference > 0) {
      const transaction = this.charge(subscription.customerId, difference, `Proration: ${previous?.name ?? 'previous plan'} to ${product.name}`, {
        subscriptionId: subscription.id,
      });
      subscription.lastTransactionId = transaction.id;
      this.emitSubscription('subscription.paid', subscription);
    }
    return subscription;
  }

  cancel(subscriptionId: string, mode: 'immediate' | 'scheduled'): SandboxSubscription {
    const subscription = this.subscription(subscriptionId);
    if (['canceled', 'unpaid'].includes(subscription.status)) throw new SandboxError(400, 'This subscription is already canceled');
    const now = this.store.now();
    subscription.canceledAt = now;
    subscription.updatedAt = this.store.stamp();
    subscription.status = mode === 'immediate' ? 'canceled' : 'scheduled_cancel';
    this.emitSubscription(mode === 'immediate' ? 'subscription.canceled' : 'subscription.scheduled_cancel', subscription);
    return subscription;
  }

  resume(subscriptionId: string): SandboxSubscription {
    const subscription = this.subscription(subscriptionId);
    if (!['scheduled_cancel', 'paused'].includes(subscription.status)) {
      throw new SandboxError(400, 'Subscription must be in paused or scheduled_cancel status');
    }
    subscription.status = 'active';
    subscription.canceledAt = null;
    subscription.updatedAt = this.store.stamp();
    this.emitSubscription('subscription.update', subscription);
    return subscription;
  }

  pause(subscriptionId: string): SandboxSubscription {
    const subscription = this.subscription(subscriptionId);
    if (subscription.status !== 'active') throw new SandboxError(400, 'Only an active subscription can be paused');
    subscription.status = 'paused';
    subscription.updatedAt = this.store.stamp();
    this.emitSubscription('subscription.paused', subscription);
    return subscription;
  }

  /**
   * Marks a subscription's card as failing, or fixed. A fixed card is charged
   * at the next retry, or at once with `chargeNow` (the portal's "Update
   * card", as a person paying the overdue invoice).
   */
  setFailingPayments(subscriptionId: string, failing: boolean, { chargeNow = false }: { chargeNow?: boolean } = {}): SandboxSubscription {
    const subscription = this.subscription(subscriptionId);
    subscription.failingPayments = failing;
    if (!failing && chargeNow && subscription.status === 'past_due') this.renew(subscription);
    return subscription;
  }

  /** A declined charge of the subscription's price, recorded as Creem records one. */
  private decline(subscription: SandboxSubscription, product: SandboxProduct): void {
    this.charge(subscription.customerId, product.price * subscription.units, `${product.name} (declined)`, {
      subscriptionId: subscription.id,
      status: 'declined',
      amountPaid: 0,
    });
  }

  /**
   * One renewal (or a retry of a failed one): a paid period, `subscription.paid`.
   * With a failing card at the period end, Creem's order: `subscription.past_due`
   * (the payment failed) and `subscription.expired` (the period ended without
   * a new payment; retries may still happen).
   */
  private renew(subscription: SandboxSubscription): void {
    const product = this.store.products.get(subscription.productId);
    if (!product) return;
    if (subscription.failingPayments) {
      if (subscription.status !== 'past_due') {
        subscription.status = 'past_due';
        subscription.pastDueSince = subscription.currentPeriodEnd;
        subscription.failedRetries = 0;
        subscription.updatedAt = this.store.stamp();
        this.decline(subscription, product);
        this.emitSubscription('subscription.past_due', subscription);
        this.emitSubscription('subscription.expired', subscription);
      }
      return;
    }
    const start = subscription.currentPeriodEnd;
    const end = addMonth(start);
    const transaction = this.charge(subscription.customerId, product.price * subscription.units, product.name, {
      subscriptionId: subscription.id,
      periodStart: start.getTime(),
      periodEnd: end.getTime(),
    });
    subscription.currentPeriodStart = start;
    subscription.currentPeriodEnd = end;
    subscription.lastTransactionId = transaction.id;
    subscription.status = 'active';
    subscription.pastDueSince = null;
    subscription.failedRetries = 0;
    subscription.updatedAt = this.store.stamp();
    this.emitSubscription('subscription.paid', subscription);
  }

  /** A retry of a past-due subscription's payment: paid, or declined again; after the last retry, canceled. */
  private retry(subscription: SandboxSubscription): void {
    const product = this.store.products.get(subscription.productId);
    if (!product) return;
    if (!subscription.failingPayments) {
      this.renew(subscription);
      return;
    }
    this.decline(subscription, product);
    subscription.failedRetries += 1;
    if (subscription.failedRetries < SANDBOX_RETRY_DAYS.length) return;
    subscription.status = 'canceled';
    subscription.canceledAt = this.store.now();
    subscription.updatedAt = this.store.stamp();
    this.emitSubscription('subscription.canceled', subscription);
  }

  /** Moves sandbox time forward and runs what falls due: renewals, failed renewals and their retries, period ends. */
  advance(ms: number): void {
    this.store.offsetMs += ms;
    const now = this.store.now();
    for (let guard = 0; guard < 1000; guard += 1) {
      const due = [...this.store.subscriptions.values()]
        .filter((subscription) => this.isDue(subscription, now))
        .sort((a, b) => this.dueAt(a) - this.dueAt(b));
      const next = due[0];
      if (!next) return;
      this.settle(next);
    }
  }

  private dueAt(subscription: SandboxSubscription): number {
    if (subscription.status === 'past_due') {
      const days = SANDBOX_RETRY_DAYS[subscription.failedRetries] ?? SANDBOX_RETRY_DAYS.at(-1) ?? 0;
      return (subscription.pastDueSince?.getTime() ?? 0) + days * DAY_MS;
    }
    return subscription.currentPeriodEnd.getTime();
  }

  private isDue(subscription: SandboxSubscription, now: Date): boolean {
    if (!['active', 'trialing', 'scheduled_cancel', 'past_due'].includes(subscription.status)) return false;
    return this.dueAt(subscription) <= now.getTime();
  }

  private settle(subscription: SandboxSubscription): void {
    if (subscription.status === 'scheduled_cancel') {
      // The period a cancellation kept running has ended: the subscription is canceled (final).
      subscription.status = 'canceled';
      subscription.updatedAt = this.store.stamp();
      this.emitSubscription('subscription.canceled', subscription);
    } else if (subscription.status === 'past_due') {
      this.retry(subscription);
    } else {
      this.renew(subscription);
    }
  }

  /** A refund (control call): the transaction refunded, refund.created sent; a one-time purchase's license disabled. */
  refund(transactionId: string, amount: number | undefined): SandboxTransaction {
    const transaction = this.store.transactions.get(transactionId);
    if (!transaction || transaction.status === 'declined') throw new SandboxError(404, `Transaction ${transactionId} not found`);
    const refundable = transaction.amountPaid - transaction.refundedAmount;
    const refunded = Math.min(amount ?? refundable, refundable);
    if (refunded <= 0) throw new SandboxError(400, 'Nothing left to refund on this transaction');
    transaction.refundedAmount += refunded;
    transaction.status = transaction.refundedAmount >= transaction.amountPaid ? 'refunded' : 'partialRefund';
    if (transaction.status === 'refunded' && transaction.orderId) {
      for (const license of this.store.licenses.values()) {
        const checkout = [...this.store.checkouts.values()].find((candidate) => candidate.licenseId === license.id);
        if (checkout?.orderId === transaction.orderId) license.status = 'disabled';
      }
    }
    const createdAt = this.store.eventTime();
    this.webhooks.emit('refund.created', webhookObject.refund(this.store, transaction, refunded, createdAt), createdAt);
    return transaction;
  }

  activateLicense(key: string, instanceName: string): { license: SandboxLicense; instanceId: string } {
    const license = this.store.findLicenseByKey(key);
    if (!license) throw new SandboxError(404, 'License key not found');
    if (license.status === 'disabled' || license.status === 'expired') throw new SandboxError(403, `This license key is ${license.status}`);
    const active = license.instances.filter((instance) => instance.status === 'active');
    const existing = active.find((instance) => instance.name === instanceName);
    if (existing) return { license, instanceId: existing.id };
    if (active.length >= license.activationLimit) throw new SandboxError(403, 'This license key reached its activation limit');
    const instance = { id: sandboxId('lki'), name: instanceName, status: 'active' as const, createdAt: this.store.now() };
    license.instances.push(instance);
    license.status = 'active';
    return { license, instanceId: instance.id };
  }

  validateLicense(key: string, instanceId: string): SandboxLicense {
    const license = this.store.findLicenseByKey(key);
    if (!license || !license.instances.some((instance) => instance.id === instanceId)) throw new SandboxError(404, 'License key or instance not found');
    return license;
  }

  deactivateLicense(key: string, instanceId: string): SandboxLicense {
    const license = this.validateLicense(key, instanceId);
    for (const instance of license.instances) if (instance.id === instanceId) instance.status = 'deactivated';
    if (!license.instances.some((instance) => instance.status === 'active') && license.status === 'active') license.status = 'inactive';
    return license;
  }
}
