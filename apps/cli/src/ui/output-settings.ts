import type { Env } from '../config/config-dir.ts';

export interface OutputSettings {
  /** `--json`: one JSON document on stdout, nothing else there. */
  json: boolean;
  /** A person at a terminal: ink output and prompts. Never in CI, in a pipe or with --json. */
  interactive: boolean;
  /** Colours in the terminal, unless NO_COLOR or --no-color. */
  color: boolean;
}

export interface TerminalFlags {
  stdoutIsTTY: boolean;
  stdinIsTTY: boolean;
}

const isSet = (value: string | undefined) => value !== undefined && value !== '' && value !== '0' && value !== 'false';

/** Options before a lone `--` (after it, words are arguments). */
const optionsOf = (argv: readonly string[]) => {
  const end = argv.indexOf('--');
  return end === -1 ? argv : argv.slice(0, end);
};

/**
 * Decided once, from the raw arguments and the environment, before commander
 * parses anything, so even a usage error is printed the right way.
 */
export function readOutputSettings(argv: readonly string[], env: Env, terminal: TerminalFlags): OutputSettings {
  const options = optionsOf(argv);
  const json = options.includes('--json');
  const interactive = !json && terminal.stdoutIsTTY && terminal.stdinIsTTY && !isSet(env.CI) && env.TERM !== 'dumb';
  // no-color.org: NO_COLOR set to anything but the empty string turns colour off.
  const color = interactive && !(env.NO_COLOR !== undefined && env.NO_COLOR !== '') && !options.includes('--no-color');
  return { json, interactive, color };
}
