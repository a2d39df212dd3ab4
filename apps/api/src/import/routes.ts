import { importContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { importPreview } from './service.ts';

/** Imports per user and minute: core reads up to 2 MB per request, which is what this protects. */
export const IMPORT_RATE_LIMIT = { limit: 20, windowMs: 60 * 1000 } as const;

/** Reading a design from other tools' files: a preview, nothing stored. */
export function importRoutes(deps: Deps): ApiRouter {
  const perUser = deps.rateLimits.limiter('import', IMPORT_RATE_LIMIT);
  return new ApiRouter(deps).route(importContracts.import, async ({ body, user }) => {
    await perUser.consume(user.id);
    return importPreview(body);
  });
}
