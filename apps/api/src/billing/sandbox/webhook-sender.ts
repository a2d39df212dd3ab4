import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import { sandboxId } from './sandbox-store.ts';

/** Creem retries a failed delivery after 30 s, 1 min, 5 min and 1 h (docs: Webhooks, introduction), then gives up. */
export const CREEM_RETRY_SCHEDULE_MS: readonly number[] = [30_000, 60_000, 5 * 60_000, 60 * 60_000];

/** Delivers one signed event; answers the HTTP status (0 when nothing answered). */
export type WebhookTransport = (body: string, headers: Record<string, string>) => Promise<number>;

export interface DeliveryAttempt {
  at: string;
  status: number;
  /** A control call's redelivery rather than the schedule. */
  manual: boolean;
}

export interface SentEvent {
  id: string;
  type: string;
  createdAt: number;
  body: string;
  /** pending (first attempt or a retry due), delivered, failed (schedule exhausted) or held (delivery paused). */
  state: 'pending' | 'delivered' | 'failed' | 'held';
  attempts: DeliveryAttempt[];
}

/** `creem-signature`: HMAC-SHA256 of the raw body with the webhook secret, hex (docs: Verify webhook requests). */
export function signWebhookBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function shuffled<T>(items: T[], seed: number): T[] {
  // mulberry32: a seeded order, so a test that shuffles can be replayed.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Sends the sandbox's events as Creem does: signed, retried on any answer but
 * a 2xx with Creem's schedule (multiplied by `scale`, tiny in tests), never
 * in a guaranteed order. Timers are unref'd and `stop()` clears them.
 */
export class WebhookSender {
  readonly events: SentEvent[] = [];
  #hold = false;
  #timers = new Set<NodeJS.Timeout>();
  #inFlight = 0;
  #waiters: (() => void)[] = [];
  #stopped = false;

  constructor(
    private readonly options: {
      secret: () => string;
      transport: () => WebhookTransport;
      scale: () => number;
      logger: Logger;
      clock: () => Date;
    },
  ) {}

  /** Queues a new event and (unless held) sends it. */
  emit(type: string, object: unknown, createdAt: number): SentEvent {
    const id = sandboxId('evt');
    const body = JSON.stringify({ id, eventType: type, created_at: createdAt, object });
    const event: SentEvent = { id, type, createdAt, body, state: this.#hold ? 'held' : 'pending', attempts: [] };
    this.events.push(event);
    if (!this.#hold) this.#schedule(event, 0);
    return event;
  }

  /** Holds every new event until `release` (to deliver them in another order). */
  hold(): void {
    this.#hold = true;
  }

  /** Sends the held events in `order`, one after the other or all at once; delivery goes back to immediate. */
  async release(order: 'fifo' | 'reverse' | 'shuffle', seed = Date.now(), concurrent = false): Promise<string[]> {
    this.#hold = false;
    const held = this.events.filter((event) => event.state === 'held');
    const sequence = order === 'fifo' ? held : order === 'reverse' ? [...held].reverse() : shuffled(held, seed);
    for (const event of sequence) event.state = 'pending';
    if (concurrent) await Promise.all(sequence.map((event) => this.#attempt(event)));
    else for (const event of sequence) await this.#attempt(event);
    this.#notify();
    return sequence.map((event) => event.id);
  }

  /** Sends an event again `times` times (as Creem's "resend"), all at once or one after the other; answers the statuses. */
  async redeliver(eventId: string, times: number, concurrent: boolean): Promise<number[] | undefined> {
    const event = this.events.find((candidate) => candidate.id === eventId);
    if (!event) return undefined;
    const statuses: number[] = [];
    if (concurrent) statuses.push(...(await Promise.all(Array.from({ length: times }, () => this.#send(event, true)))));
    else for (let index = 0; index < times; index += 1) statuses.push(await this.#send(event, true));
    this.#notify();
    return statuses;
  }

  /** Resolves once nothing is being sent and no retry is waiting. */
  settled(): Promise<void> {
    if (this.#idle()) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Forgets every event and cancels every pending delivery (control call: reset). */
  clear(): void {
    this.#clearTimers();
    this.events.length = 0;
    this.#hold = false;
    this.#notify();
  }

  stop(): void {
    this.#stopped = true;
    this.#clearTimers();
    this.#notify();
  }

  #clearTimers(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  #idle(): boolean {
    return this.#inFlight === 0 && this.#timers.size === 0;
  }

  #notify(): void {
    if (!this.#idle() && !this.#stopped) return;
    for (const resolve of this.#waiters.splice(0)) resolve();
  }

  #schedule(event: SentEvent, delayMs: number): void {
    if (this.#stopped) return;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      void this.#attempt(event).finally(() => this.#notify());
    }, delayMs);
    timer.unref();
    this.#timers.add(timer);
  }

  async #attempt(event: SentEvent): Promise<void> {
    const status = await this.#send(event, false);
    if (status >= 200 && status < 300) {
      event.state = 'delivered';
      return;
    }
    const retries = event.attempts.filter((attempt) => !attempt.manual).length - 1;
    const next = CREEM_RETRY_SCHEDULE_MS[retries];
    if (next === undefined) {
      event.state = 'failed';
      this.options.logger.warn({ event: event.id, type: event.type }, 'sandbox webhook: gave up after Creem’s retry schedule');
      return;
    }
    this.#schedule(event, next * this.options.scale());
  }

  async #send(event: SentEvent, manual: boolean): Promise<number> {
    if (this.#stopped) return 0;
    this.#inFlight += 1;
    let status: number;
    try {
      const headers = { 'content-type': 'application/json', 'creem-signature': signWebhookBody(event.body, this.options.secret()) };
      status = await this.options.transport()(event.body, headers);
    } catch (error) {
      this.options.logger.debug({ err: error, event: event.id }, 'sandbox webhook: delivery failed');
      status = 0;
    } finally {
      this.#inFlight -= 1;
    }
    event.attempts.push({ at: this.options.clock().toISOString(), status, manual });
    if (manual && status >= 200 && status < 300 && event.state === 'failed') event.state = 'delivered';
    // No #notify here: a failed attempt schedules its retry after this returns.
    return status;
  }
}
