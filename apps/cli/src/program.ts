import { Command, Option } from 'commander';
import packageJson from '../package.json' with { type: 'json' };
import { DEFAULT_API_URL } from './api/api-url.ts';
import { registerApplyCommand } from './commands/apply.ts';
import { registerCheckCommand } from './commands/check.ts';
import type { CommandContext } from './commands/command-context.ts';
import { registerDiffCommand } from './commands/diff.ts';
import { registerExportCommand } from './commands/export.ts';
import { registerGenerateCommand } from './commands/generate.ts';
import { registerImportCommand } from './commands/import.ts';
import { registerInitCommand } from './commands/init.ts';
import { registerLoginCommand } from './commands/login.ts';
import { registerLogoutCommand } from './commands/logout.ts';
import { examples } from './commands/parse-options.ts';
import { registerProjectsCommand } from './commands/projects.ts';
import { registerPullCommand } from './commands/pull.ts';
import { registerVersionsCommand } from './commands/versions.ts';
import { registerWhoamiCommand } from './commands/whoami.ts';
import type { CliIo } from './ui/ui.ts';

export const VERSION = packageJson.version;

/** What every command takes, before or after its name (`kitsmith --json check`, `kitsmith check --json`). */
const commonOptions = () => [
  new Option('--json', 'print the result (or the error) as JSON; never prompts'),
  new Option('--api-url <url>', `the Kitsmith API (default: KITSMITH_API_URL, where you logged in, else ${DEFAULT_API_URL})`),
  new Option('--no-color', 'no colours (as NO_COLOR does)'),
];

/**
 * The program only registers commands. Each command file parses its options
 * and imports its service (and with it core) only when it runs, so `--help`
 * and `--version` load neither core nor ink.
 */
export function createProgram(context: CommandContext, io: CliIo): Command {
  const program = new Command('kitsmith')
    .description('Bring your Kitsmith design system into a repository and its CI: pull it, generate code, check it.')
    .version(VERSION, '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    // The program's options end at the command's name, so a command may have its own --version (`pull --version 1.2.0`);
    // every command takes the options common to all (below).
    .enablePositionalOptions()
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      // Errors are printed once, by the run's error handler, in the output mode of the run.
      outputError: () => undefined,
    })
    .exitOverride()
    .showSuggestionAfterError()
    .addHelpText(
      'after',
      examples([
        ['kitsmith login', 'sign in (KITSMITH_TOKEN in CI)'],
        ['kitsmith init', 'create kitsmith.json'],
        ['kitsmith pull', 'fetch the project’s design'],
        ['kitsmith versions', 'its named versions'],
        ['kitsmith export', 'generate code from it'],
        ['kitsmith check', 'what CI runs'],
      ]) + '\nExit codes: 0 ok, 1 differences found, 2 usage error, 3 not signed in or refused, 4 network or server error.\n',
    );
  for (const register of [
    registerLoginCommand,
    registerLogoutCommand,
    registerWhoamiCommand,
    registerProjectsCommand,
    registerInitCommand,
    registerVersionsCommand,
    registerPullCommand,
    registerExportCommand,
    registerApplyCommand,
    registerGenerateCommand,
    registerImportCommand,
    registerCheckCommand,
    registerDiffCommand,
  ]) {
    register(program, context);
  }
  for (const command of [program, ...program.commands]) {
    for (const option of commonOptions()) command.addOption(option);
  }
  return program;
}
