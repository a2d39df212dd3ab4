import { designSystemSchema, generateInputSchema } from '@kitsmith/core';
import { z } from 'zod';
import { defineRoute } from './define-route.ts';
import { routePaths } from './paths/index.ts';

export const BRAND_DESCRIPTION_MAX = 500;

/** What describing a brand costs a caller today: `limit` null is unlimited. */
export const descriptionAllowanceSchema = z.object({
  used: z.number().int(),
  limit: z.number().int().nullable(),
  /** When the count starts again (ISO time, the next UTC midnight). */
  resets_at: z.string(),
});

export const generateCapabilitiesResponseSchema = z.object({
  /** Whether the operator connected an AI model (AI_BASE_URL, AI_API_KEY, AI_MODEL); without one, descriptions are not available. */
  ai: z.object({ available: z.boolean(), model: z.string().nullable() }),
  /** Null when no model is connected. */
  description_allowance: descriptionAllowanceSchema.nullable(),
});

export const generateBodySchema = z.object({
  /** Core's generator input: 1 to 3 brand colours, preferences and a seed (defaults follow the mood). */
  input: generateInputSchema,
  /**
   * "A calm fintech for retirees, trustworthy, not corporate": turned into preferences by the connected model. The model
   * sets only the preferences `input` leaves out (mood, density, corners, contrast, typePairing, motion): leave out those
   * the description should decide. Its colours fill the brand roles `input.brandColors` leaves empty.
   */
  description: z.string().trim().max(BRAND_DESCRIPTION_MAX, `must be at most ${BRAND_DESCRIPTION_MAX} characters`).optional(),
});
export type GenerateBody = z.infer<typeof generateBodySchema>;

export const generatedCandidateSchema = z.object({
  design: designSystemSchema,
  rationale: z.string(),
  harmony: z.string(),
  fonts: z.object({ heading: z.string(), body: z.string(), mono: z.string().optional() }).loose(),
  contrast: z.string(),
});

export const generateResponseSchema = z.object({
  candidates: z.array(generatedCandidateSchema),
  /** What the model contributed: whether it was asked and answered, what it suggested, and why it was not used when not. */
  ai: z.object({
    /** `used`: its preferences shaped the candidates; `unavailable`: no model connected; `failed`: it timed out, refused, answered malformed or was rate limited, so generation ran without the description; `not_asked`: no description sent. */
    status: z.enum(['used', 'unavailable', 'failed', 'not_asked']),
    /** A sentence for the user when the status is not `used` or the model's colours were adjusted. */
    notice: z.string().nullable(),
    /** The preferences and colours the model suggested (after validation), when it answered. */
    suggestion: z.record(z.string(), z.unknown()).nullable(),
  }),
  description_allowance: descriptionAllowanceSchema.nullable(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

const tag = 'Generate';
const at = routePaths.generate;

export const generateContracts = {
  capabilities: defineRoute(at.capabilities, {
    summary: 'Whether a brand description can be used (an AI model is connected) and how many the caller has left today',
    tag,
    auth: 'required',
    response: generateCapabilitiesResponseSchema,
  }),
  generate: defineRoute(at.generate, {
    summary: 'Generate candidate design systems from brand colours and preferences, optionally from a description',
    description:
      'Core generates and verifies every candidate (each semantic text/background pair meets the contrast target in light and dark; brand colours kept exactly). ' +
      'With a description and a connected model, the model only suggests preferences and colours; a suggested colour that cannot meet the target is adjusted and the notice says so. ' +
      'A model that times out, refuses, answers malformed or is rate limited does not fail the request: generation runs without the description and `ai.status` is `failed`.',
    tag,
    auth: 'required',
    body: generateBodySchema,
    response: generateResponseSchema,
    errors: ['CONTRAST_TARGET_UNREACHABLE', 'DESCRIPTION_LIMIT'],
  }),
};
