import type { Command } from 'commander';
import { z } from 'zod';
import type { ApplyResult } from '../services/apply.ts';
import { line, type Block } from '../ui/blocks.ts';
import type { CommandContext } from './command-context.ts';
import { examples, parseOptions } from './parse-options.ts';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #0ea5e9');

const applyOptions = z.object({
  template: z.string().trim().min(1, 'must not be empty').optional(),
  primary: hexColor.optional(),
  secondary: hexColor.optional(),
  accent: hexColor.optional(),
  neutral: hexColor.optional(),
  push: z.boolean().default(false),
  apiUrl: z.string().optional(),
});

export function applyBlocks(result: ApplyResult): Block[] {
  const blocks = [line(`Applied ${result.template.name} to ${result.designFile}.`, 'success')];
  if (result.pushed)
    blocks.push(line(`Saved to project ${result.pushed.project} as revision ${result.pushed.revision}.`, 'success'));
  blocks.push(line('Next: `kitsmith export` regenerates the files.', 'muted'));
  return blocks;
}

export function registerApplyCommand(program: Command, context: CommandContext): void {
  program
    .command('apply')
    .argument('[template]', 'a template id: modern-glassmorphism, corporate-professional, bold-creative (asked in a terminal)')
    .description('Apply a design template to the local design (and save it to the server with --push)')
    .option('--primary <hex>', 'your primary colour instead of the template’s')
    .option('--secondary <hex>', 'your secondary colour instead of the template’s')
    .option('--accent <hex>', 'your accent colour instead of the template’s')
    .option('--neutral <hex>', 'your neutral base colour instead of the template’s')
    .option('--push', 'also save the design to the project on the server (refused if it changed since your pull)')
    .addHelpText(
      'after',
      examples([
        ['kitsmith apply bold-creative', 'the template, locally'],
        ['kitsmith apply corporate-professional --primary #0f766e', 'with your own primary colour'],
        ['kitsmith apply modern-glassmorphism --push', 'and save it to the project'],
      ]),
    )
    .action(async (template: string | undefined, _options: unknown, command: Command) => {
      const options = parseOptions(applyOptions, { ...command.optsWithGlobals(), template }, 'apply', { template: '<template>' });
      const ui = await context.ui();
      const { apply, templateChoices } = await import('../services/apply.ts');
      const chosen =
        options.template ??
        (await ui.prompt.select({ message: 'Which template?', flag: '<template>', choices: templateChoices() }));
      const theme = {
        ...(options.primary ? { primaryColor: options.primary } : {}),
        ...(options.secondary ? { secondaryColor: options.secondary } : {}),
        ...(options.accent ? { accentColor: options.accent } : {}),
        ...(options.neutral ? { neutralBase: options.neutral } : {}),
      };
      const result = await apply(
        context.environment,
        { template: chosen, theme, push: options.push, apiUrl: options.apiUrl },
        ui,
      );
      ui.result(result, () => applyBlocks(result));
    });
}
