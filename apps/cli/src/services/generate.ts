import { relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import {
  contrastTargetSchema,
  ContrastTargetUnreachableError,
  cornerStyleSchema,
  generateDensitySchema,
  generateMoodSchema,
  motionPreferenceSchema,
  typePairingPreferenceSchema,
  GENERATE_LIMITS,
  generateDesignSystem,
  generateInputSchema,
  InvalidGenerateInputError,
  KitsmithError,
  parseDesignSystem,
  type Candidate,
  type DesignSystem,
  type GenerateInput,
} from '@kitsmith/core';
import type { ApiClientError, GenerateResult as ApiGenerateResult } from '@kitsmith/client';
import { z } from 'zod';
import { openSession, type ApiSession } from '../api/session.ts';
import { writeDesignFile } from '../config/design-file.ts';
import { designPathOf, loadProjectConfig } from '../config/project-config.ts';
import type { Environment } from '../environment.ts';
import { CliError, EXIT_CODES, usageError } from '../errors.ts';
import type { Progress } from '../ui/progress.ts';

export interface GenerateServiceInput {
  /** Core's generator input: 1 to 3 brand colours, preferences, count and seed. */
  input: GenerateInput;
  /** A brand description for the server's AI model; without one, generation runs locally with core. */
  description?: string | undefined;
  /** 1-based: write this candidate's design to the design file. */
  pick?: number | undefined;
  apiUrl?: string | undefined;
}

export const CANDIDATE_COLOR_ROLES = ['primary', 'secondary', 'accent', 'neutral'] as const;
export type CandidateColorRole = (typeof CANDIDATE_COLOR_ROLES)[number];

/** A candidate as the CLI lists it (and `--json` prints it). */
export interface GeneratedCandidate {
  /** 1-based, as `--pick` takes it. */
  number: number;
  rationale: string;
  colors: Record<CandidateColorRole, string>;
  fonts: { heading: string; body: string; mono: string | null };
  design: DesignSystem;
}

export interface GenerateResult {
  /** `local`: core on this machine; `api`: the server, asked with the description. */
  source: 'local' | 'api';
  candidates: GeneratedCandidate[];
  /** What the server's model did with the description (`api` only): its status, a notice for the user, its suggestion. */
  ai: ApiGenerateResult['ai'] | null;
  /**
   * The input that gives these same candidates offline with core: the flags as given, or, after
   * the model answered, the flags with the model's preferences and colours (checked by generating
   * them here). Null when the server's candidates cannot be reproduced locally.
   */
  reproduce: GenerateInput | null;
  /** With `pick`: the candidate written, the design file (relative to the current folder), whether it changed. */
  picked: { number: number; designFile: string; designChanged: boolean; configFound: boolean } | null;
}

const colorsOf = (design: DesignSystem): GeneratedCandidate['colors'] => ({
  primary: design.theme.primaryColor,
  secondary: design.theme.secondaryColor,
  accent: design.theme.accentColor,
  neutral: design.colors.neutral,
});

const fromCore = (candidate: Candidate, index: number): GeneratedCandidate => ({
  number: index + 1,
  rationale: candidate.rationale,
  colors: colorsOf(candidate.design),
  fonts: { heading: candidate.fonts.heading, body: candidate.fonts.body, mono: candidate.fonts.mono },
  design: candidate.design,
});

/** Core's refusal of brand colours no text can reach at the target, in flags: the shade to pass instead, or a target they meet. */
export function contrastUnreachable(error: ContrastTargetUnreachableError): CliError {
  const shades = error.colors.map((color) => `--brand '${color.nearest}' instead of '${color.color}'`).join(', ');
  const targets = error.reachableTargets.map((target) => `--contrast ${target}`).join(' or ');
  return usageError(
    error.code,
    error.message,
    `Use the nearest shade that reaches ${error.target} (${shades}), or a target your brand colours meet (${targets}).`,
  );
}

/** Core's generator, with its refusals as usage errors that name what to change. */
function generateWithCore(input: GenerateInput): Candidate[] {
  try {
    return generateDesignSystem(input);
  } catch (error) {
    if (error instanceof ContrastTargetUnreachableError) throw contrastUnreachable(error);
    if (error instanceof InvalidGenerateInputError) throw usageError(error.code, error.message, error.suggestion);
    throw error;
  }
}

function tooFewCandidates(pick: number, available: number): CliError {
  return usageError(
    'INVALID_OPTION',
    `--pick: there ${available === 1 ? 'is 1 candidate' : `are ${available} candidates`}, so pick 1 to ${available} (not ${pick}).`,
    'Run without --pick to list them, or ask for more with --count.',
  );
}

const validationDetailsSchema = z.array(z.object({ field: z.string(), message: z.string() }));

/** The server's refusals of a description request, as errors that say what to do. */
function describeRefusal(error: ApiClientError, apiUrl: string): CliError | undefined {
  if (error.status === 404) {
    return new CliError('GENERATE_UNAVAILABLE', `The Kitsmith API at ${apiUrl} cannot generate from a description (it has no /generate route).`, {
      suggestion: 'Update the server, or run without --describe: generation from colours and preferences runs offline.',
      exitCode: EXIT_CODES.server,
    });
  }
  if (error.code === 'VALIDATION_FAILED') {
    const details = validationDetailsSchema.safeParse(error.details);
    const described = details.success ? details.data.find((detail) => detail.field === 'description') : undefined;
    if (described) return usageError('INVALID_OPTION', `--describe: ${described.message}.`, 'Shorten the description.');
  }
  if (error.code === 'DESCRIPTION_LIMIT') {
    return new CliError(error.code, error.message, {
      suggestion: 'Run without --describe: generation from colours and preferences runs offline and has no limit.',
      exitCode: EXIT_CODES.server,
    });
  }
  if (error.code === 'CONTRAST_TARGET_UNREACHABLE') {
    return usageError(error.code, error.message, 'Choose a lower --contrast, or a darker or lighter --brand shade.');
  }
  return undefined;
}

/** The server's candidates, each design read and validated by core (outside data). */
function fromServer(response: ApiGenerateResult, apiUrl: string): GeneratedCandidate[] {
  return response.candidates.map((candidate, index) => {
    let design: DesignSystem;
    try {
      design = parseDesignSystem(candidate.design);
    } catch (error) {
      if (!(error instanceof KitsmithError)) throw error;
      throw new CliError('INVALID_SERVER_DESIGN', `The server at ${apiUrl} sent a candidate that could not be read: ${error.message}`, {
        suggestion: 'Run without --describe to generate offline; the server’s log may say more.',
        exitCode: EXIT_CODES.server,
      });
    }
    return {
      number: index + 1,
      rationale: candidate.rationale,
      colors: colorsOf(design),
      fonts: { heading: candidate.fonts.heading, body: candidate.fonts.body, mono: candidate.fonts.mono ?? null },
      design,
    };
  });
}

/** The part of the server's `ai.suggestion` that shaped the candidates: the model's preferences (`applied` names those used) and colours. */
const appliedSuggestionSchema = z.object({
  mood: generateMoodSchema.optional(),
  density: generateDensitySchema.optional(),
  corners: cornerStyleSchema.optional(),
  typePairing: typePairingPreferenceSchema.optional(),
  motion: motionPreferenceSchema.optional(),
  colors: z.array(z.object({ hex: z.string() })).default([]),
  applied: z.array(z.string()).default([]),
});
const PREFERENCE_KEYS = ['mood', 'density', 'corners', 'typePairing', 'motion'] as const;
const BRAND_ROLES = ['primary', 'secondary', 'accent'] as const;

/**
 * The input that gives the server's candidates offline: the caller's input plus the preferences
 * the model set, the colours it added (as the designs hold them, so an adjusted shade is the one
 * used) and the target the designs were held to. Kept only when core, run here, gives exactly the
 * server's designs.
 */
function reproduceOffline(input: GenerateInput, ai: ApiGenerateResult['ai'], candidates: GeneratedCandidate[]): GenerateInput | null {
  const [first] = candidates;
  if (!first) return null;
  let derived: GenerateInput = input;
  if (ai.status === 'used') {
    const suggestion = appliedSuggestionSchema.safeParse(ai.suggestion);
    if (!suggestion.success) return null;
    const { applied, colors } = suggestion.data;
    const given = input.brandColors.map((hex) => hex.toLowerCase());
    const suggested = new Set(colors.map((color) => color.hex.toLowerCase()).filter((hex) => !given.includes(hex)));
    const added = Math.min(GENERATE_LIMITS.brandColors.max - given.length, suggested.size);
    const used = BRAND_ROLES.map((role) => first.colors[role]);
    derived = { ...input, brandColors: [...given, ...used.slice(given.length, given.length + added)] };
    for (const key of PREFERENCE_KEYS) {
      const value = suggestion.data[key];
      if (applied.includes(key) && value !== undefined) derived = { ...derived, [key]: value };
    }
    const contrast = contrastTargetSchema.safeParse(first.design.contrastTarget);
    if (contrast.success) derived = { ...derived, contrast: contrast.data };
  }
  try {
    const local = generateDesignSystem(derived).map((candidate) => candidate.design);
    return isDeepStrictEqual(local, candidates.map((candidate) => candidate.design)) ? derived : null;
  } catch (error) {
    if (error instanceof KitsmithError) return null;
    throw error;
  }
}

async function generateOnServer(session: ApiSession, input: GenerateInput, description: string, progress: Progress) {
  return progress.step(`Generating from your description on ${session.apiUrl}`, () =>
    session.call(
      (client) => client.generate.generate({ input, description }),
      (error) => describeRefusal(error, session.apiUrl),
    ),
  );
}

/** Writes the picked candidate's design where `init` and `pull` keep it (kitsmith.json's `design`, else design-system.json). */
function writePicked(environment: Environment, candidate: GeneratedCandidate): NonNullable<GenerateResult['picked']> {
  const loaded = loadProjectConfig(environment.cwd);
  const designPath = designPathOf(environment.cwd, loaded);
  const designChanged = writeDesignFile(designPath, candidate.design);
  return { number: candidate.number, designFile: relative(environment.cwd, designPath), designChanged, configFound: loaded !== undefined };
}

/**
 * Candidate design systems from brand colours and preferences: locally with
 * core (offline, no account), or with a description on the server, whose AI
 * model suggests preferences that core then generates from. With `pick`, that
 * candidate's design replaces the design file, as `pull` replaces it.
 */
export async function generate(environment: Environment, request: GenerateServiceInput, progress: Progress): Promise<GenerateResult> {
  const { pick, description } = request;
  const parsed = generateInputSchema.safeParse(request.input);
  if (!parsed.success) {
    const error = new InvalidGenerateInputError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
    throw usageError(error.code, error.message, error.suggestion);
  }
  if (pick !== undefined && pick > parsed.data.count) throw tooFewCandidates(pick, parsed.data.count);

  let candidates: GeneratedCandidate[];
  let ai: GenerateResult['ai'] = null;
  let reproduce: GenerateInput | null = request.input;
  if (description === undefined) {
    candidates = (await progress.step(`Generating ${parsed.data.count} candidates`, async () => generateWithCore(request.input))).map(fromCore);
  } else {
    // The same checks the server makes, here and at once: an unreachable target is refused before any model is asked.
    generateWithCore({ ...request.input, count: 1 });
    const session = openSession(environment, request.apiUrl);
    const response = await generateOnServer(session, request.input, description, progress);
    candidates = fromServer(response, session.apiUrl);
    ai = response.ai;
    reproduce = reproduceOffline(request.input, response.ai, candidates);
  }

  let picked: GenerateResult['picked'] = null;
  if (pick !== undefined) {
    const candidate = candidates[pick - 1];
    if (!candidate) throw tooFewCandidates(pick, candidates.length);
    picked = writePicked(environment, candidate);
  }
  return { source: description === undefined ? 'local' : 'api', candidates, ai, reproduce, picked };
}
