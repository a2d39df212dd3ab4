import { z } from 'zod';

/** How long the model may take before generation goes on without the description. */
export const DEFAULT_AI_TIMEOUT_MS = 15_000;

/** The connected OpenAI-compatible model (a hosted provider, or a local server such as Ollama or llama.cpp). */
export interface AiConfig {
  /** Where `/chat/completions` lives, e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer ...`; local servers may need none. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

export const aiEnvShape = {
  AI_BASE_URL: z.string().trim().url('must be a URL such as https://api.openai.com/v1').optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).max(200).optional(),
  AI_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(1000, 'must be at least 1000 (1 s)')
    .max(25_000, 'must be at most 25000: a request ends after 30 s')
    .optional(),
};
type AiEnv = { [K in keyof typeof aiEnvShape]?: z.infer<(typeof aiEnvShape)[K]> };

/**
 * The model from AI_BASE_URL and AI_MODEL (AI_API_KEY when the server needs one, AI_TIMEOUT_MS
 * optional); none when neither is set. Half a configuration stops the server with what is missing.
 */
export function aiConfigFromEnv(env: AiEnv): AiConfig | undefined {
  if (!env.AI_BASE_URL && !env.AI_MODEL) {
    if (env.AI_API_KEY) throw new Error('AI_API_KEY is set without AI_BASE_URL and AI_MODEL: set both to connect a model, or unset AI_API_KEY.');
    return undefined;
  }
  if (!env.AI_BASE_URL) throw new Error('AI_MODEL is set without AI_BASE_URL: set the model server’s OpenAI-compatible URL (e.g. http://localhost:11434/v1).');
  if (!env.AI_MODEL) throw new Error('AI_BASE_URL is set without AI_MODEL: name the model to ask (e.g. gpt-4o-mini, llama3.1).');
  return {
    baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS ?? DEFAULT_AI_TIMEOUT_MS,
  };
}
