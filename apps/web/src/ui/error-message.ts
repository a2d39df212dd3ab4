import { ApiClientError, CLIENT_ERROR_CODES } from '@kitsmith/client';

/**
 * What to show for a failed call. The server's message says what happened and
 * what to do, so it wins; without an answer, `fallback` (one of the spec's
 * "Failed to ..." texts) with a next step.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError) {
    if (error.status > 0) return error.message;
    if (error.code === CLIENT_ERROR_CODES.network) return `${fallback}: the server could not be reached. Check your connection and try again.`;
    if (error.code === CLIENT_ERROR_CODES.timeout) return `${fallback}: the request timed out. Try again.`;
  }
  return `${fallback}. Try again.`;
}

/** The server's error code (PLAN_LIMIT, WRONG_PASSWORD, ...), or undefined for anything else. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiClientError && error.status > 0 ? error.code : undefined;
}
