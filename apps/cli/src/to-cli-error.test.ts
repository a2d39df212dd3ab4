import { ApiClientError } from '@kitsmith/client';
import { KitsmithError } from '@kitsmith/core';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { CliError } from './errors.ts';
import { toOutcome } from './to-cli-error.ts';

describe('toOutcome', () => {
  it('keeps a CliError as it is', () => {
    const error = new CliError('X', 'x', { exitCode: 4 });
    expect(toOutcome(error, undefined)).toEqual({ exitCode: 4, error, internal: false });
  });

  it('makes help and the version a success, and commander’s refusals usage errors', () => {
    expect(toOutcome(new CommanderError(0, 'commander.helpDisplayed', '(outputHelp)'), 'export')).toMatchObject({
      exitCode: 0,
      error: null,
    });
    const usage = toOutcome(new CommanderError(1, 'commander.missingArgument', "error: missing required argument 'x'"), 'pull');
    expect(usage).toMatchObject({
      exitCode: 2,
      error: { message: "missing required argument 'x'", suggestion: 'Run `kitsmith pull --help` for the options and examples.' },
    });
  });

  it('makes core’s user errors usage errors with core’s suggestion', () => {
    expect(
      toOutcome(new KitsmithError('UNKNOWN_FORMAT', 'Unknown export format flash.', 'Formats: css.'), undefined),
    ).toMatchObject({
      exitCode: 2,
      error: { code: 'UNKNOWN_FORMAT', suggestion: 'Formats: css.' },
    });
  });

  it('says which file could not be written and why', () => {
    const error = Object.assign(new Error("EACCES: permission denied, open '/repo/x'"), {
      code: 'EACCES',
      syscall: 'open',
      path: '/repo/x',
    });
    expect(toOutcome(error, undefined)).toMatchObject({
      exitCode: 2,
      error: { code: 'FILE_ERROR', message: 'Could not open /repo/x: permission denied.' },
    });
  });

  it('maps a stray API error by its status', () => {
    expect(toOutcome(new ApiClientError(0, 'NETWORK_ERROR', 'fetch failed'), undefined).exitCode).toBe(4);
  });

  it('shows a bug as a generic message with exit 70, marked internal', () => {
    const outcome = toOutcome(new TypeError("Cannot read properties of undefined (reading 'x')"), undefined);
    expect(outcome).toMatchObject({ exitCode: 70, internal: true, error: { code: 'INTERNAL_ERROR' } });
    expect(outcome.error?.suggestion).toContain('KITSMITH_DEBUG=1');
  });
});
