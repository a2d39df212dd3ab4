import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TokenStorage } from '@kitsmith/client';
import { z } from 'zod';
import { CliError, EXIT_CODES } from '../errors.ts';

/** What `kitsmith login` keeps: which API, how the user signed in, and the client's tokens under its own keys. */
export const credentialsSchema = z.object({
  apiUrl: z.string().min(1),
  /** `token`: a personal access token; `session`: e-mail and password (refreshable). */
  kind: z.enum(['token', 'session']),
  email: z.string().optional(),
  tokens: z.record(z.string(), z.string()),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const CREDENTIALS_FILE = 'credentials.json';

export const credentialsPath = (dir: string) => join(dir, CREDENTIALS_FILE);

function damaged(path: string): CliError {
  return new CliError('CREDENTIALS_DAMAGED', `The stored credentials in ${path} could not be read.`, {
    suggestion: 'Run `kitsmith login` again (or `kitsmith logout` to remove them).',
    exitCode: EXIT_CODES.auth,
  });
}

/** The stored credentials, or undefined when nobody signed in. */
export function readCredentials(dir: string): Credentials | undefined {
  const path = credentialsPath(dir);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw damaged(path);
  }
  const parsed = credentialsSchema.safeParse(json);
  if (!parsed.success) throw damaged(path);
  return parsed.data;
}

/** Writes the file readable by its owner only (0600, in a 0700 folder), replacing it in one step. */
export function writeCredentials(dir: string, credentials: Credentials): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = credentialsPath(dir);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // The mode above is masked by the umask; set it exactly.
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

export function removeCredentials(dir: string): void {
  rmSync(credentialsPath(dir), { force: true });
}

/**
 * The client's token storage over the credentials file: a refreshed pair is
 * saved at once, and when the client signs out (both tokens removed) the file goes.
 */
export function fileTokenStorage(dir: string, credentials: Credentials): TokenStorage {
  const tokens = { ...credentials.tokens };
  const save = () => {
    if (Object.keys(tokens).length === 0) removeCredentials(dir);
    else writeCredentials(dir, { ...credentials, tokens: { ...tokens } });
  };
  return {
    get: (key) => tokens[key] ?? null,
    set: (key, value) => {
      tokens[key] = value;
      save();
    },
    remove: (key) => {
      if (!(key in tokens)) return;
      delete tokens[key];
      save();
    },
  };
}
