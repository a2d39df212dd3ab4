import type { Command } from 'commander';
import { z } from 'zod';
import { versionRefSchema } from '../config/version-ref.ts';
import { EXIT_CODES } from '../errors.ts';
import type { DiffResult } from '../services/diff.ts';
import { line, type Block } from '../ui/blocks.ts';
import type { CommandContext } from './command-context.ts';
import { designDiffBlocks } from './design-diff-blocks.ts';
import { examples, parseOptions } from './parse-options.ts';

const diffOptions = z.object({
  sources: z.array(z.string().trim().min(1, 'must not be empty')).max(2, 'compare at most two files'),
  from: versionRefSchema.optional(),
  to: versionRefSchema.optional(),
  apiUrl: z.string().optional(),
});

export function diffBlocks(result: DiffResult): Block[] {
  if (result.same) return [line(`No differences between ${result.before} and ${result.after}.`, 'success')];
  return [
    line(`From ${result.before} to ${result.after}: ${result.summary} (suggested bump: ${result.suggestedBump}).`, 'warning'),
    ...designDiffBlocks(result.diff),
  ];
}

export function registerDiffCommand(program: Command, context: CommandContext): void {
  program
    .command('diff')
    .argument(
      '[files...]',
      'one file: the local design against it; two: one against the other (design files or design-token JSON)',
    )
    .description(
      'Show token-level differences between the server’s design and the local one, between files, or between versions on the server; exit 1 when they differ',
    )
    .option('--from <version>', 'a version on the server (1.2.0 or an id) to compare from; --to defaults to the current design')
    .option('--to <version>', 'a version on the server to compare to; alone, against the named version before it')
    .addHelpText(
      'after',
      examples([
        ['kitsmith diff', 'the server’s design against the local one'],
        ['kitsmith diff other-design.json', 'the local design against a file'],
        ['kitsmith diff old.json new.json', 'two design files'],
        ['kitsmith diff design-system.json design-system/dtcg', 'a design against exported W3C tokens'],
        ['kitsmith diff --from 1.1.0 --to 1.2.0', 'two versions on the server'],
        ['kitsmith diff --from 1.1.0', 'a version against the current design on the server'],
        ['kitsmith diff --to 1.2.0 --json', 'what 1.2.0 changed, as JSON for CI'],
      ]),
    )
    .action(async (files: string[], _options: unknown, command: Command) => {
      const options = parseOptions(diffOptions, { ...command.optsWithGlobals(), sources: files }, 'diff', {
        sources: '[files...]',
      });
      const ui = await context.ui();
      const { diff } = await import('../services/diff.ts');
      const result = await diff(context.environment, options, ui);
      if (!result.same) context.setExitCode(EXIT_CODES.differences);
      ui.result(result, () => diffBlocks(result));
    });
}
