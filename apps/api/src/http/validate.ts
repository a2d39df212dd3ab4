import type { Context } from 'koa';
import type { z } from 'zod';
import { invalid } from './errors.ts';

function check<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || where,
    message: issue.message,
  }));
  const summary = details.map((detail) => `${detail.field}: ${detail.message}`).join('; ');
  throw invalid(`Invalid ${where}: ${summary}`, details);
}

export const parseBody = <T extends z.ZodType>(ctx: Context, schema: T): z.infer<T> =>
  check(schema, (ctx.request as { body?: unknown }).body ?? {}, 'body');
export const parseQuery = <T extends z.ZodType>(ctx: Context, schema: T): z.infer<T> => check(schema, ctx.query, 'query');
export const parseParams = <T extends z.ZodType>(ctx: Context, schema: T): z.infer<T> =>
  check(schema, (ctx as { params?: unknown }).params ?? {}, 'path');
