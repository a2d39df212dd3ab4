import { discountOff } from './sandbox-catalogue.ts';
import {
  addMonth,
  DAY_MS,
  periodMonths,
  SANDBOX_RETRY_DAYS,
  type SandboxProduct,
  type SandboxStore,
  type SandboxSubscription,
  type SandboxTransaction,
} from './sandbox-store.ts';

/** What renewals need of the engine: the store, recording a transaction, sending a subscription's webhook. */
export interface Ledger {
  readonly store: SandboxStore;
  charge(
    customerId: string,
    productId: string,
    amount: number,
    description: string,
    links: Partial<SandboxTransaction> & { discountAmount?: number },
  ): SandboxTransaction;
  emitSubscription(type: string, subscription: SandboxSubscription): void;
}

/**
 * Time in the sandbox: renewals, a failing card's failed renewal (past due,
 * expired) and Creem's retries of it (paid, or canceled after the last), and
 * the end of a scheduled cancellation.
 */
export class SandboxRenewals {
  constructor(private readonly ledger: Ledger) {}

  /**
   * Marks a subscription's card as failing, or fixed. A fixed card is charged
   * at the next retry, or at once with `chargeNow` (the portal's "Update
   * card", as a person paying the overdue invoice).
   */
  setFailingPayments(subscription: SandboxSubscription, failing: boolean, { chargeNow = false }: { chargeNow?: boolean } = {}): SandboxSubscription {
    subscription.failingPayments = failing;
    if (!failing && chargeNow && subscription.status === 'past_due') this.renew(subscription);
    return subscription;
  }

  /** A declined charge of the subscription's price, recorded as Creem records one. */
  private decline(subscription: SandboxSubscription, product: SandboxProduct): void {
    this.ledger.charge(subscription.customerId, product.id, product.price * subscription.units, `${product.name} (declined)`, {
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
    const product = this.ledger.store.products.get(subscription.productId);
    if (!product) return;
    if (subscription.failingPayments) {
      if (subscription.status !== 'past_due') {
        subscription.status = 'past_due';
        subscription.pastDueSince = subscription.currentPeriodEnd;
        subscription.failedRetries = 0;
        subscription.updatedAt = this.ledger.store.stamp();
        this.decline(subscription, product);
        this.ledger.emitSubscription('subscription.past_due', subscription);
        this.ledger.emitSubscription('subscription.expired', subscription);
      }
      return;
    }
    const start = subscription.currentPeriodEnd;
    const end = addMonth(start, periodMonths(product));
    const amount = product.price * subscription.units;
    const transaction = this.ledger.charge(subscription.customerId, product.id, amount, product.name, {
      subscriptionId: subscription.id,
      periodStart: start.getTime(),
      periodEnd: end.getTime(),
      discountAmount: this.renewalDiscount(subscription, amount),
    });
    subscription.currentPeriodStart = start;
    subscription.currentPeriodEnd = end;
    subscription.lastTransactionId = transaction.id;
    subscription.status = 'active';
    subscription.pastDueSince = null;
    subscription.failedRetries = 0;
    subscription.updatedAt = this.ledger.store.stamp();
    this.ledger.emitSubscription('subscription.paid', subscription);
  }

  /** What the checkout's discount takes off a renewal while it still covers payments (and counts one down). */
  private renewalDiscount(subscription: SandboxSubscription, amount: number): number {
    const held = subscription.discount;
    const discount = held ? this.ledger.store.discounts.get(held.id) : undefined;
    if (!held || !discount || held.paymentsLeft === 0) return 0;
    if (held.paymentsLeft !== null) held.paymentsLeft -= 1;
    return discountOff(discount, amount);
  }

  /** A retry of a past-due subscription's payment: paid, or declined again; after the last retry, canceled. */
  private retry(subscription: SandboxSubscription): void {
    const product = this.ledger.store.products.get(subscription.productId);
    if (!product) return;
    if (!subscription.failingPayments) {
      this.renew(subscription);
      return;
    }
    this.decline(subscription, product);
    subscription.failedRetries += 1;
    if (subscription.failedRetries < SANDBOX_RETRY_DAYS.length) return;
    subscription.status = 'canceled';
    subscription.canceledAt = this.ledger.store.now();
    subscription.updatedAt = this.ledger.store.stamp();
    this.ledger.emitSubscription('subscription.canceled', subscription);
  }

  /** Moves sandbox time forward and runs what falls due: renewals, failed renewals and their retries, period ends. */
  advance(ms: number): void {
    this.ledger.store.offsetMs += ms;
    const now = this.ledger.store.now();
    for (let guard = 0; guard < 1000; guard += 1) {
      const due = [...this.ledger.store.subscriptions.values()]
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
      subscription.updatedAt = this.ledger.store.stamp();
      this.ledger.emitSubscription('subscription.canceled', subscription);
    } else if (subscription.status === 'past_due') {
      this.retry(subscription);
    } else {
      this.renew(subscription);
    }
  }
}
