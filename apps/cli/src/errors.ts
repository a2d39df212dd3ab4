/** What the process exits with; CI scripts rely on these numbers (see the README). */
export const EXIT_CODES = {
  ok: 0,
  /** `check` or `diff` found differences. */
  differences: 1,
  /** Bad flags or arguments, a missing or invalid kitsmith.json or design file, a file that cannot be written. */
  usage: 2,
  /** Not signed in, or the API refused the credentials. */
  auth: 3,
  /** The API could not be reached, timed out, or refused the request. */
  server: 4,
  /** A bug in kitsmith itself. */
  internal: 70,
  /** Ctrl-C at a prompt. */
  cancelled: 130,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/**
 * A problem the user can fix: a stable `code`, a message a person can act on,
 * what to do next, and the exit code it ends the run with. Anything else
 * thrown is a bug and is shown as a generic message.
 */
export class CliError extends Error {
  readonly code: string;
  readonly suggestion: string | undefined;
  readonly exitCode: ExitCode;

  constructor(code: string, message: string, options: { suggestion?: string; exitCode?: ExitCode } = {}) {
    super(message);
    this.name = 'CliError';
    this.code = code;
    this.suggestion = options.suggestion;
    this.exitCode = options.exitCode ?? EXIT_CODES.usage;
  }
}

export function usageError(code: string, message: string, suggestion?: string): CliError {
  return new CliError(code, message, { suggestion, exitCode: EXIT_CODES.usage });
}

export function notSignedIn(apiUrl: string, detail?: string): CliError {
  return new CliError('NOT_SIGNED_IN', detail ?? `Not signed in to ${apiUrl}.`, {
    suggestion: 'Run `kitsmith login` or set KITSMITH_TOKEN to a personal access token.',
    exitCode: EXIT_CODES.auth,
  });
}
