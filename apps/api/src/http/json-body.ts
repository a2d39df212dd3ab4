import { bodyParser } from '@koa/bodyparser';

/** Body size limit for JSON (uploads have their own, in users/read-upload.ts). */
export const JSON_LIMIT = '1mb';

/**
 * The JSON body parser, on the routes that take a body only (every method but
 * GET): a read goes through one layer less. It keeps the raw text as
 * `ctx.request.rawBody` for signature checks (webhooks).
 */
export const jsonBody = bodyParser({ jsonLimit: JSON_LIMIT, enableTypes: ['json'], parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'] });
