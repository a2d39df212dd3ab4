// Every text field of every route, in turn, gets text no database can store (a NUL character, a lone
// UTF-16 surrogate) inside an otherwise plausible request made from the route's own schemas. Whatever the
// field, the answer is a 422 naming it, on SQLite and on PostgreSQL (whose text and jsonb refuse such text).
import { allContracts, type RouteContract } from '@kitsmith/contract';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, describeEachDatabase } from '../test-support/test-app.ts';

type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
};

const jsonSchema = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

let counter = 0;
/** One plausible value for a schema: what a well-behaved client would send. */
function plausible(schema: JsonSchema, name = ''): unknown {
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return plausible(schema.anyOf.find((option) => option.type === 'string') ?? schema.anyOf[0] ?? {}, name);
  if ('default' in schema) return schema.default;
  switch (schema.type) {
    case 'string': {
      counter += 1;
      if (schema.format === 'email' || /email/.test(name)) return `someone${counter}@example.com`;
      if (schema.format === 'date-time') return '2026-11-21T12:00:00.000Z';
      if (schema.format === 'date') return '2026-11-21';
      if (schema.pattern) return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: counter })[0];
      return `plausible text ${counter}`.padEnd(schema.minLength ?? 0, 'x');
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items ?? {}, name));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [field, property] of Object.entries(schema.properties ?? {})) value[field] = plausible(property, field);
      if (typeof schema.additionalProperties === 'object') value.plausible_key = plausible(schema.additionalProperties);
      return value;
    }
    default:
      // Anything goes (a design config): text is one of the things it may hold.
      return 'plausible text';
  }
}

type Path = (string | number)[];

/** Where text sits in a value: every string, and every key of an object. */
function textPaths(value: unknown, path: Path = []): { path: Path; key: boolean }[] {
  if (typeof value === 'string') return [{ path, key: false }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => [{ path: [...path, name], key: true }, ...textPaths(item, [...path, name])]);
  }
  return [];
}

/** The text values of a query or of path parameters (their names are the route's own). */
const valuePaths = (value: unknown) => textPaths(value).filter((found) => !found.key);

/** `value` with the text at `path` (a string, or an object key) given `bad` in its middle. */
function poison(value: unknown, { path, key }: { path: Path; key: boolean }, bad: string): unknown {
  const spoil = (text: string) => `${text.slice(0, 1)}${bad}${text.slice(1)}`;
  const [head, ...rest] = path;
  if (head === undefined) return typeof value === 'string' ? spoil(value) : value;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? poison(item, { path: rest, key }, bad) : item));
  const entries = Object.entries(value as Record<string, unknown>).map(([name, item]): [string, unknown] => {
    if (name !== head) return [name, item];
    if (key && rest.length === 0) return [spoil(name), item];
    return [name, poison(item, { path: rest, key }, bad)];
  });
  return Object.fromEntries(entries);
}

const BAD_TEXT = [
  { label: 'NUL', text: '\u0000' },
  { label: 'lone high surrogate', text: '\ud800' },
  { label: 'lone low surrogate', text: '\udc00' },
] as const;

/** Every route's contract: the app serves exactly these (createApp refuses to start otherwise). */
const specs = allContracts;

/** A value sent as it is written, percent escapes and all. */
class Raw {
  constructor(readonly text: string) {}
}
const inUrl = (value: unknown): string => (value instanceof Raw ? value.text : encodeURIComponent(String(value)));

const fillPath = (path: string, params: Record<string, unknown>): string =>
  path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => inUrl(params[name] ?? 'x'));

interface Answer {
  status: number;
  body: { error?: { message?: string; details?: { field?: string; message?: string }[] } };
}

function expectRefused(label: string, answer: Answer, field: string): void {
  expect(answer.status, `${label} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(422);
  const named = answer.body.error?.details?.find((detail) => detail.field === field);
  expect(named?.message, `${label}: ${JSON.stringify(answer.body.error)}`).toBe('must not contain NUL characters or broken Unicode');
}

interface PlausibleRequest {
  spec: RouteContract;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

/** Every route that takes text somewhere, with a plausible request for it. */
const cases: PlausibleRequest[] = specs
  .map((spec) => ({
    spec,
    params: spec.params ? (plausible(jsonSchema(spec.params)) as Record<string, unknown>) : {},
    query: spec.query ? (plausible(jsonSchema(spec.query)) as Record<string, unknown>) : {},
    body: spec.body ? plausible(jsonSchema(spec.body)) : undefined,
  }))
  .filter(({ params, query, body }) => textPaths(body).length + valuePaths(query).length + valuePaths(params).length > 0);

describeEachDatabase('every text field of every route refuses text no database can store with a 422 naming it', (app) => {
  it('covers every route with a body, a query or path parameters that hold text', () => {
    const withText = cases.map(({ spec }) => spec);
    const withoutText = specs.filter((spec) => !withText.includes(spec) && (spec.params || spec.query || spec.body));
    // Those take numbers only.
    expect(withoutText.map((spec) => `${spec.method} ${spec.path}`)).toEqual(['get /billing/invoices']);
  });

  for (const { spec, params, query, body } of cases) {
    it(`${spec.method.toUpperCase()} /v1${spec.path}`, async () => {
      const user = await createUser(app(), { subscription_plan: 'enterprise' });
      const send = (request: { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown }) => {
        const search = Object.entries(request.query)
          .map(([name, value]) => `${encodeURIComponent(name)}=${inUrl(value)}`)
          .join('&');
        let call = app().request[spec.method](`/v1${fillPath(spec.path, request.params)}${search ? `?${search}` : ''}`);
        if (spec.auth !== 'none') call = call.set(user.auth);
        if (request.body !== undefined) call = call.set('Content-Type', 'application/json').send(JSON.stringify(request.body));
        return call;
      };
      const route = `${spec.method.toUpperCase()} ${spec.path}`;
      for (const target of textPaths(body)) {
        for (const bad of BAD_TEXT) {
          const field = target.path.map((part, index) => (index === target.path.length - 1 && target.key ? poisonKey(part, bad.text) : part)).join('.');
          expectRefused(`${route} body ${field} (${bad.label})`, await send({ params, query, body: poison(body, target, bad.text) }), field);
        }
      }
      // A URL carries NUL; it carries no lone surrogate (the UTF-8 bytes of one decode to U+FFFD), and that is never a 5xx.
      for (const [where, part] of [['query', query], ['path', params]] as const) {
        const withPart = (value: Record<string, unknown>) => (where === 'path' ? { params: value, query, body } : { params, query: value, body });
        for (const target of valuePaths(part)) {
          const field = target.path.join('.');
          expectRefused(`${route} ${where} ${field}`, await send(withPart(poison(part, target, '\u0000') as Record<string, unknown>)), field);
          const surrogate = await send(withPart({ ...part, [field]: new Raw('a%ED%A0%80b') }));
          expect(surrogate.status, `${route} ${where} ${field} (the bytes of a lone surrogate)`).toBeLessThan(500);
        }
      }
    });
  }
});

/** The name a poisoned key has in the answer's field path. */
const poisonKey = (part: string | number, bad: string): string => {
  const text = String(part);
  return `${text.slice(0, 1)}${bad}${text.slice(1)}`;
};
