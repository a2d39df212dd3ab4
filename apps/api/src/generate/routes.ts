import { generateContracts } from '@kitsmith/contract';
import type { Deps } from '../deps.ts';
import { ApiRouter } from '../http/api-router.ts';
import { readDescriptionAllowance } from './description-allowance.ts';
import { explicitPreferences } from './merge-suggestion.ts';
import { generateCandidates } from './service.ts';

/** Generation requests per user and minute (core is fast; the model and the database are what this protects). */
export const GENERATE_RATE_LIMIT = { limit: 20, windowMs: 60 * 1000 } as const;

/** Generation from brand colours and preferences, and from a description when an AI model is connected. */
export function generateRoutes(deps: Deps): ApiRouter {
  const perUser = deps.rateLimits.limiter('generate', GENERATE_RATE_LIMIT);
  return new ApiRouter(deps)
    .route(generateContracts.capabilities, async ({ user }) => {
      const ai = deps.config.ai;
      return {
        ai: { available: ai !== undefined, model: ai?.model ?? null },
        description_allowance: ai ? await readDescriptionAllowance(deps, user.id) : null,
      };
    })
    .route(generateContracts.generate, async ({ body, user, ctx }) => {
      await perUser.consume(user.id);
      return generateCandidates(deps, user.id, body, explicitPreferences((ctx.request as { body?: unknown }).body));
    });
}
