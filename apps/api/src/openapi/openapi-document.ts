import { z } from 'zod';
import { tokenAccessOf } from '../auth/token-scopes.ts';
import type { RouteSpec } from '../http/api-router.ts';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

/** Path and query parameters from the object schemas of a route. */
function parameters(spec: RouteSpec): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', spec.params],
    ['query', spec.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  return list;
}

const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['success', 'error'],
  properties: {
    success: { const: false },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'string' }, message: { type: 'string' }, details: {} },
    },
  },
};

function successEnvelope(spec: RouteSpec): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { const: true }, data: spec.response ? schemaOf(spec.response, 'output') : {} },
  };
}

function operation(spec: RouteSpec): JsonSchema {
  const status = String(spec.status ?? 200);
  return {
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    operationId: `${spec.method}${spec.path.replace(/[/:{}-]+(\w)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(spec.auth === 'required' ? { security: [{ bearer: [] }] } : spec.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    // What a personal access token needs here: its `read` or `write` scope, or `never` (a signed-in session only).
    ...(spec.auth === 'none' ? {} : { 'x-token-scope': tokenAccessOf(spec) }),
    parameters: parameters(spec),
    ...(spec.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(spec.body, 'input') } } } }
      : {}),
    responses: {
      [status]: { description: 'Success', content: { 'application/json': { schema: successEnvelope(spec) } } },
      default: { description: 'Error', content: { 'application/json': { schema: errorEnvelope } } },
    },
  };
}

/** OpenAPI 3.1, generated from the zod schemas every route declares. */
export function openApiDocument(specs: readonly RouteSpec[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const spec of specs) {
    const path = `/v1${spec.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [spec.method]: operation(spec) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kitsmith API',
      version: '1.0.0',
      description:
        'Every answer is {success: true, data} or {success: false, error: {code, message, details?}}. ' +
        'A personal access token (ks_pat_) calls an operation only with the scope its x-token-scope names (`read` or `write`); ' +
        '`never` means a signed-in session only (account management). Otherwise: 403 TOKEN_SCOPE.',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT or ks_pat_ token' } } },
    paths,
  };
}
