import { FUTURE_TOLERANCE_MS, MAX_EVENT_AGE_MS, type EventBatch } from '@kitsmith/contract';
import { z } from 'zod';
import { checkInput } from '../http/validate.ts';

/** `occurred_at` as the server's clock sees it: at most 5 minutes ahead, at most 7 days back. */
function eventTimesSchema(now: Date) {
  const occurredAt = z.string().superRefine((value, ctx) => {
    const at = new Date(value).getTime();
    const current = now.getTime();
    if (at > current + FUTURE_TOLERANCE_MS) {
      ctx.addIssue({ code: 'custom', message: 'must not be more than 5 minutes in the future; check the device clock' });
    } else if (at < current - MAX_EVENT_AGE_MS) {
      ctx.addIssue({ code: 'custom', message: 'must not be more than 7 days in the past' });
    }
  });
  return z.object({ events: z.array(z.object({ occurred_at: occurredAt.optional() })) });
}

/** Refuses a batch (422, like any invalid body) holding an event dated too far ahead or back for the server's clock. */
export function checkEventTimes(batch: EventBatch, now: Date): void {
  checkInput(eventTimesSchema(now), batch, 'body');
}
