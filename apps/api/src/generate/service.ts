import type { GenerateBody, GenerateResponse } from '@kitsmith/contract';
import { ContrastTargetUnreachableError, generateDesignSystem, KitsmithError, type Candidate, type GenerateOptions } from '@kitsmith/core';
import type { Deps } from '../deps.ts';
import type { AiConfig } from './ai-config.ts';
import { ApiError } from '../http/errors.ts';
import { REASON_MAX, type SuggestedPreference } from './brand-suggestion.ts';
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
 * request named itself, which the model does not override; `requestId` goes with a model failure to the log.
 */
export async function generateCandidates(
  deps: Deps,
  userId: string,
  body: GenerateBody,
  explicit: ReadonlySet<SuggestedPreference>,
  requestId?: string,
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
  let result: { answer: GenerateResponse; counted: boolean };
  try {
    result = await generateFromDescription(deps, ai, { input, description, explicit, requestId });
  } catch (error) {
    // Nothing came of the description: it does not count.
    await giveBack();
    throw error;
  }
  if (!result.counted) await giveBack();
  return { ...result.answer, description_allowance: await readDescriptionAllowance(deps, userId) };
}

/** The model's suggestion merged into the input and generated (counted), or the input alone when the model failed (not counted). */
async function generateFromDescription(
  deps: Deps,
  ai: AiConfig,
  request: { input: GenerateOptions; description: string; explicit: ReadonlySet<SuggestedPreference>; requestId: string | undefined },
): Promise<{ answer: GenerateResponse; counted: boolean }> {
  const { input, description, explicit, requestId } = request;
  // The AI SDK is loaded with the first description, not at start (most servers never ask a model).
  const { askModelForSuggestion } = await import('./ask-model.ts');
  const reply = await askModelForSuggestion(ai, description);
  if (!reply.ok) {
    deps.logger.warn({ requestId, failure: reply.failure, detail: reply.detail, model: ai.model }, 'ai model answer not used');
    const candidates = runCore(() => generateDesignSystem(input));
    return { answer: answer(candidates, { status: 'failed', notice: reply.notice, suggestion: null }, null), counted: false };
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
  const colors = reply.suggestion.colors.map((color) => ({ hex: color.hex.toLowerCase(), reason: color.reason.slice(0, REASON_MAX) }));
  const suggestion = { ...reply.suggestion, colors, applied: merged.fromModel };
  const used: AiAnswer = { status: 'used', notice: notices.length > 0 ? notices.join(' ') : null, suggestion };
  return { answer: answer(generated.candidates, used, null, adjustments), counted: true };
}
