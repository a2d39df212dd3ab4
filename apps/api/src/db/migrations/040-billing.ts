import type { Knex } from 'knex';
import { jsonColumn, timestampColumn } from '../columns.ts';

/**
 * Billing (issue 7). Creem is the merchant of record: it keeps cards and
 * invoices; we keep who its customer is, the checkouts we started, each
 * subscription's (or one-time purchase's) state as its webhooks report it,
 * and every webhook event by id (applied once, in order).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('billing_customers', (table) => {
    table.string('user_id', 36).primary().references('id').inTable('users').onDelete('CASCADE');
    table.string('provider_customer_id', 100).notNullable().unique();
    table.string('email', 320).nullable();
    timestampColumn(table, 'created_at').notNullable();
    timestampColumn(table, 'updated_at').notNullable();
  });

  await db.schema.createTable('billing_checkouts', (table) => {
    /** Ours; sent to Creem as the checkout's request_id. */
    table.string('id', 36).primary();
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.string('plan', 32).notNullable();
    table.string('product_id', 100).notNullable();
    table.string('provider_checkout_id', 100).nullable().unique();
    table.string('checkout_url', 2000).nullable();
    /** pending, then completed (its checkout.completed webhook arrived). */
    table.string('status', 16).notNullable();
    timestampColumn(table, 'created_at').notNullable();
    timestampColumn(table, 'completed_at').nullable();
    table.index(['user_id', 'created_at']);
  });

  await db.schema.createTable('billing_subscriptions', (table) => {
    table.string('id', 36).primary();
    table.string('user_id', 36).notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** Creem's subscription id, or the order id of a one-time purchase (the lifetime pass). */
    table.string('provider_ref', 100).notNullable().unique();
    /** recurring or onetime. */
    table.string('kind', 16).notNullable();
    table.string('provider_customer_id', 100).nullable();
    table.string('product_id', 100).notNullable();
    table.string('plan', 32).notNullable();
    /** active, trialing, past_due, paused, scheduled_cancel, canceled, unpaid, expired or refunded. */
    table.string('status', 32).notNullable();
    timestampColumn(table, 'current_period_start').nullable();
    timestampColumn(table, 'current_period_end').nullable();
    table.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    timestampColumn(table, 'canceled_at').nullable();
    /** The created_at (ms) of the newest event applied: an older one arriving late is stale. */
    table.bigInteger('last_event_at').nullable();
    table.string('license_key_id', 100).nullable();
    table.string('license_key', 200).nullable();
    table.string('license_instance_id', 100).nullable();
    table.string('license_status', 16).nullable();
    timestampColumn(table, 'license_checked_at').nullable();
    timestampColumn(table, 'created_at').notNullable();
    timestampColumn(table, 'updated_at').notNullable();
    table.index(['user_id']);
  });

  await db.schema.createTable('billing_webhook_events', (table) => {
    /** Creem's event id: a redelivered event finds its row and changes nothing. */
    table.string('id', 100).primary();
    table.string('type', 64).notNullable();
    /** The event's own created_at (ms since the epoch). */
    table.bigInteger('event_created_at').notNullable();
    /** applied, stale (older than what was applied), ignored (nothing to change) or unknown (a type we do not handle). */
    table.string('outcome', 16).notNullable();
    table.string('provider_ref', 100).nullable();
    table.string('user_id', 36).nullable().references('id').inTable('users').onDelete('SET NULL');
    jsonColumn(db, table, 'payload').notNullable();
    timestampColumn(table, 'received_at').notNullable();
    table.index(['provider_ref']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('billing_webhook_events');
  await db.schema.dropTable('billing_subscriptions');
  await db.schema.dropTable('billing_checkouts');
  await db.schema.dropTable('billing_customers');
}
