import { findPlan, planCatalogue } from '@kitsmith/contract';
import type { TransactionEntity } from 'creem/models/components';
import { retryingSubscription, type Entitlement } from './entitlement.ts';
import type { SubscriptionRecord } from './queries.ts';
import type { BillingRuntime } from './runtime.ts';
import type { Invoice, SubscriptionResponse, SubscriptionView } from '@kitsmith/contract';
import { accessUntil } from './subscription-state.ts';

/** The catalogue with each paid plan's Creem product from configuration; with BILLING=off none can be bought. */
export function presentPlans(runtime: BillingRuntime) {
  return {
    plans: planCatalogue.map((plan) => {
      const product = plan.id === 'free' || !runtime.selling ? null : (runtime.products[plan.id] ?? null);
      return { ...plan, paymentProductId: product, available: plan.id === 'free' || product !== null };
    }),
    currency: 'USD' as const,
    mode: runtime.mode,
    purchases_available: runtime.selling,
  };
}

export function presentSubscription(row: SubscriptionRecord, now: Date): SubscriptionView {
  const until = accessUntil(row, now);
  const ending = row.status === 'scheduled_cancel' || row.status === 'past_due';
  return {
    id: row.id,
    plan: row.plan,
    kind: row.kind,
    status: row.status,
    has_access: until !== null,
    access_ends_at: ending && until instanceof Date ? until.toISOString() : null,
    cancel_at_period_end: row.cancel_at_period_end,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    canceled_at: row.canceled_at,
    provider_ref: row.provider_ref,
    product_id: row.product_id,
    license: row.license_key ? { key: row.license_key, status: row.license_status, activated: row.license_instance_id !== null } : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The record the billing screen is about: the one granting the plan, else one Creem still retries or a paused one, else the latest. */
export function currentRecord(entitlement: Entitlement): SubscriptionRecord | undefined {
  return (
    entitlement.granting ??
    retryingSubscription(entitlement) ??
    entitlement.subscriptions.find((row) => row.status === 'paused') ??
    entitlement.subscriptions[0]
  );
}

export function presentBillingState(entitlement: Entitlement, runtime: BillingRuntime, hasCustomer: boolean, now: Date): SubscriptionResponse {
  const plan = findPlan(entitlement.plan);
  const record = currentRecord(entitlement);
  // Demo accounts never buy; with BILLING=off nobody does.
  const may = !entitlement.isDemo && runtime.selling;
  const granting = entitlement.granting;
  const retrying = retryingSubscription(entitlement);
  const live = (row: SubscriptionRecord | undefined, statuses: string[]) => row !== undefined && row.kind === 'recurring' && statuses.includes(row.status);
  const resumable = entitlement.subscriptions.some(
    (row) => row.kind === 'recurring' && ((row.status === 'scheduled_cancel' && accessUntil(row, now) !== null) || row.status === 'paused'),
  );
  return {
    plan: entitlement.plan,
    plan_name: plan.name,
    label: plan.label,
    mode: runtime.mode,
    is_demo: entitlement.isDemo,
    subscription: record ? presentSubscription(record, now) : null,
    actions: {
      // Not while Creem still retries a past-due subscription: a retry that goes through would charge both.
      subscribe: may && granting === undefined && retrying === undefined,
      change_plan: may && live(granting, ['active', 'trialing']),
      cancel: may && (live(granting, ['active', 'trialing']) || retrying !== undefined),
      resume: may && resumable,
      manage_payment_methods: runtime.selling && hasCustomer,
    },
    pending_change: null,
  };
}

const isoOfMs = (ms: number | undefined): string | null => (ms === undefined ? null : new Date(ms).toISOString());

export function presentInvoice(transaction: TransactionEntity): Invoice {
  return {
    id: transaction.id,
    amount: transaction.amount,
    amount_paid: transaction.amountPaid ?? null,
    refunded_amount: transaction.refundedAmount ?? null,
    tax_amount: transaction.taxAmount ?? null,
    currency: transaction.currency,
    status: transaction.status,
    type: transaction.type,
    description: transaction.description ?? null,
    created_at: new Date(transaction.createdAt).toISOString(),
    period_start: isoOfMs(transaction.periodStart),
    period_end: isoOfMs(transaction.periodEnd),
  };
}
