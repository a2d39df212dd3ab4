/**
 * Answers of an OpenAI-compatible `/v1/chat/completions`, in the shapes OpenAI's API documents
 * (a `chat.completion` object; an error object with a 429), for the test model server to replay.
 */

export interface ModelReply {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
  /** Wait this long before answering (a slow model). */
  delayMs?: number;
}

const completion = (message: { content: string | null; refusal: string | null }, finishReason = 'stop'): unknown => ({
  id: 'chatcmpl-AxY7rQ2mKitsmith0001',
  object: 'chat.completion',
  created: 1_764_000_000,
  model: 'kitsmith-test-model',
  choices: [{ index: 0, message: { role: 'assistant', ...message }, logprobs: null, finish_reason: finishReason }],
  usage: { prompt_tokens: 312, completion_tokens: 64, total_tokens: 376 },
  system_fingerprint: 'fp_kitsmith_test',
});

/** A structured answer: `suggestion` as the JSON text of the message. */
export const goodAnswer = (suggestion: object): ModelReply => ({
  status: 200,
  body: completion({ content: JSON.stringify(suggestion), refusal: null }),
});

/** "A calm fintech for retirees, trustworthy, not corporate." */
export const calmFintechSuggestion = {
  mood: 'calm',
  density: 'spacious',
  corners: 'round',
  contrast: 'AAA',
  typePairing: 'serif',
  motion: 'subtle',
  colors: [
    { hex: '#1E3A5F', reason: 'deep navy reads as trustworthy' },
    { hex: '#24563F', reason: 'a quiet green for growth' },
  ],
};

/** Text that is not JSON at all. */
export const malformedAnswer: ModelReply = {
  status: 200,
  body: completion({ content: 'Sure! For a calm fintech I would go with a soft navy palette and generous spacing.', refusal: null }),
};

/** JSON of the wrong shape: a mood core does not know and a colour that is not one. */
export const wrongShapeAnswer: ModelReply = {
  status: 200,
  body: completion({ content: JSON.stringify({ mood: 'cozy', density: 'normal', colors: [{ hex: 'navy', reason: 'x' }] }), refusal: null }),
};

/** A refusal, as OpenAI's structured outputs report one. */
export const refusalAnswer: ModelReply = {
  status: 200,
  body: completion({ content: null, refusal: 'I’m sorry, I can’t help with that request.' }),
};

export const rateLimitedAnswer: ModelReply = {
  status: 429,
  headers: { 'retry-after-ms': '20' },
  body: {
    error: {
      message: 'Rate limit reached for requests. Please try again in 20ms.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  },
};

export const serverErrorAnswer: ModelReply = {
  status: 503,
  headers: { 'retry-after-ms': '20' },
  body: { error: { message: 'The server is overloaded or not ready yet.', type: 'server_error', param: null, code: null } },
};

/** A good answer that comes only after `delayMs`. */
export const slowAnswer = (delayMs: number, suggestion: object = calmFintechSuggestion): ModelReply => ({ ...goodAnswer(suggestion), delayMs });
