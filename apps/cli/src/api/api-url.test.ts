import { describe, expect, it } from 'vitest';
import { DEFAULT_API_URL, normalizeApiUrl, resolveApiUrl } from './api-url.ts';

describe('the API address', () => {
  it('ends in /v1 whether the server or its API root is given', () => {
    expect(normalizeApiUrl('https://kitsmith.example', '--api-url')).toBe('https://kitsmith.example/v1');
    expect(normalizeApiUrl('https://kitsmith.example/v1/', '--api-url')).toBe('https://kitsmith.example/v1');
    expect(normalizeApiUrl('http://127.0.0.1:3000/api/v1', '--api-url')).toBe('http://127.0.0.1:3000/api/v1');
  });

  it('refuses what is not an http(s) address, naming where it came from', () => {
    expect(() => normalizeApiUrl('localhost:3000', 'KITSMITH_API_URL')).toThrow(
      'KITSMITH_API_URL: "localhost:3000" is not an http or https address.',
    );
    expect(() => normalizeApiUrl('not a url', '--api-url')).toThrow('--api-url: "not a url" is not a URL.');
  });

  it('comes from --api-url, then KITSMITH_API_URL, then the login, then the local server', () => {
    const env = { KITSMITH_API_URL: 'https://env.example' };
    expect(resolveApiUrl('https://flag.example', env, 'https://stored.example/v1')).toBe('https://flag.example/v1');
    expect(resolveApiUrl(undefined, env, 'https://stored.example/v1')).toBe('https://env.example/v1');
    expect(resolveApiUrl(undefined, {}, 'https://stored.example/v1')).toBe('https://stored.example/v1');
    expect(resolveApiUrl(undefined, {}, undefined)).toBe(DEFAULT_API_URL);
  });
});
