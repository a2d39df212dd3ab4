import { CliError, EXIT_CODES } from '../errors.ts';
import type { Block } from './blocks.ts';
import type { OutputSettings } from './output-settings.ts';
import type { Progress } from './progress.ts';

export interface TextPromptOptions {
  message: string;
  /** The flag that gives this value without a prompt; named in the error when no terminal can ask. */
  flag: string;
  defaultValue?: string;
  /** Typed characters are shown as `*` (passwords). */
  secret?: boolean;
  /** Returns why a value is refused, or undefined to accept it. */
  validate?: (value: string) => string | undefined;
}

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

export interface SelectPromptOptions<T extends string> {
  message: string;
  flag: string;
  choices: readonly Choice<T>[];
  defaultValue?: T;
}

export interface MultiSelectPromptOptions<T extends string> {
  message: string;
  flag: string;
  choices: readonly Choice<T>[];
  defaultValues?: readonly T[];
}

export interface Prompts {
  text(options: TextPromptOptions): Promise<string>;
  select<T extends string>(options: SelectPromptOptions<T>): Promise<T>;
  multiSelect<T extends string>(options: MultiSelectPromptOptions<T>): Promise<T[]>;
}

/** Where stdout, stderr and stdin lead; only what the printers use. */
export interface CliIo {
  stdout: OutputStream;
  stderr: OutputStream;
  stdin: InputStream;
}
export interface OutputStream {
  write(text: string): unknown;
  isTTY?: boolean;
  columns?: number;
}
/** Standard input: whether it is a terminal, and its text when something reads it (`kitsmith import -`). */
export interface InputStream extends Partial<AsyncIterable<string | Uint8Array>> {
  isTTY?: boolean;
}

/**
 * Everything a command shows or asks, in one of three modes: ink in a
 * terminal, plain lines in a pipe or CI, JSON with --json. Prompts refuse
 * without a terminal and name the flag to use instead.
 */
export interface Ui extends Progress {
  readonly settings: OutputSettings;
  /** Notes on the way (not the outcome): stderr in a pipe, nothing with --json. */
  show(blocks: readonly Block[]): void;
  /** The command's outcome: `value` as JSON with --json, else the blocks. */
  result(value: unknown, blocks: () => readonly Block[]): void;
  error(error: CliError): void;
  prompt: Prompts;
}

/** The error a prompt gives without a terminal: it names the flag (and the choices, when it has them). */
export function missingValue(flag: string, message: string, choices: readonly string[] = []): CliError {
  const what = message.replace(/[?:]\s*$/, '');
  const options = choices.length > 0 ? ` (one of: ${choices.join(', ')})` : '';
  return new CliError('MISSING_VALUE', `Missing ${flag}: ${what.charAt(0).toLowerCase()}${what.slice(1)}.`, {
    suggestion: `Pass ${flag}${options}; kitsmith asks for values only in an interactive terminal.`,
    exitCode: EXIT_CODES.usage,
  });
}

export const cancelled = () => new CliError('CANCELLED', 'Cancelled.', { exitCode: EXIT_CODES.cancelled });

/** The JSON document of an error (--json). */
export const errorJson = (error: CliError) => ({
  error: { code: error.code, message: error.message, ...(error.suggestion ? { suggestion: error.suggestion } : {}) },
});
