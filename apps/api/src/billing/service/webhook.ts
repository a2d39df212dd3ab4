import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@kitsmith/core';
import { verifyWebhookSignature } from 'creem/webhooks';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../http/errors.ts';
import { applyEvent, type Outcome } from '../apply-event.ts';
import { findWebhookUser, insertWebhookEvent, setWebhookOutcome } from '../queries.ts';
import type { BillingRuntime } from '../runtime.ts';
import { cancelSubscriptionsTheLifetimePassReplaces } from './subscription.ts';
import { parseWebhookEvent, webhookEnvelopeSchema } from '../webhook-event.ts';

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface WebhookReceipt {
  id: string;
  type: string;
  /** A redelivery of an event already stored: nothing was changed. */
  duplicate: boolean;
  outcome: Outcome;
}

export const invalidSignature = () =>
  new ApiError(401, 'INVALID_SIGNATURE', 'The creem-signature header does not match this body and the webhook secret.');

/**
 * POST /v1/webhooks/creem: verifies the signature over the raw body, stores
 * the event by its id and applies it in the same transaction. A redelivered
 * event finds its row and changes nothing; an event older than what was
 * applied is stored as stale; an unknown type is stored and acknowledged. Our
 * own failure rolls everything back and surfaces as a 500, so Creem retries.
 * Once an event about a user is stored, a subscription their Lifetime Pass
 * replaces is canceled with Creem.
 */
export async function receiveCreemWebhook(deps: Deps, runtime: BillingRuntime, rawBody: string | undefined, headers: WebhookHeaders): Promise<WebhookReceipt> {
  if (!rawBody) throw invalidSignature();
  try {
    await verifyWebhookSignature(rawBody, headers, runtime.webhookSecret);
  } catch {
    throw invalidSignature();
  }
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody);
  } catch {
    throw new ApiError(400, 'INVALID_WEBHOOK', 'The webhook body is not JSON.');
  }
  // Signed, but text no database stores would fail the insert on every delivery: refused once, like any input.
  const unstorable = findUnstorableText(payload);
  if (unstorable) throw new ApiError(400, 'INVALID_WEBHOOK', `The webhook body is not storable: ${unstorable.map(String).join('.')}: ${UNSTORABLE_TEXT_MESSAGE}`);
  const envelope = webhookEnvelopeSchema.safeParse({
    ...(typeof payload === 'object' && payload !== null ? payload : {}),
    eventType: (payload as { eventType?: unknown; type?: unknown } | null)?.eventType ?? (payload as { type?: unknown } | null)?.type,
  });
  if (!envelope.success) {
    throw new ApiError(400, 'INVALID_WEBHOOK', 'The webhook body is not a Creem event (it needs id, eventType, created_at and object).');
  }
  const event = envelope.data;
  const parsed = parseWebhookEvent(event.eventType, event.object);
  if (parsed.kind === 'unreadable') deps.logger.warn({ event: event.id, type: event.eventType, reason: parsed.reason }, 'Creem webhook: stored, not applied');
  const now = deps.config.now();
  const receipt = await deps.db.transaction(async (trx) => {
    const stored = await insertWebhookEvent(trx, {
      id: event.id,
      type: event.eventType,
      event_created_at: event.created_at,
      outcome: 'unknown',
      provider_ref: null,
      user_id: null,
      payload: rawBody,
      received_at: now.toISOString(),
    });
    if (!stored) return { id: event.id, type: event.eventType, duplicate: true, outcome: 'ignored' as const, userId: await findWebhookUser(trx, event.id) };
    runtime.testHooks.beforeApply?.(event.id);
    const applied = await applyEvent(trx, runtime, parsed, event.created_at, now);
    await setWebhookOutcome(trx, event.id, { outcome: applied.outcome, provider_ref: applied.ref, user_id: applied.userId });
    return { id: event.id, type: event.eventType, duplicate: false, outcome: applied.outcome, userId: applied.userId };
  });
  // After the commit, and on redeliveries too: a failure here answers 5xx, and Creem's next delivery tries again.
  if (receipt.userId) await cancelSubscriptionsTheLifetimePassReplaces(deps, runtime, receipt.userId);
  return { id: receipt.id, type: receipt.type, duplicate: receipt.duplicate, outcome: receipt.outcome };
}
