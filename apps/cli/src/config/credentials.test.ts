import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test-support/temp-dirs.ts';
import { credentialsPath, fileTokenStorage, readCredentials, writeCredentials, type Credentials } from './credentials.ts';

const credentials: Credentials = {
  apiUrl: 'http://localhost:3000/v1',
  kind: 'session',
  email: 'ada@example.com',
  tokens: { access_token: 'access-1', refresh_token: 'refresh-1' },
};

describe('credentials', () => {
  const tempDir = useTempDirs();

  it('are written for their owner only (0600 in a 0700 folder) and read back', () => {
    const dir = join(tempDir(), 'kitsmith');
    writeCredentials(dir, credentials);
    expect(statSync(credentialsPath(dir)).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readCredentials(dir)).toEqual(credentials);
  });

  it('are absent until someone signs in', () => {
    expect(readCredentials(tempDir())).toBeUndefined();
  });

  it('refuse a damaged file with an auth error that says to log in again', () => {
    const dir = tempDir();
    writeFileSync(credentialsPath(dir), '{"apiUrl": 3}');
    expect(() => readCredentials(dir)).toThrow(expect.objectContaining({ code: 'CREDENTIALS_DAMAGED', exitCode: 3 }));
  });

  it('keep a refreshed token pair at once, and go when the client signs out', () => {
    const dir = tempDir();
    writeCredentials(dir, credentials);
    const storage = fileTokenStorage(dir, credentials);
    storage.set('access_token', 'access-2');
    storage.set('refresh_token', 'refresh-2');
    expect(JSON.parse(readFileSync(credentialsPath(dir), 'utf8')).tokens).toEqual({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
    });
    expect(statSync(credentialsPath(dir)).mode & 0o777).toBe(0o600);

    storage.remove('access_token');
    storage.remove('refresh_token');
    expect(readCredentials(dir)).toBeUndefined();
  });
});
