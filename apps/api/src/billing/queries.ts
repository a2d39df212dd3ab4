import type { Knex } from 'knex';
import { readBoolean } from '../db/columns.ts';
import type { Db } from '../db/connect.ts';
import type { BillingStatus, SubscriptionState } from './subscription-state.ts';

/** All of billing's SQL. */

type Executor = Db | Knex.Transaction;
type Row = Record<string, unknown>;

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

export interface SubscriptionRecord extends SubscriptionState {
  id: string;
  user_id: string;
  provider_ref: string;
  provider_customer_id: string | null;
  product_id: string;
  last_event_at: number | null;
  license_key_id: string | null;
  license_key: string | null;
  license_instance_id: string | null;
  license_status: string | null;
  license_checked_at: string | null;
  created_at: string;
  updated_at: string;
}

function readSubscription(row: Row): SubscriptionRecord {
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    provider_ref: String(row.provider_ref),
    kind: row.kind === 'onetime' ? 'onetime' : 'recurring',
    provider_customer_id: text(row.provider_customer_id),
    product_id: String(row.product_id),
    plan: String(row.plan) as SubscriptionRecord['plan'],
    status: String(row.status) as BillingStatus,
    current_period_start: text(row.current_period_start),
    current_period_end: text(row.current_period_end),
    cancel_at_period_end: readBoolean(row.cancel_at_period_end),
    canceled_at: text(row.canceled_at),
    last_event_at: row.last_event_at === null || row.last_event_at === undefined ? null : Number(row.last_event_at),
    license_key_id: text(row.license_key_id),
    license_key: text(row.license_key),
    license_instance_id: text(row.license_instance_id),
    license_status: text(row.license_status),
    license_checked_at: text(row.license_checked_at),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
  };
}

const lockIf = (db: Executor, query: Knex.QueryBuilder, lock: boolean): Knex.QueryBuilder =>
  lock && db.client.config.client === 'pg' ? query.forUpdate() : query;

/**
 * Locks the user's row (PostgreSQL) for the rest of the transaction; false
 * when the user no longer exists. Every billing write takes this lock first,
 * as deleting an account does, so the two never wait on each other crosswise.
 */
export async function lockUser(db: Executor, userId: string): Promise<boolean> {
  const row = (await lockIf(db, db('users').where({ id: userId }).first('id'), true)) as Row | undefined;
  return row !== undefined;
}

export async function listUserSubscriptions(db: Executor, userId: string): Promise<SubscriptionRecord[]> {
  const rows = (await db('billing_subscriptions').where({ user_id: userId }).orderBy('created_at', 'desc').orderBy('id')) as Row[];
  return rows.map(readSubscription);
}

export async function findSubscriptionByRef(db: Executor, ref: string, { lock }: { lock: boolean }): Promise<SubscriptionRecord | undefined> {
  const row = (await lockIf(db, db('billing_subscriptions').where({ provider_ref: ref }).first(), lock)) as Row | undefined;
  return row ? readSubscription(row) : undefined;
}

/** Inserts unless a row with the same provider_ref exists; true when inserted (concurrent inserts of one ref: one wins). */
export async function insertSubscriptionIfAbsent(db: Executor, record: SubscriptionRecord): Promise<boolean> {
  const inserted = (await db('billing_subscriptions')
    .insert({ ...record })
    .onConflict('provider_ref')
    .ignore()
    .returning('id')) as unknown[];
  return inserted.length > 0;
}

export async function updateSubscription(db: Executor, id: string, fields: Partial<SubscriptionRecord>): Promise<void> {
  await db('billing_subscriptions').where({ id }).update(fields);
}

export async function findUser(db: Executor, userId: string): Promise<{ id: string; email: string; subscription_plan: string; is_demo: boolean } | undefined> {
  const row = (await db('users').where({ id: userId }).first('id', 'email', 'subscription_plan', 'is_demo')) as Row | undefined;
  return row ? { id: String(row.id), email: String(row.email), subscription_plan: String(row.subscription_plan), is_demo: readBoolean(row.is_demo) } : undefined;
}

export async function setUserPlan(db: Executor, userId: string, plan: string, status: string, now: string): Promise<void> {
  await db('users').where({ id: userId }).update({ subscription_plan: plan, subscription_status: status, updated_at: now });
}

export async function findCustomerOfUser(db: Executor, userId: string): Promise<string | undefined> {
  const row = (await db('billing_customers').where({ user_id: userId }).first('provider_customer_id')) as Row | undefined;
  return row ? String(row.provider_customer_id) : undefined;
}

export async function findUserOfCustomer(db: Executor, customerId: string): Promise<string | undefined> {
  const row = (await db('billing_customers').where({ provider_customer_id: customerId }).first('user_id')) as Row | undefined;
  return row ? String(row.user_id) : undefined;
}

