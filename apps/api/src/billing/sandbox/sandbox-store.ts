import { randomBytes } from 'node:crypto';
import { findPlan, paidPlanIds, type PaidPlan } from '@kitsmith/contract';
import type { SubscriptionStatus } from 'creem/models/components';

/** What the sandbox keeps, in memory (one process), in the shapes Creem's entities have. */

/** How long a recurring product's period runs, in months (Creem's billing periods the sandbox renews). */
export const PERIOD_MONTHS = { 'every-month': 1, 'every-three-months': 3, 'every-six-months': 6, 'every-year': 12 } as const;
export type RecurringPeriod = keyof typeof PERIOD_MONTHS;

export interface SandboxProduct {
  id: string;
  /** The catalogue plan it was made for; undefined for a product created through the API. */
  plan: PaidPlan | undefined;
  name: string;
  description: string;
  /** In cents. */
  price: number;
  currency: string;
  billingType: 'recurring' | 'onetime';
  billingPeriod: RecurringPeriod | 'once';
  status: 'active' | 'archived';
  taxMode: 'inclusive' | 'exclusive';
  taxCategory: 'saas' | 'digital-goods-service' | 'ebooks';
  defaultSuccessUrl: string | null;
  /** The product issues a license key (the lifetime pass). */
  licenseKey: boolean;
  createdAt: Date;
}

export interface SandboxDiscount {
  id: string;
  name: string;
  /** What a customer types at checkout (checkout's `discount_code`). */
  code: string;
  status: 'active' | 'deleted';
  type: 'percentage' | 'fixed';
  /** Fixed: cents off. */
  amount: number | undefined;
  currency: string | undefined;
  /** Percentage: percent off. */
  percentage: number | undefined;
  expiryDate: Date | undefined;
  maxRedemptions: number | undefined;
  /** once: the first payment; forever: every payment; repeating: the first `durationInMonths` payments. */
  duration: 'forever' | 'once' | 'repeating';
  durationInMonths: number | undefined;
  appliesToProducts: string[];
  redeemCount: number;
  createdAt: Date;
}

export interface SandboxCustomer {
  id: string;
  email: string;
  name: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SandboxCheckout {
  id: string;
  requestId: string | undefined;
  productId: string;
  units: number;
  customerId: string | undefined;
  customerEmail: string | undefined;
  successUrl: string | undefined;
  metadata: Record<string, unknown>;
  /** The discount its `discount_code` named, applied when it is paid. */
  discountId: string | undefined;
  status: 'pending' | 'completed';
  orderId: string | undefined;
  subscriptionId: string | undefined;
  licenseId: string | undefined;
  createdAt: Date;
}

export interface SandboxOrder {
  id: string;
  customerId: string;
  productId: string;
  transactionId: string;
  amount: number;
  type: 'recurring' | 'onetime';
  createdAt: Date;
}

export interface SandboxSubscription {
  id: string;
  productId: string;
  customerId: string;
  status: SubscriptionStatus;
  itemId: string;
  units: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  canceledAt: Date | null;
  metadata: Record<string, unknown>;
  lastTransactionId: string | undefined;
  /** The customer's card fails every charge until fixed (control call or the portal's "Update card"). */
  failingPayments: boolean;
  /** The end of the period whose renewal failed; the payment is retried SANDBOX_RETRY_DAYS after it. */
  pastDueSince: Date | null;
  /** How many of those retries failed so far; after the last one the subscription is canceled. */
  failedRetries: number;
  /** The checkout's discount, and how many more payments it covers (null: all of them). */
  discount: { id: string; paymentsLeft: number | null } | undefined;
  createdAt: Date;
  updatedAt: Date;
}

export interface SandboxTransaction {
  id: string;
  /** In cents. */
  amount: number;
  amountPaid: number;
  currency: 'USD';
  type: 'payment' | 'invoice';
  status: 'paid' | 'declined' | 'refunded' | 'partialRefund';
  /** In cents: what a discount took off `amount`. */
  discountAmount: number;
  refundedAmount: number;
  orderId: string | undefined;
  subscriptionId: string | undefined;
  /** The product paid for (transactions search's `product_id`). */
  productId: string;
  customerId: string;
  description: string;
  /** ms since the epoch, as Creem's transaction entity has them. */
  periodStart: number | undefined;
  periodEnd: number | undefined;
  createdAt: number;
}

export interface SandboxLicenseInstance {
  id: string;
  name: string;
  status: 'active' | 'deactivated';
  createdAt: Date;
}

export interface SandboxLicense {
  id: string;
  key: string;
  productId: string;
  customerId: string;
  status: 'inactive' | 'active' | 'expired' | 'disabled';
  activationLimit: number;
  instances: SandboxLicenseInstance[];
  createdAt: Date;
}

/**
 * After a failed renewal the card is tried again this many days after the
 * period end; when the last retry fails too, the subscription is canceled
 * (the end of Kitsmith's 7-day past-due grace).
 */
export const SANDBOX_RETRY_DAYS: readonly number[] = [3, 5, 7];
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Creem-like ids: a prefix and random letters and digits. */
export function sandboxId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url').replace(/[-_]/g, '').slice(0, 20)}`;
}

