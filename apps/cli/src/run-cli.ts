import type { CommandContext } from './commands/command-context.ts';
import { configDir, type Env } from './config/config-dir.ts';
import { EXIT_CODES } from './errors.ts';
import { createProgram } from './program.ts';
import { toOutcome } from './to-cli-error.ts';
import { createUi } from './ui/create-ui.ts';
import { readOutputSettings } from './ui/output-settings.ts';
import type { CliIo, Ui } from './ui/ui.ts';

export interface RunOptions {
  io: CliIo;
  env: Env;
  cwd: string;
  fetch?: typeof fetch;
}

/** The command's name in argv (for the help hint of a usage error). */
function commandNameIn(argv: readonly string[], names: readonly string[]): string | undefined {
  return argv.find((word) => names.includes(word));
}

/**
 * Runs one kitsmith command line (arguments after the program name) and
 * returns its exit code. Every error ends here: shown once, in the run's
 * output mode, without a stack trace (unless KITSMITH_DEBUG=1 and it is a bug).
 */
export async function runCli(argv: readonly string[], options: RunOptions): Promise<number> {
  const { io, env, cwd } = options;
  const settings = readOutputSettings(argv, env, { stdoutIsTTY: Boolean(io.stdout.isTTY), stdinIsTTY: Boolean(io.stdin.isTTY) });
  let ui: Promise<Ui> | undefined;
  let exitCode: number = EXIT_CODES.ok;
  const context: CommandContext = {
    environment: {
      cwd,
      env,
      configDir: configDir(env),
      ...(io.stdin[Symbol.asyncIterator] ? { stdin: io.stdin as AsyncIterable<string | Uint8Array> } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    },
    ui: () => (ui ??= createUi(io, settings)),
    setExitCode: (code) => {
      exitCode = code;
    },
  };
  const program = createProgram(context, io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    const outcome = toOutcome(
      error,
      commandNameIn(
        argv,
        program.commands.map((command) => command.name()),
      ),
    );
    if (outcome.error) (await context.ui()).error(outcome.error);
    if (outcome.internal && env.KITSMITH_DEBUG && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    return outcome.exitCode;
  }
}
