import { signedReturnUrl } from '../redirect-signature.ts';
import { webhookObject } from './entities.ts';
import { discountForCheckout, discountOff, paymentsAfterFirst } from './sandbox-catalogue.ts';
import { SandboxError } from './sandbox-error.ts';
import { SandboxRenewals } from './sandbox-renewals.ts';
import {
  addMonth,
  periodMonths,
  sandboxId,
  type SandboxCheckout,
  type SandboxCustomer,
  type SandboxLicense,
  type SandboxStore,
  type SandboxSubscription,
  type SandboxTransaction,
} from './sandbox-store.ts';
import type { WebhookSender } from './webhook-sender.ts';

export { SandboxError } from './sandbox-error.ts';

export type UpdateBehavior = 'proration-charge-immediately' | 'proration-charge' | 'proration-none';

export interface CheckoutInput {
  requestId: string | undefined;
  productId: string;
  units: number;
  customerId: string | undefined;
  customerEmail: string | undefined;
  successUrl: string | undefined;
  metadata: Record<string, unknown>;
  discountCode: string | undefined;
}

/**
 * What the sandbox does with money: checkouts, payments, renewals, plan
 * changes, cancellations, refunds and license keys. Every change emits the
 * webhook Creem would send.
 */
export class SandboxEngine {
  private readonly renewals: SandboxRenewals = new SandboxRenewals(this);

  constructor(
    readonly store: SandboxStore,
    private readonly webhooks: WebhookSender,
    private readonly urls: { checkout: (id: string) => string },
    private readonly apiKey: () => string,
  ) {}

  private subscription(id: string): SandboxSubscription {
    const found = this.store.subscriptions.get(id);
    if (!found) throw new SandboxError(404, `Subscription ${id} not found`);
    return found;
  }

  /** Sends the webhook Creem sends for a change of `subscription`. */
  emitSubscription(type: string, subscription: SandboxSubscription): void {
    this.webhooks.emit(type, webhookObject.subscription(this.store, subscription), this.store.eventTime());
  }

  /** Records a paid transaction of `amount` for `productId` (less `discountAmount`), unless `links` say otherwise. */
  charge(
    customerId: string,
    productId: string,
    amount: number,
    description: string,
    links: Partial<SandboxTransaction> & { discountAmount?: number },
  ): SandboxTransaction {
    const discountAmount = links.discountAmount ?? 0;
    const transaction: SandboxTransaction = {
      id: sandboxId('tran'),
      amount,
      amountPaid: amount - discountAmount,
      currency: 'USD',
      type: links.subscriptionId ? 'invoice' : 'payment',
      status: 'paid',
      discountAmount,
      refundedAmount: 0,
      orderId: undefined,
      subscriptionId: undefined,
      productId,
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
    const product = this.store.products.get(input.productId);
    if (!product || product.status !== 'active') throw new SandboxError(404, `Product ${input.productId} not found`);
    if (input.customerId && !this.store.customers.has(input.customerId)) throw new SandboxError(404, `Customer ${input.customerId} not found`);
    const discount = input.discountCode ? discountForCheckout(this.store, input.discountCode, product.id) : undefined;
    const checkout: SandboxCheckout = {
      id: sandboxId('ch'),
      requestId: input.requestId,
      productId: input.productId,
      units: input.units,
      customerId: input.customerId,
      customerEmail: input.customerEmail,
      successUrl: input.successUrl,
      metadata: input.metadata,
      discountId: discount?.id,
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
    const discount = checkout.discountId ? this.store.discounts.get(checkout.discountId) : undefined;
    if (discount) discount.redeemCount += 1;
    const orderId = sandboxId('ord');
    const transaction = this.charge(customer.id, product.id, amount, `${product.name}`, { orderId, discountAmount: discount ? discountOff(discount, amount) : 0 });
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
        currentPeriodEnd: addMonth(now, periodMonths(product)),
        canceledAt: null,
        metadata: checkout.metadata,
        lastTransactionId: transaction.id,
        failingPayments: false,
        pastDueSince: null,
        failedRetries: 0,
        discount: discount ? { id: discount.id, paymentsLeft: paymentsAfterFirst(discount) } : undefined,
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
    return this.changeItems(subscriptionId, { productId }, behavior);
  }

  /**
   * Another product or number of units (POST /v1/subscriptions/:id, upgrade):
   * `subscription.update`; with proration-charge-immediately, a dearer
   * subscription pays the prorated difference at once (`subscription.paid`).
   */
  changeItems(subscriptionId: string, change: { itemId?: string; productId?: string; units?: number }, behavior: UpdateBehavior): SandboxSubscription {
    const subscription = this.subscription(subscriptionId);
    if (change.itemId !== undefined && change.itemId !== subscription.itemId) throw new SandboxError(404, `Subscription item ${change.itemId} not found`);
    const productId = change.productId ?? subscription.productId;
    const units = change.units ?? subscription.units;
    const product = this.store.products.get(productId);
    if (!product || product.billingType !== 'recurring') throw new SandboxError(400, `Product ${productId} is not a subscription product`);
    if (!['active', 'trialing'].includes(subscription.status)) {
      throw new SandboxError(400, `A ${subscription.status} subscription cannot change product or units`);
    }
    const previous = this.store.products.get(subscription.productId);
    const before = (previous?.price ?? 0) * subscription.units;
    const now = this.store.now();
    subscription.productId = productId;
    subscription.units = units;
    subscription.updatedAt = this.store.stamp();
    this.emitSubscription('subscription.update', subscription);
    const period = subscription.currentPeriodEnd.getTime() - subscription.currentPeriodStart.getTime();
    const remaining = Math.max(0, subscription.currentPeriodEnd.getTime() - now.getTime());
    const difference = Math.round(((product.price * units - before) * remaining) / Math.max(period, 1));
    if (behavior === 'proration-charge-immediately' && difference > 0) {
      const what = productId === previous?.id ? `${product.name}: ${units} units` : `${previous?.name ?? 'previous plan'} to ${product.name}`;
      const transaction = this.charge(subscription.customerId, product.id, difference, `Proration: ${what}`, { subscriptionId: subscription.id });
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

  /** Marks a subscription's card as failing, or fixed (see SandboxRenewals). */
  setFailingPayments(subscriptionId: string, failing: boolean, options: { chargeNow?: boolean } = {}): SandboxSubscription {
    return this.renewals.setFailingPayments(this.subscription(subscriptionId), failing, options);
  }

  /** Moves sandbox time forward and runs what falls due (see SandboxRenewals). */
  advance(ms: number): void {
    this.renewals.advance(ms);
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
}