/** `months` calendar months later, one by default (clamped to the month's last day, as billing periods are). */
export function addMonth(date: Date, months = 1): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export class SandboxStore {
  products = new Map<string, SandboxProduct>();
  customers = new Map<string, SandboxCustomer>();
  checkouts = new Map<string, SandboxCheckout>();
  orders = new Map<string, SandboxOrder>();
  subscriptions = new Map<string, SandboxSubscription>();
  transactions = new Map<string, SandboxTransaction>();
  licenses = new Map<string, SandboxLicense>();
  discounts = new Map<string, SandboxDiscount>();
  /** Sandbox time runs `offsetMs` ahead of the server's clock (control call: advance). */
  offsetMs = 0;
  #lastEventAt = 0;

  constructor(
    private readonly baseNow: () => Date,
    private readonly productIds: Record<PaidPlan, string | undefined>,
  ) {
    this.reset();
  }

  now(): Date {
    return new Date(this.baseNow().getTime() + this.offsetMs);
  }

  /** Event timestamps (ms) strictly increase, so events of one instant still have an order. */
  eventTime(): number {
    this.#lastEventAt = Math.max(this.now().getTime(), this.#lastEventAt + 1);
    return this.#lastEventAt;
  }

  /** A change's updated_at: an event time, so the webhook that reports the change is never older than the change. */
  stamp(): Date {
    return new Date(this.eventTime());
  }

  reset(): void {
    for (const map of [this.products, this.customers, this.checkouts, this.orders, this.subscriptions, this.transactions, this.licenses, this.discounts]) {
      map.clear();
    }
    this.offsetMs = 0;
    this.#lastEventAt = 0;
    const createdAt = new Date('2026-01-01T00:00:00.000Z');
    for (const plan of paidPlanIds) {
      const id = this.productIds[plan];
      if (!id) continue;
      const entry = findPlan(plan);
      const oneTime = entry.interval === 'once';
      this.products.set(id, {
        id,
        plan,
        name: `Kitsmith ${entry.name}`,
        description: entry.description,
        price: Math.round(entry.price * 100),
        currency: 'USD',
        billingType: oneTime ? 'onetime' : 'recurring',
        billingPeriod: oneTime ? 'once' : 'every-month',
        status: 'active',
        taxMode: 'inclusive',
        taxCategory: 'saas',
        defaultSuccessUrl: null,
        licenseKey: oneTime,
        createdAt,
      });
    }
  }

  findCustomerByEmail(email: string): SandboxCustomer | undefined {
    const wanted = email.toLowerCase();
    return [...this.customers.values()].find((customer) => customer.email.toLowerCase() === wanted);
  }

  /** A discount not deleted, by its code (case-insensitive, as customers type it). */
  findDiscountByCode(code: string): SandboxDiscount | undefined {
    const wanted = code.toUpperCase();
    return [...this.discounts.values()].find((discount) => discount.status !== 'deleted' && discount.code.toUpperCase() === wanted);
  }

  findLicenseByKey(key: string): SandboxLicense | undefined {
    return [...this.licenses.values()].find((license) => license.key === key);
  }
}

/** A recurring product's period in months (Creem's every-month ... every-year). */
export function periodMonths(product: Pick<SandboxProduct, 'billingPeriod'>): number {
  return product.billingPeriod === 'once' ? 1 : PERIOD_MONTHS[product.billingPeriod];
}
