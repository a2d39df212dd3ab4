import { z } from 'zod';
import { json, match, parse, readJson } from './http-kit.ts';
import type { SandboxEngine } from './sandbox-engine.ts';
import { SandboxError } from './sandbox-error.ts';
import type { SandboxStore } from './sandbox-store.ts';
import type { WebhookSender } from './webhook-sender.ts';

/**
 * Control calls for tests and local trials (not part of Creem's API), under
 * `/control/`: reset, move the clock, fail payments (and fix them), refund,
 * hold and shuffle or redeliver webhooks, inject 429/5xx answers or answers
 * with a status the SDK does not know, and read what happened.
 */

export interface Fault {
  method: string | undefined;
  path: string;
  status: number;
  remaining: number;
  retryAfterMs: number | undefined;
}

/** The next `remaining` answers to matching calls report `status` instead of the real one (a status the SDK's enums lack, such as `incomplete`); the call itself happens. */
export interface AnswerOverride {
  method: string | undefined;
  path: string;
  status: string;
  remaining: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  at: string;
}

export interface ControlContext {
  store: SandboxStore;
  engine: SandboxEngine;
  webhooks: WebhookSender;
  faults: Fault[];
  answers: AnswerOverride[];
  requests: LoggedRequest[];
  settings: { retryScale: number };
  reset: () => void;
}

const advanceBody = z
  .object({
    ms: z.number().int().min(0).optional(),
    minutes: z.number().min(0).optional(),
    hours: z.number().min(0).optional(),
    days: z.number().min(0).max(3660).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'give ms, minutes, hours or days');
const redeliverBody = z.object({ times: z.number().int().min(1).max(500).default(1), concurrent: z.boolean().default(false) });
const deliveryBody = z.object({ mode: z.enum(['hold', 'immediate']) });
const releaseBody = z.object({
  order: z.enum(['fifo', 'reverse', 'shuffle']).default('shuffle'),
  seed: z.number().int().optional(),
  concurrent: z.boolean().default(false),
});
const faultBody = z.object({
  path: z.string().startsWith('/v1/'),
  method: z.enum(['GET', 'POST']).optional(),
  status: z.union([z.literal(429), z.literal(500), z.literal(502), z.literal(503), z.literal(504)]),
  times: z.number().int().min(1).max(100).default(1),
  retry_after_ms: z.number().int().min(0).max(60_000).optional(),
});
const answerBody = z.object({
  path: z.string().startsWith('/v1/'),
  method: z.enum(['GET', 'POST', 'DELETE']).optional(),
  status: z.string().regex(/^[a-z_]{1,40}$/, 'must be a status word such as incomplete'),
  times: z.number().int().min(1).max(100).default(1),
});
const failuresBody = z.object({ failing: z.boolean(), charge_now: z.boolean().default(false) });
const refundBody = z.object({ amount: z.number().int().min(1).optional() });
const settingsBody = z.object({ retry_scale: z.number().min(0).max(10) });

function state(store: SandboxStore) {
  return {
    now: store.now().toISOString(),
    customers: [...store.customers.values()],
    checkouts: [...store.checkouts.values()],
    subscriptions: [...store.subscriptions.values()],
    transactions: [...store.transactions.values()],
    licenses: [...store.licenses.values()],
  };
}

export async function answerControlCall(context: ControlContext, request: Request, path: string): Promise<Response | undefined> {
  const { store, engine, webhooks } = context;
  const method = request.method;
  let params: Record<string, string> | undefined;
  if (method === 'POST' && path === '/control/reset') {
    context.reset();
    return json(200, { reset: true, now: store.now().toISOString() });
  }
  if (method === 'GET' && path === '/control/state') return json(200, state(store));
  if (method === 'POST' && path === '/control/clock/advance') {
    const body = parse(advanceBody, await readJson(request));
    const ms = (body.ms ?? 0) + ((body.minutes ?? 0) * 60 + (body.hours ?? 0) * 3600 + (body.days ?? 0) * 86_400) * 1000;
    const before = webhooks.events.length;
    engine.advance(Math.round(ms));
    return json(200, { now: store.now().toISOString(), events: webhooks.events.slice(before).map(({ id, type }) => ({ id, type })) });
  }
  if (method === 'POST' && path === '/control/clock/tick') {
    // The server's own clock moved (tests inject one): run what fell due, without moving sandbox time further.
    const before = webhooks.events.length;
    engine.advance(0);
    return json(200, { now: store.now().toISOString(), events: webhooks.events.slice(before).map(({ id, type }) => ({ id, type })) });
  }
  if (method === 'GET' && path === '/control/events') {
    return json(200, webhooks.events.map(({ id, type, createdAt, state: delivery, attempts }) => ({ id, type, created_at: createdAt, state: delivery, attempts })));
  }
  if (method === 'POST' && (params = match('/control/events/:id/redeliver', path))) {
    const body = parse(redeliverBody, await readJson(request));
    const statuses = await webhooks.redeliver(params.id ?? '', body.times, body.concurrent);
    if (!statuses) throw new SandboxError(404, 'Event not found');
    return json(200, { statuses });
  }
  if (method === 'POST' && path === '/control/delivery') {
    const body = parse(deliveryBody, await readJson(request));
    if (body.mode === 'hold') webhooks.hold();
    else await webhooks.release('fifo');
    return json(200, { mode: body.mode });
  }
  if (method === 'POST' && path === '/control/events/release') {
    const body = parse(releaseBody, await readJson(request));
    return json(200, { order: await webhooks.release(body.order, body.seed, body.concurrent) });
  }
  if (method === 'POST' && path === '/control/settle') {
    await webhooks.settled();
    return json(200, { settled: true });
  }
  if (method === 'POST' && path === '/control/faults') {
    const body = parse(faultBody, await readJson(request));
    context.faults.push({ method: body.method, path: body.path, status: body.status, remaining: body.times, retryAfterMs: body.retry_after_ms });
    return json(200, { faults: context.faults });
  }
  if (method === 'DELETE' && path === '/control/faults') {
    context.faults.length = 0;
    return json(200, { faults: [] });
  }
  if (method === 'POST' && path === '/control/answers') {
    const body = parse(answerBody, await readJson(request));
    context.answers.push({ method: body.method, path: body.path, status: body.status, remaining: body.times });
    return json(200, { answers: context.answers });
  }
  if (method === 'DELETE' && path === '/control/answers') {
    context.answers.length = 0;
    return json(200, { answers: [] });
  }
  if (method === 'GET' && path === '/control/requests') return json(200, context.requests);
  if (method === 'POST' && (params = match('/control/subscriptions/:id/payment-failures', path))) {
    const body = parse(failuresBody, await readJson(request));
    return json(200, engine.setFailingPayments(params.id ?? '', body.failing, { chargeNow: body.charge_now }));
  }
  if (method === 'POST' && (params = match('/control/transactions/:id/refund', path))) {
    const body = parse(refundBody, await readJson(request));
    return json(200, engine.refund(params.id ?? '', body.amount));
  }
  if (method === 'POST' && path === '/control/settings') {
    const body = parse(settingsBody, await readJson(request));
    context.settings.retryScale = body.retry_scale;
    return json(200, { retry_scale: context.settings.retryScale });
  }
  if (path.startsWith('/control/')) throw new SandboxError(404, `No control call ${method} ${path}`);
  return undefined;
}