/** Remembers a user's Creem customer; the first one a user gets stays theirs. */
export async function linkCustomer(db: Executor, link: { userId: string; customerId: string; email: string | undefined; now: string }): Promise<void> {
  await db('billing_customers')
    .insert({ user_id: link.userId, provider_customer_id: link.customerId, email: link.email ?? null, created_at: link.now, updated_at: link.now })
    .onConflict()
    .ignore();
}

export interface CheckoutRecord {
  id: string;
  user_id: string;
  plan: string;
  product_id: string;
  provider_checkout_id: string | null;
  checkout_url: string | null;
  status: 'pending' | 'completed';
  created_at: string;
  completed_at: string | null;
}

export async function insertCheckout(db: Executor, record: CheckoutRecord): Promise<void> {
  await db('billing_checkouts').insert(record);
}

export async function setCheckoutProvider(db: Executor, id: string, providerCheckoutId: string, url: string): Promise<void> {
  await db('billing_checkouts').where({ id }).update({ provider_checkout_id: providerCheckoutId, checkout_url: url });
}

export async function findCheckout(db: Executor, id: string): Promise<CheckoutRecord | undefined> {
  const row = (await db('billing_checkouts').where({ id }).first()) as Row | undefined;
  if (!row) return undefined;
  return {
    id: String(row.id),
    user_id: String(row.user_id),
    plan: String(row.plan),
    product_id: String(row.product_id),
    provider_checkout_id: text(row.provider_checkout_id),
    checkout_url: text(row.checkout_url),
    status: row.status === 'completed' ? 'completed' : 'pending',
    created_at: String(row.created_at),
    completed_at: text(row.completed_at),
  };
}

/** A checkout Creem never got (its call failed): forgotten, so nothing changed. */
export async function deleteCheckout(db: Executor, id: string): Promise<void> {
  await db('billing_checkouts').where({ id, status: 'pending' }).delete();
}

export async function completeCheckout(db: Executor, id: string, now: string): Promise<void> {
  await db('billing_checkouts').where({ id, status: 'pending' }).update({ status: 'completed', completed_at: now });
}

export interface WebhookEventRow {
  id: string;
  type: string;
  event_created_at: number;
  outcome: 'applied' | 'stale' | 'ignored' | 'unknown';
  provider_ref: string | null;
  user_id: string | null;
  payload: string;
  received_at: string;
}

/** Stores an event by its id; false when that id is already stored (a redelivery). */
export async function insertWebhookEvent(db: Executor, row: WebhookEventRow): Promise<boolean> {
  const inserted = (await db('billing_webhook_events').insert(row).onConflict('id').ignore().returning('id')) as unknown[];
  return inserted.length > 0;
}

/** Whom a stored event was about, if anyone. */
export async function findWebhookUser(db: Executor, id: string): Promise<string | null> {
  const row = (await db('billing_webhook_events').where({ id }).first('user_id')) as Row | undefined;
  return text(row?.user_id);
}

export async function setWebhookOutcome(db: Executor, id: string, fields: Pick<WebhookEventRow, 'outcome' | 'provider_ref' | 'user_id'>): Promise<void> {
  await db('billing_webhook_events').where({ id }).update(fields);
}

export async function listWebhookEvents(db: Executor): Promise<{ id: string; type: string; outcome: string; provider_ref: string | null }[]> {
  const rows = (await db('billing_webhook_events').orderBy('event_created_at').select('id', 'type', 'outcome', 'provider_ref')) as Row[];
  return rows.map((row) => ({ id: String(row.id), type: String(row.type), outcome: String(row.outcome), provider_ref: text(row.provider_ref) }));
}

const countOf = (row: unknown): number => Number((row as { count?: unknown } | undefined)?.count ?? 0);

/** What the usage card counts: owned projects (and how many are private), the largest team among them, exports made. */
export async function readUsage(db: Executor, userId: string): Promise<{ projects: number; privateProjects: number; largestTeam: number; exports: number }> {
  const [projects, privateProjects, team, exports] = await Promise.all([
    db('projects').where({ user_id: userId }).count({ count: '*' }).first(),
    db('projects').where({ user_id: userId, is_public: false }).count({ count: '*' }).first(),
    db('project_members as pm')
      .join('projects as p', 'p.id', 'pm.project_id')
      .where('p.user_id', userId)
      .groupBy('pm.project_id')
      .select('pm.project_id')
      .count({ count: '*' })
      .orderBy('count', 'desc')
      .first(),
    db('exports').where({ user_id: userId }).count({ count: '*' }).first(),
  ]);
  return { projects: countOf(projects), privateProjects: countOf(privateProjects), largestTeam: countOf(team), exports: countOf(exports) };
}
