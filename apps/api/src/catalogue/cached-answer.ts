import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { sendSerialized, type SerializedAnswer } from '../http/send-cached.ts';

/** A success envelope serialized once, with its strong ETag. */
export type CachedAnswer = SerializedAnswer;

/** Browsers and proxies may reuse an answer for an hour, then revalidate it with its ETag. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=3600';

export function serializeAnswer(data: unknown): CachedAnswer {
  const body = JSON.stringify({ success: true, data });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag };
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
/** Writes a cached answer, or a bodiless 304 when the caller already holds it. */
export function sendCachedAnswer(ctx: Context, answer: CachedAnswer): void {
  sendSerialized(ctx, answer, CATALOGUE_CACHE_CONTROL);
}

/**
 * Serialized answers by key. The catalogue never changes while the server
 * runs, so entries never go stale; the caps only bound memory against callers
 * sending endless distinct queries (the oldest entries go first).
 */
export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #maxEntries: number;
  readonly #maxChars: number;
  #chars = 0;

  constructor({ maxEntries = 500, maxChars = 32 * 1024 * 1024 }: { maxEntries?: number; maxChars?: number } = {}) {
    this.#maxEntries = maxEntries;
    this.#maxChars = maxChars;
  }

  get(key: string, build: () => unknown): CachedAnswer {
    const cached = this.#entries.get(key);
    if (cached) return cached;
    const answer = serializeAnswer(build());
    this.#chars += answer.body.length;
    this.#entries.set(key, answer);
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#chars <= this.#maxChars) break;
      if (oldestKey === key) break;
      this.#entries.delete(oldestKey);
      this.#chars -= oldest.body.length;
    }
    return answer;
  }

  get size(): number {
    return this.#entries.size;
  }
}
