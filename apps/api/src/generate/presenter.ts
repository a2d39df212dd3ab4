import type { GenerateResponse } from '@kitsmith/contract';
import type { Candidate } from '@kitsmith/core';

type CandidateJson = GenerateResponse['candidates'][number];

/** A core candidate as the API answers it: the design, why it looks so, its harmony, fonts and target (the contrast report stays server-side). */
export function presentCandidate(candidate: Candidate, extraRationale?: string): CandidateJson {
  return {
    design: candidate.design,
    rationale: extraRationale ? `${candidate.rationale}; ${extraRationale}` : candidate.rationale,
    harmony: candidate.harmony,
    fonts: { heading: candidate.fonts.heading, body: candidate.fonts.body, mono: candidate.fonts.mono, style: candidate.fonts.style },
    contrast: candidate.contrast,
  };
}
