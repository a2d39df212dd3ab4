import type { Command } from 'commander';
import { z } from 'zod';
import { versionRefSchema } from '../config/version-ref.ts';
import type { PullResult } from '../services/pull.ts';
import { line, type Block } from '../ui/blocks.ts';
import type { CommandContext } from './command-context.ts';
import { examples, parseOptions } from './parse-options.ts';

const pullOptions = z.object({
  project: z.string().trim().min(1, 'must not be empty').optional(),
  version: versionRefSchema.optional(),
  apiUrl: z.string().optional(),
});

export function pullBlocks(result: PullResult): Block[] {
  const { project, version } = result;
  const what = version
    ? `${project.name} ${version.version}${version.kind === 'auto' ? ` (checkpoint ${version.id})` : ''}`
    : `${project.name} (revision ${project.revision})`;
  const blocks = [
    result.designChanged
      ? line(`Pulled ${what} into ${result.designFile}.`, 'success')
      : line(`${result.designFile} already holds ${what}.`, 'success'),
  ];
  if (version) {
    blocks.push(
      line(
        'kitsmith.json pins this version: `kitsmith check` compares with it; `kitsmith pull` without --version follows the current design again.',
        'muted',
      ),
    );
  }
  if (result.configCreated) {
    blocks.push(line('Wrote kitsmith.json (formats: css); `kitsmith init --force` chooses formats and folders.', 'muted'));
  }
  if (result.designChanged) blocks.push(line('Next: `kitsmith export` regenerates the files.', 'muted'));
  return blocks;
}

export function registerPullCommand(program: Command, context: CommandContext): void {
  program
    .command('pull')
    .argument('[project]', 'the project id (default: kitsmith.json’s project)')
    .description('Write the project’s design (or one of its versions) from the server into the design file (design-system.json)')
    .option(
      '--version <version>',
      'a version (1.2.0, or an id from `kitsmith versions --all`) instead of the current design; kitsmith.json pins it',
    )
    .addHelpText(
      'after',
      examples([
        ['kitsmith pull', 'the project kitsmith.json names'],
        ['kitsmith pull 3f2c...', 'another project (recorded in kitsmith.json)'],
        ['kitsmith pull --version 1.2.0', 'the design as version 1.2.0 saved it'],
      ]),
    )
    .action(async (project: string | undefined, _options: unknown, command: Command) => {
      const options = parseOptions(pullOptions, { ...command.optsWithGlobals(), project }, 'pull', { project: '<project>' });
      const ui = await context.ui();
      const { pull } = await import('../services/pull.ts');
      const result = await pull(context.environment, options, ui);
      ui.result(result, () => pullBlocks(result));
    });
}
