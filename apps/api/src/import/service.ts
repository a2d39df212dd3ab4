import type { ImportBody, ImportResponse } from '@kitsmith/contract';
import { importDesign, KitsmithError, resolveTokens, type ContrastDecision } from '@kitsmith/core';
import { ApiError } from '../http/errors.ts';

/** Core's refusals as answers: too large is 413 (the message states the limit), anything unreadable 422 naming what and where. */
function fromCoreError(error: KitsmithError): ApiError {
  const status = error.code === 'IMPORT_TOO_LARGE' ? 413 : 422;
  return new ApiError(status, error.code, error.message, error.suggestion ? { suggestion: error.suggestion } : undefined);
}

/** A contrast decision without the resolver's references and reasons: what a preview shows. */
export const presentContrast = (decision: ContrastDecision): ImportResponse['contrast'][number] => ({
  mode: decision.mode,
  background: decision.background,
  foreground: decision.foreground,
  background_value: decision.backgroundValue,
  foreground_value: decision.foregroundValue,
  ratio: decision.ratio,
  apca: decision.apca,
  target: decision.target,
  passes: decision.passes,
});

/** Core's import of the content (over `base` when sent) with its report and the result's contrast report, failing pairs first. */
export function importPreview(body: ImportBody): ImportResponse {
  let result;
  try {
    result = importDesign({ text: body.content, filename: body.filename, format: body.format }, body.base);
  } catch (error) {
    if (error instanceof KitsmithError) throw fromCoreError(error);
    throw error;
  }
  // Every scheme: the high-contrast ones are generated to pass, but a pinned colour can still fail there.
  const contrast = resolveTokens(result.system).report.map(presentContrast);
  return {
    design: result.system,
    report: result.report,
    contrast: [...contrast.filter((pair) => !pair.passes), ...contrast.filter((pair) => pair.passes)],
  };
}
