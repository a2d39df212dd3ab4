import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '@kitsmith/core';
import type { Context } from 'koa';
import type { z } from 'zod';
import { invalid } from './errors.ts';

function refuse(where: string, details: { field: string; message: string }[]): never {
  const summary = details.map((detail) => `${detail.field}: ${detail.message}`).join('; ');
  throw invalid(`Invalid ${where}: ${summary}`, details);
}

/**
 * The one input boundary: every route's path parameters, query and body pass
 * here. Text no database can store (NUL, a lone surrogate) is refused first,
 * whatever the schema says, so it never reaches a query; then the schema.
 */
export function checkInput<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const unstorable = findUnstorableText(value);
  if (unstorable) refuse(where, [{ field: unstorable.map(String).join('.') || where, message: UNSTORABLE_TEXT_MESSAGE }]);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  refuse(
    where,
    result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.') || where, message: issue.message })),
  );
}

export const parseBody = <T extends z.ZodType>(ctx: Context, schema: T): z.infer<T> =>
  checkInput(schema, (ctx.request as { body?: unknown }).body ?? {}, 'body');
export const parseQuery = <T extends z.ZodType>(ctx: Context, schema: T): z.infer<T> => checkInput(schema, ctx.query, 'query');
export const parseParams = <T extends z.ZodType>(ctx: Context, schema: T): z.infer<T> =>
  checkInput(schema, (ctx as { params?: unknown }).params ?? {}, 'path');
