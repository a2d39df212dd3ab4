/** The last-resort message (spec section 8). */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';
export const TIMEOUT_MESSAGE = 'Request timed out';
export const ABORTED_MESSAGE = 'Request aborted by client';
/** Internal (spec section 8): a 401 with nothing to refresh with; the client signs out. */
export const NO_REFRESH_TOKEN_MESSAGE = 'No refresh token available';

/** Codes the client itself gives; every other code is the server's (`error.code` of the envelope). */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
  noRefreshToken: 'NO_REFRESH_TOKEN',
  unexpected: 'UNEXPECTED_ERROR',
} as const;

/**
 * A failed call: the HTTP `status` (0 when no answer came), a stable `code`,
 * the message to show (the server's error.message, else the transport's,
 * else 'An unexpected error occurred') and the server's `details`, if any.
 */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message || UNEXPECTED_ERROR_MESSAGE);
    this.name = 'ApiClientError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}
