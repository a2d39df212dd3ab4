import {
  basicComponentIds,
  basicExportFormats,
  findPlan,
  planUsageLabel,
  planUsagePercent,
  standardTemplateIds,
  type UsageResponse,
} from '@kitsmith/contract';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound, unauthorized } from '../../http/errors.ts';
import { syncUserPlan } from '../apply-event.ts';
import { readEntitlement, readPlan, type Entitlement } from '../entitlement.ts';
import { presentInvoice } from '../presenter.ts';
import { callCreem } from '../provider.ts';
import { findCheckout, findCustomerOfUser, findSubscriptionByRef, readUsage, updateSubscription, type SubscriptionRecord } from '../queries.ts';
import { verifyRedirect } from '../redirect-signature.ts';
import type { BillingRuntime } from '../runtime.ts';
import { hasAccess } from '../subscription-state.ts';

/** A license key is validated again at most this often (on a visit to the billing screen). */
export const LICENSE_CHECK_INTERVAL_MS = 24 * 60 * 60 * 1000;

async function entitlementOf(deps: Deps, userId: string): Promise<Entitlement> {
  const entitlement = await readEntitlement(deps.db, userId, deps.config.now());
  if (!entitlement) throw unauthorized('Your account no longer exists. Sign in again.');
  return entitlement;
}

/**
 * The lifetime pass's license key: activated once for this account, then
 * validated now and then; a key Creem disabled or expired ends the pass.
 * Creem being unreachable leaves everything as it was.
 */
