import type { GenerateBody, GenerateResponse } from '@kitsmith/contract';
import { ContrastTargetUnreachableError, generateDesignSystem, KitsmithError, type Candidate, type GenerateOptions } from '@kitsmith/core';
import type { Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { askModelForSuggestion } from './ask-model.ts';
import type { SuggestedPreference } from './brand-suggestion.ts';
import { readDescriptionAllowance, reserveDescriptionAllowance } from './description-allowance.ts';
import { describeAdjustments, generateFromSuggestion } from './generate-candidates.ts';
import { mergeSuggestion } from './merge-suggestion.ts';
import { presentCandidate } from './presenter.ts';

export const NO_MODEL_NOTICE =
  'Brand descriptions need an AI model, and none is connected to this server; these candidates come from your colours and preferences alone.';

/** Core's refusals as answers: an unreachable target names each colour, the best it reaches and the nearest shade that works. */
function fromCoreError(error: KitsmithError): ApiError {
  if (error instanceof ContrastTargetUnreachableError) {
    return new ApiError(422, error.code, error.message, {
      target: error.target,
      colors: error.colors,
      reachable_targets: error.reachableTargets,
      suggestion: error.suggestion,
    });
  }
  return new ApiError(422, error.code, error.message, error.suggestion ? { suggestion: error.suggestion } : undefined);
}

function runCore<T>(generate: () => T): T {
  try {
    return generate();
  } catch (error) {
    if (error instanceof KitsmithError) throw fromCoreError(error);
    throw error;
  }
}

type AiAnswer = GenerateResponse['ai'];

const answer = (candidates: Candidate[], ai: AiAnswer, allowance: GenerateResponse['description_allowance'], extra?: string): GenerateResponse => ({
  candidates: candidates.map((candidate) => presentCandidate(candidate, extra)),
  ai,
  description_allowance: allowance,
});

/**
 * Candidates for the caller's input, always from core. With a description and a connected model,
 * the model's suggestion shapes them (counted against the plan's daily allowance); a model that
 * fails leaves generation to the input alone and says why. `explicit` are the preferences the
 * request named itself, which the model does not override.
 */
export async function generateCandidates(
  deps: Deps,
  userId: string,
  body: GenerateBody,
  explicit: ReadonlySet<SuggestedPreference>,
): Promise<GenerateResponse> {
  const input: GenerateOptions = body.input;
  const ai = deps.config.ai;
  const description = body.description ?? '';
  if (description === '') {
    const candidates = runCore(() => generateDesignSystem(input));
    return answer(candidates, { status: 'not_asked', notice: null, suggestion: null }, ai ? await readDescriptionAllowance(deps, userId) : null);
  }
  if (!ai) {
    const candidates = runCore(() => generateDesignSystem(input));
    return answer(candidates, { status: 'unavailable', notice: NO_MODEL_NOTICE, suggestion: null }, null);
  }

  // The caller's own colours at the caller's target: refused before a description is counted or the model asked.
  runCore(() => generateDesignSystem({ ...input, count: 1 }));
  const giveBack = await reserveDescriptionAllowance(deps, userId);
  const reply = await askModelForSuggestion(ai, description);
  if (!reply.ok) {
    deps.logger.warn({ failure: reply.failure, detail: reply.detail, model: ai.model }, 'ai model answer not used');
    await giveBack();
    const candidates = runCore(() => generateDesignSystem(input));
    return answer(candidates, { status: 'failed', notice: reply.notice, suggestion: null }, await readDescriptionAllowance(deps, userId));
  }

  const merged = mergeSuggestion(input, explicit, reply.suggestion);
  const generated = runCore(() => generateFromSuggestion(input, merged));
  const target = generated.candidates[0]?.contrast ?? input.contrast;
  const adjustments = generated.adjusted.length > 0 ? describeAdjustments(generated.adjusted, target) : undefined;
  const notices = [
    adjustments ? `No text reaches the target on a colour the AI model suggested, so ${adjustments}.` : undefined,
    generated.contrastDeclined
      ? `The AI model suggested ${generated.contrastDeclined}, which your brand colours cannot reach, so your ${input.contrast} target stays.`
      : undefined,
  ].filter((notice): notice is string => notice !== undefined);
  const suggestion = { ...reply.suggestion, colors: reply.suggestion.colors.map((color) => ({ ...color, hex: color.hex.toLowerCase() })), applied: merged.fromModel };
  return answer(
    generated.candidates,
    { status: 'used', notice: notices.length > 0 ? notices.join(' ') : null, suggestion },
    await readDescriptionAllowance(deps, userId),
    adjustments,
  );
}
