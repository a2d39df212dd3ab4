import { describe, expect, it } from 'vitest';
import { whoamiBlocks } from './whoami.ts';

const base = { apiUrl: 'https://kitsmith.example/v1', user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', plan: 'pro' } };
const texts = (result: Parameters<typeof whoamiBlocks>[0]) => whoamiBlocks(result).map((block) => (block.kind === 'line' ? block.text : ''));

describe('whoami output', () => {
  it('says what a personal access token may do and when it expires', () => {
    expect(texts({ ...base, credential: 'KITSMITH_TOKEN', token: { name: 'CI', scopes: ['read'], expiresAt: '2026-12-24T10:00:00.000Z' } })).toEqual([
      'Ada Lovelace <ada@example.com>',
      'on https://kitsmith.example/v1, signed in with KITSMITH_TOKEN',
      'token "CI" may only read your projects; it expires 2026-12-24',
    ]);
    expect(texts({ ...base, credential: 'token', token: { name: 'laptop', scopes: ['read', 'write'], expiresAt: null } })[2]).toBe(
      'token "laptop" may read and change your projects; it does not expire',
    );
  });

  it('has no token line for an e-mail and password session', () => {
    expect(texts({ ...base, credential: 'session' })).toEqual(['Ada Lovelace <ada@example.com>', 'on https://kitsmith.example/v1, signed in with e-mail and password']);
  });
});
