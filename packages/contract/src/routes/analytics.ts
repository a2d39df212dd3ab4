import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';

export const MAX_EVENTS_PER_BATCH = 50;
export const MAX_PROPERTIES = 20;
export const MAX_PROPERTY_VALUE_LENGTH = 200;
/** The request body of one batch may be at most this many bytes (413 above it, before it is parsed). */
export const MAX_BATCH_BYTES = 64 * 1024;
/** Batches one client address may send an hour without signing in. */
export const ANONYMOUS_BATCHES_PER_HOUR = 120;
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
export const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const MAX_RANGE_DAYS = 366;

export const eventNameSchema = z
  .string({ error: 'must be a text such as project.created' })
  .min(1, 'must not be empty')
  .max(64, 'must be at most 64 characters')
  .regex(/^[a-z0-9_.]+$/, 'may hold only lower-case letters, digits, _ and ., such as project.created');

const propertyValueSchema = z.union(
  [
    z.string().max(MAX_PROPERTY_VALUE_LENGTH, `must be at most ${MAX_PROPERTY_VALUE_LENGTH} characters`),
    z.number(),
    z.boolean(),
  ],
  { error: 'must be a string, a number or a boolean' },
);

const propertiesSchema = z
  .record(z.string(), propertyValueSchema, { error: 'must be an object of names to strings, numbers or booleans' })
  .superRefine((properties, ctx) => {
    const keys = Object.keys(properties);
    if (keys.length > MAX_PROPERTIES)
      ctx.addIssue({ code: 'custom', message: `may hold at most ${MAX_PROPERTIES} properties` });
    for (const key of keys) {
      if (key.length === 0 || key.length > 64) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'property names must be 1 to 64 characters long' });
      }
    }
  });

const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date and time with a zone, such as 2026-11-21T12:00:00Z',
});

/** A batch of events; the API also checks each `occurred_at` against its clock (at most 5 minutes ahead, 7 days back). */
export const eventBatchSchema = z.object({
  events: z
    .array(
      z.object({
        name: eventNameSchema,
        properties: propertiesSchema.optional(),
        occurred_at: isoDateTimeSchema.optional(),
      }),
      { error: 'must be a list of events, such as [{"name": "project.created"}]' },
    )
    .min(1, 'send at least one event')
    .max(MAX_EVENTS_PER_BATCH, `send at most ${MAX_EVENTS_PER_BATCH} events per batch`),
});
export type EventBatch = z.infer<typeof eventBatchSchema>;

/** A day (`2026-11-21`, the whole UTC day) or an instant (`2026-11-21T12:00:00Z`). */
const rangeBoundSchema = z.union([z.iso.date(), isoDateTimeSchema], {
  error: 'must be a date such as 2026-11-21, or an ISO 8601 date and time such as 2026-11-21T12:00:00Z',
});

export const analyticsQuerySchema = z.object({
  from: rangeBoundSchema.optional(),
  to: rangeBoundSchema.optional(),
  name: eventNameSchema.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const acceptedResponseSchema = z.object({ accepted: z.number().int() });

export const analyticsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  name: z.string().nullable(),
  total: z.number().int(),
  by_name: z.array(z.object({ name: z.string(), count: z.number().int() })),
  by_day: z.array(z.object({ date: z.string(), count: z.number().int() })),
});
export type AnalyticsSummary = z.infer<typeof analyticsResponseSchema>;

const tag = 'Analytics';
const at = routePaths.analytics;

/** Product analytics: batched events from the apps (signed in or not), and each user's own figures. */
export const analyticsContracts = {
  track: defineRoute(at.track, {
    summary: `Record a batch of 1 to ${MAX_EVENTS_PER_BATCH} analytics events (a body of at most ${MAX_BATCH_BYTES / 1024} KB; anonymous callers ${ANONYMOUS_BATCHES_PER_HOUR} batches an hour)`,
    tag,
    auth: 'optional',
    body: eventBatchSchema,
    bodyLimit: MAX_BATCH_BYTES,
    response: acceptedResponseSchema,
    status: 202,
    errors: ['PAYLOAD_TOO_LARGE'],
  }),
  summary: defineRoute(at.summary, {
    summary: 'The caller’s own event counts per name, per day and in total',
    tag,
    auth: 'required',
    query: analyticsQuerySchema,
    response: analyticsResponseSchema,
  }),
};
