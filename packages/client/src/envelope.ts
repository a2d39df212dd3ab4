import { ApiClientError, CLIENT_ERROR_CODES, UNEXPECTED_ERROR_MESSAGE } from './api-client-error.ts';

/** The wire shape of every JSON answer (spec section 7). */
type Envelope =
  | { success: true; data: unknown }
  | { success: false; error?: { code?: unknown; message?: unknown; details?: unknown } };

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The error a failed answer stands for: the server's code and message when it sent an envelope. */
export function errorFromEnvelope(status: number, body: unknown): ApiClientError {
  const error = isEnvelope(body) && !body.success ? body.error : undefined;
  const message = typeof error?.message === 'string' && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
  const code = typeof error?.code === 'string' && error.code ? error.code : CLIENT_ERROR_CODES.unexpected;
  return new ApiClientError(status, code, message, error?.details);
}

/**
 * `data` of a `{success: true, data}` answer with a 2xx status; anything else
 * (a non-2xx status, `success: false`, a body that is no envelope) raises.
 */
export async function unwrapEnvelope(response: Response): Promise<unknown> {
  const body = await readJson(response);
  if (response.ok && isEnvelope(body) && body.success) return body.data;
  throw errorFromEnvelope(response.status, body);
}

/** Raises for a failed answer that is not JSON data (a download); the body is the error envelope. */
export async function assertOk(response: Response): Promise<void> {
  if (!response.ok) throw errorFromEnvelope(response.status, await readJson(response));
}
