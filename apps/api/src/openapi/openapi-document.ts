import { tokenAccessOf, type RouteContract } from '@kitsmith/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  return rest;
}

/** Path and query parameters from the object schemas of a route. */
function parameters(contract: RouteContract): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', contract.params],
    ['query', contract.query],
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

function successEnvelope(contract: RouteContract): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { const: true }, data: contract.response ? schemaOf(contract.response, 'output') : {} },
  };
}

function operation(contract: RouteContract): JsonSchema {
  const status = String(contract.status ?? 200);
  return {
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [contract.tag],
    operationId: `${contract.method}${contract.path.replace(/[/:{}-]+(\w)?/g, (_: string, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(contract.auth === 'required' ? { security: [{ bearer: [] }] } : contract.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    // What a personal access token needs here: its `read` or `write` scope, or `never` (a signed-in session only).
    ...(contract.auth === 'none' ? {} : { 'x-token-scope': tokenAccessOf(contract) }),
    // The error codes this operation raises besides those of every route (VALIDATION_FAILED, UNAUTHORIZED, TOKEN_SCOPE, RATE_LIMITED).
    ...(contract.errors?.length ? { 'x-error-codes': [...contract.errors] } : {}),
    parameters: parameters(contract),
    ...(contract.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(contract.body, 'input') } } } }
      : {}),
    responses: {
      [status]: { description: 'Success', content: { 'application/json': { schema: successEnvelope(contract) } } },
      default: { description: 'Error', content: { 'application/json': { schema: errorEnvelope } } },
    },
  };
}

/** OpenAPI 3.1, generated from the route contracts (@kitsmith/contract). */
export function openApiDocument(contracts: readonly RouteContract[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const contract of contracts) {
    const path = `/v1${contract.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [contract.method]: operation(contract) };
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
