/** An error the caller can act on: a status, a stable code and a message a person understands. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, details?: unknown, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }
}

export const badRequest = (message: string, details?: unknown) => new ApiError(400, 'BAD_REQUEST', message, details);
export const invalid = (message: string, details?: unknown) => new ApiError(422, 'VALIDATION_FAILED', message, details);
export const unauthorized = (message = 'Sign in to continue.') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new ApiError(403, code, message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details?: unknown, code = 'CONFLICT') => new ApiError(409, code, message, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
export const notImplemented = (message: string) => new ApiError(501, 'NOT_IMPLEMENTED', message);
