import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { aiConfigFromEnv, DEFAULT_AI_TIMEOUT_MS } from './ai-config.ts';

describe('the AI model from the environment', () => {
  it('is absent without AI_BASE_URL and AI_MODEL', () => {
    expect(aiConfigFromEnv({})).toBeUndefined();
  });

  it('reads the URL (without a trailing slash), key, model and timeout (15 s by default)', () => {
    expect(aiConfigFromEnv({ AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llama3.1' })).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: DEFAULT_AI_TIMEOUT_MS,
    });
    expect(aiConfigFromEnv({ AI_BASE_URL: 'https://api.example.com/v1', AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 8000 })).toEqual({
      baseUrl: 'https://api.example.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      timeoutMs: 8000,
    });
  });

  it('refuses half a configuration, naming what is missing', () => {
    expect(() => aiConfigFromEnv({ AI_BASE_URL: 'http://localhost:11434/v1' })).toThrow('AI_BASE_URL is set without AI_MODEL');
    expect(() => aiConfigFromEnv({ AI_MODEL: 'llama3.1' })).toThrow('AI_MODEL is set without AI_BASE_URL');
    expect(() => aiConfigFromEnv({ AI_API_KEY: 'sk-test' })).toThrow('AI_API_KEY is set without AI_BASE_URL and AI_MODEL');
  });

  it('stops the server on a bad variable with a clear message', () => {
    const base = { DATA_DIR: '/tmp/kitsmith-ai-config-test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...base, AI_BASE_URL: 'https://api.example.com/v1', AI_MODEL: 'm', AI_TIMEOUT_MS: '9000' }).ai?.timeoutMs).toBe(9000);
    expect(loadConfig(base).ai).toBeUndefined();
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow('AI_BASE_URL: must be a URL');
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'https://api.example.com/v1', AI_MODEL: 'm', AI_TIMEOUT_MS: '50' })).toThrow('AI_TIMEOUT_MS: must be at least 1000');
    expect(() => loadConfig({ ...base, AI_MODEL: 'm' })).toThrow('Invalid environment: AI_MODEL is set without AI_BASE_URL');
  });
});