async function refreshLicense(deps: Deps, runtime: BillingRuntime, row: SubscriptionRecord): Promise<boolean> {
  if (!row.license_key || row.status !== 'active' || !runtime.selling) return false;
  const now = deps.config.now();
  const checkedAt = row.license_checked_at ? new Date(row.license_checked_at).getTime() : 0;
  if (row.license_instance_id && now.getTime() - checkedAt < LICENSE_CHECK_INTERVAL_MS) return false;
  const key = row.license_key;
  try {
    const license = row.license_instance_id
      ? await callCreem(runtime.creem(), deps.logger, 'validate your license key', (creem) =>
          creem.licenses.validate({ key, instanceId: row.license_instance_id ?? '' }),
        )
      : await callCreem(runtime.creem(), deps.logger, 'activate your license key', (creem) =>
          creem.licenses.activate({ key, instanceName: `kitsmith-${row.user_id}` }),
        );
    const ended = license.status === 'disabled' || license.status === 'expired';
    await deps.db.transaction(async (trx) => {
      await updateSubscription(trx, row.id, {
        license_instance_id: license.instance?.id ?? row.license_instance_id,
        license_status: license.status,
        license_checked_at: now.toISOString(),
        ...(ended ? { status: 'expired' as const, canceled_at: now.toISOString(), updated_at: now.toISOString() } : {}),
      });
      if (ended) await syncUserPlan(trx, row.user_id, now);
    });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/** What the billing screen shows: the user's entitlement (plan, subscriptions) and whether Creem knows them as a customer. */
export interface BillingState {
  entitlement: Entitlement;
  hasCustomer: boolean;
}

/** GET /billing/subscription (a lifetime pass's license is refreshed from Creem first). */
export async function readBillingState(deps: Deps, runtime: BillingRuntime, userId: string): Promise<BillingState> {
  let entitlement = await entitlementOf(deps, userId);
  const lifetime = entitlement.subscriptions.find((row) => row.kind === 'onetime' && row.license_key);
  if (lifetime && (await refreshLicense(deps, runtime, lifetime))) entitlement = await entitlementOf(deps, userId);
  const hasCustomer = (await findCustomerOfUser(deps.db, userId)) !== undefined;
  return { entitlement, hasCustomer };
}

/** GET /billing/usage: the plan card's figures, against the plan's limits. */
export async function readBillingUsage(deps: Deps, userId: string): Promise<UsageResponse> {
  const entitlement = await entitlementOf(deps, userId);
  const plan = findPlan(entitlement.plan);
  const unlimited = entitlement.isDemo;
  const limits = plan.limits;
  const usage = await readUsage(deps.db, userId);
  const projectLimit = unlimited ? null : limits.maxProjects;
  return {
    plan: plan.id,
    label: plan.label,
    projects: {
      used: usage.projects,
      limit: projectLimit,
      percent: unlimited ? 100 : planUsagePercent(plan.id, usage.projects),
      usage_label: unlimited ? `${usage.projects} used` : planUsageLabel(plan.id, usage.projects),
    },
    private_projects: { used: usage.privateProjects, allowed: unlimited || limits.allowPrivateProjects },
    team_members: { per_project_limit: unlimited ? null : limits.maxTeamMembers, largest_team: usage.largestTeam },
    exports: {
      count: usage.exports,
      formats: unlimited || limits.allowAllExportFormats ? 'all' : [...basicExportFormats],
      components: unlimited || limits.allowAllComponents ? 'all' : [...basicComponentIds],
    },
    templates: unlimited || limits.allowAllTemplates ? 'all' : [...standardTemplateIds],
  };
}

/** GET /billing/invoices: the customer's transactions at Creem, newest first. */
export async function listInvoices(deps: Deps, runtime: BillingRuntime, userId: string, page: number, pageSize: number) {
  const customerId = await findCustomerOfUser(deps.db, userId);
  // BILLING=off: no payment provider to ask.
  if (!customerId || !runtime.selling) return { invoices: [], page, page_size: pageSize, total: 0 };
  const found = await callCreem(runtime.creem(), deps.logger, 'list your invoices', (creem) =>
    creem.transactions.search(customerId, undefined, undefined, page, pageSize),
  );
  return {
    invoices: found.result.items.map(presentInvoice),
    page,
    page_size: pageSize,
    total: found.result.pagination.totalRecords,
  };
}

/** Creem's customer portal for the user (cards, invoices, cancellation); undefined before their first payment. */
export async function portalLink(deps: Deps, runtime: BillingRuntime, userId: string): Promise<string | undefined> {
  const customerId = await findCustomerOfUser(deps.db, userId);
  if (!customerId) return undefined;
  const links = await callCreem(runtime.creem(), deps.logger, 'open your billing portal', (creem) => creem.customers.generateBillingLinks({ customerId }));
  return links.customerPortalLink;
}

/** GET/POST /billing/payment-methods: Creem keeps the cards; the answer is the portal to manage them. */
export async function paymentMethods(deps: Deps, runtime: BillingRuntime, userId: string) {
  const portal = runtime.selling ? await portalLink(deps, runtime, userId) : undefined;
  return {
    payment_methods: [] as never[],
    managed_by: 'creem' as const,
    portal_url: portal ?? null,
    message: !runtime.selling
      ? 'Purchases are not available on this server, so there is no payment method to manage here.'
      : portal
        ? 'Creem, our payment provider, keeps your cards: add, change or remove them in its billing portal.'
        : 'No payment method yet: you add a card when you first subscribe.',
  };
}

/**
 * GET /billing/checkout/return: the page Creem sends the buyer back to. The
 * signature (over the query as sent) proves the payment went through; the
 * activation is `active` once its webhook has been applied.
 */
export async function checkoutReturn(deps: Deps, runtime: BillingRuntime, userId: string, search: string) {
  if (!verifyRedirect(search, runtime.apiKey)) {
    throw new ApiError(400, 'INVALID_SIGNATURE', 'This return link is not signed by the payment provider. Open your billing page to see your plan.');
  }
  const params = new URLSearchParams(search);
  const requestId = params.get('request_id');
  const checkout = requestId ? await findCheckout(deps.db, requestId) : undefined;
  if (!checkout || checkout.user_id !== userId) throw notFound('Checkout not found.');
  const ref = params.get('subscription_id') || params.get('order_id') || '';
  const row = ref ? await findSubscriptionByRef(deps.db, ref, { lock: false }) : undefined;
  const active = row !== undefined && row.user_id === userId && hasAccess(row, deps.config.now());
  return {
    activation: active ? ('active' as const) : ('processing' as const),
    plan: readPlan(checkout.plan),
    checkoutId: checkout.id,
    state: await readBillingState(deps, runtime, userId),
  };
}
