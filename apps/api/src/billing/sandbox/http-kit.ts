import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { SandboxError } from './sandbox-error.ts';

/** Small helpers for the sandbox's fetch-style handlers (Request in, Response out). */

export const jsonText = (status: number, text: string, headers: Record<string, string> = {}): Response =>
  new Response(text, { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });

export const json = (status: number, body: unknown): Response => jsonText(status, JSON.stringify(body));

export const html = (status: number, markup: string): Response =>
  new Response(markup, { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });

export const redirect = (location: string): Response => new Response(null, { status: 303, headers: { location } });

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** An error as Creem's API answers one. */
export function creemError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return jsonText(status, JSON.stringify({ trace_id: randomUUID(), status, error: reasons[status] ?? 'Error', message: [message] }), headers);
}

export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SandboxError(400, 'The body is not valid JSON');
  }
}

export async function readForm(request: Request): Promise<URLSearchParams> {
  return new URLSearchParams(await request.text());
}

/** Parses with zod; a mismatch is Creem's 400. */
export function parse<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new SandboxError(400, result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '));
}

/** `/a/:id/b` against a path: the named parts, or undefined. */
export function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index] ?? '';
    const actual = got[index] ?? '';
    if (part.startsWith(':')) {
      if (!actual) return undefined;
      params[part.slice(1)] = decodeURIComponent(actual);
    } else if (part !== actual) {
      return undefined;
    }
  }
  return params;
}

export { escapeHtml } from '../../http/escape-html.ts';
