import type { Creem } from 'creem';
import { CreemError, HTTPClientError, ResponseValidationError, SDKValidationError } from 'creem/models/errors';
import type { Logger } from 'pino';
import { ApiError } from '../http/errors.ts';

/** The one error a failed call to Creem becomes: a 502 that says what failed, after which nothing has changed. */
export const PROVIDER_ERROR = 'PROVIDER_ERROR';

/** Creem's own words from an error body (`{message: [...]}` or `{message: '...'}`), when it has some. */
function creemMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    const message = Array.isArray(parsed.message) ? parsed.message.filter((part) => typeof part === 'string').join('; ') : parsed.message;
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // not JSON: fall back to the status
  }
  return undefined;
}

function reasonOf(error: unknown): { reason: string; status: number | undefined } {
  if (error instanceof CreemError && !(error instanceof ResponseValidationError)) {
    const said = creemMessage(error.body);
    if (error.statusCode === 429) return { reason: 'it is receiving too many requests right now', status: 429 };
    if (error.statusCode >= 500) return { reason: `it had a problem on its side (HTTP ${error.statusCode})`, status: error.statusCode };
    return { reason: said ?? `it refused the request (HTTP ${error.statusCode})`, status: error.statusCode };
  }
  if (error instanceof ResponseValidationError) return { reason: 'its answer could not be read', status: undefined };
  if (error instanceof SDKValidationError) return { reason: 'the request was not valid (Input validation failed)', status: undefined };
  if (error instanceof HTTPClientError) return { reason: `it could not be reached (${error.message})`, status: undefined };
  return { reason: 'the call failed', status: undefined };
}

/** A failed call as the 502 the caller answers: what could not be done, and that nothing changed. */
function providerError(error: unknown, logger: Logger, what: string): ApiError {
  const { reason, status } = reasonOf(error);
  logger.warn({ err: error, what, providerStatus: status }, 'Creem call failed');
  return new ApiError(
    502,
    PROVIDER_ERROR,
    `The payment provider could not ${what}: ${reason}. Nothing was changed; please try again in a moment.`,
    status === undefined ? undefined : { provider_status: status },
  );
}

/**
 * Runs one SDK call. The SDK retries 429 and 5xx answers with backoff; a
 * failure that remains is logged and raised as 502 PROVIDER_ERROR naming
 * what could not be done. Callers change our state only after success.
 */
export async function callCreem<T>(creem: Creem, logger: Logger, what: string, call: (client: Creem) => Promise<T>): Promise<T> {
  try {
    return await call(creem);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw providerError(error, logger, what);
  }
}

/** Creem's answer to a change: as the SDK read it, or (beyond the SDK's schema) the raw JSON. */
export type ChangeAnswer<T> = { readable: true; value: T } | { readable: false; raw: unknown };

/**
 * Runs one SDK call that changes something at Creem. An answer the SDK cannot
 * read (a status its enums lack, such as `incomplete`) came with a 2xx: Creem
 * made the change, so it is not our 502 "Nothing was changed" but an
 * unreadable answer the caller reconciles (it reads the object again; the
 * webhook that follows settles the state). Other failures are 502 as in
 * `callCreem`.
 */
export async function changeAtCreem<T>(creem: Creem, logger: Logger, what: string, call: (client: Creem) => Promise<T>): Promise<ChangeAnswer<T>> {
  try {
    return { readable: true, value: await call(creem) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof ResponseValidationError && error.statusCode >= 200 && error.statusCode < 300) {
      logger.warn({ err: error, what }, 'Creem made the change, but the SDK could not read its answer: reconciling');
      return { readable: false, raw: error.rawValue };
    }
    throw providerError(error, logger, what);
  }
}
