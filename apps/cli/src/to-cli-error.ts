import { ApiClientError } from '@kitsmith/client';
import { KitsmithError } from '@kitsmith/core';
import { CommanderError } from 'commander';
import { fromApiError } from './api/api-errors.ts';
import { CliError, EXIT_CODES, usageError, type ExitCode } from './errors.ts';

/** How a failed run ends: its exit code, and the error to show (none when commander already printed help). */
export interface Outcome {
  exitCode: ExitCode;
  error: CliError | null;
  /** A bug: its stack is printed with KITSMITH_DEBUG=1. */
  internal: boolean;
}

const FILE_ERRORS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOSPC: 'no space left on the device',
  EROFS: 'read-only file system',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENOENT: 'no such file or folder',
};

function fromCommanderError(error: CommanderError, commandName: string | undefined): Outcome {
  if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') {
    return { exitCode: EXIT_CODES.ok, error: null, internal: false };
  }
  // `kitsmith` alone: commander printed the help (to stderr) already.
  if (error.code === 'commander.help') return { exitCode: EXIT_CODES.usage, error: null, internal: false };
  const help = commandName ? `kitsmith ${commandName} --help` : 'kitsmith --help';
  const message = error.message.replace(/^error:\s*/, '').replace(/\n+/g, ' ');
  return {
    exitCode: EXIT_CODES.usage,
    error: usageError('USAGE', message, `Run \`${help}\` for the options and examples.`),
    internal: false,
  };
}

function fileError(error: NodeJS.ErrnoException): CliError | undefined {
  const reason = error.code ? FILE_ERRORS[error.code] : undefined;
  if (!reason || !error.path) return undefined;
  return usageError(
    'FILE_ERROR',
    `Could not ${error.syscall ?? 'use'} ${error.path}: ${reason}.`,
    'Check the path and its permissions.',
  );
}

/** Any error a run ends with, as what to show and the exit code: user-fixable errors keep their words, bugs get a generic message. */
export function toOutcome(error: unknown, commandName: string | undefined): Outcome {
  if (error instanceof CommanderError) return fromCommanderError(error, commandName);
  const known =
    error instanceof CliError
      ? error
      : error instanceof KitsmithError
        ? usageError(error.code, error.message, error.suggestion)
        : error instanceof ApiClientError
          ? fromApiError(error, 'the Kitsmith API', 'none')
          : error instanceof Error
            ? fileError(error)
            : undefined;
  if (known) return { exitCode: known.exitCode, error: known, internal: false };
  const message = error instanceof Error ? error.message : String(error);
  return {
    exitCode: EXIT_CODES.internal,
    error: new CliError('INTERNAL_ERROR', `kitsmith failed unexpectedly: ${message}`, {
      suggestion: 'This is a bug in kitsmith. Run again with KITSMITH_DEBUG=1 to see where it happened, and report it.',
      exitCode: EXIT_CODES.internal,
    }),
    internal: true,
  };
}
