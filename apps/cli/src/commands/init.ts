import type { Command } from 'commander';
import { EXPORT_FORMATS, type ExportFormat } from '@kitsmith/core';
import { z } from 'zod';
import { DEFAULT_DESIGN_FILE, DEFAULT_OUT_DIR } from '../config/project-config.ts';
import { componentsFlag, formatListFlag, type ComponentSelection } from '../config/selection.ts';
import { CliError } from '../errors.ts';
import type { InitResult } from '../services/init.ts';
import { line, type Block } from '../ui/blocks.ts';
import type { Ui } from '../ui/ui.ts';
import type { CommandContext } from './command-context.ts';
import { examples, parseOptions } from './parse-options.ts';

const initOptions = z.object({
  project: z.string().trim().min(1, 'must not be empty').optional(),
  name: z.string().trim().min(1, 'must not be empty').optional(),
  format: formatListFlag.optional(),
  out: z.string().trim().min(1, 'must not be empty').optional(),
  components: componentsFlag.optional(),
  design: z.string().trim().min(1, 'must not be empty').optional(),
  force: z.boolean().default(false),
  apiUrl: z.string().optional(),
});
type InitOptions = z.output<typeof initOptions>;

const NO_PROJECT = '';

/** In a terminal: the user's projects to pick from; not signed in (or offline), none, and a note why. */
async function askProject(ui: Ui, context: CommandContext, apiUrl: string | undefined): Promise<string | undefined> {
  const { projects } = await import('../services/projects.ts');
  let list: Awaited<ReturnType<typeof projects>>['projects'];
  try {
    list = (await projects(context.environment, { apiUrl }, ui)).projects;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    ui.show([
      line(`${error.message} kitsmith.json will name no project; \`kitsmith pull <project>\` adds one later.`, 'warning'),
    ]);
    return undefined;
  }
  const chosen = await ui.prompt.select({
    message: 'Which project does this repository follow?',
    flag: '--project',
    choices: [
      ...list.map((project) => ({ value: project.id, label: project.name, hint: project.id })),
      { value: NO_PROJECT, label: 'None: work offline from a local design file' },
    ],
  });
  return chosen === NO_PROJECT ? undefined : chosen;
}

async function askComponents(ui: Ui): Promise<ComponentSelection | undefined> {
  const answer = await ui.prompt.text({
    message: 'Components to generate (ids separated by commas, "all", or nothing for the design’s own)',
    flag: '--components',
    validate: (value) =>
      value.trim() === '' || componentsFlag.safeParse(value).success ? undefined : 'Give ids such as button,card, or all.',
  });
  return answer.trim() === '' ? undefined : componentsFlag.parse(answer);
}

/** Flags first; in a terminal, questions for what they left out; without one, only --format is required. */
async function completeOptions(ui: Ui, context: CommandContext, options: InitOptions) {
  const interactive = ui.settings.interactive;
  const project = options.project ?? (interactive ? await askProject(ui, context, options.apiUrl) : undefined);
  const formats: ExportFormat[] =
    options.format ??
    (await ui.prompt.multiSelect({
      message: 'Formats to generate',
      flag: '--format',
      choices: EXPORT_FORMATS.map((format) => ({ value: format, label: format })),
      defaultValues: ['css'],
    }));
  const outDir =
    options.out ??
    (interactive ? await ui.prompt.text({ message: 'Output folder', flag: '--out', defaultValue: DEFAULT_OUT_DIR }) : undefined);
  const components = options.components ?? (interactive ? await askComponents(ui) : undefined);
  return { project, formats, outDir, components };
}

export function initBlocks(result: InitResult): Block[] {
  const { config } = result;
  return [
    line(`Wrote ${result.path}.`, 'success'),
    line(
      `project: ${config.project ?? '(none: offline)'}; design: ${config.design}; formats: ${config.formats.join(', ')}; output: ${config.outDir}/`,
    ),
    line(
      config.project
        ? 'Next: `kitsmith pull` fetches the design, `kitsmith export` generates the files.'
        : 'Next: put a design in the design file, then `kitsmith export`.',
      'muted',
    ),
  ];
}

export function registerInitCommand(program: Command, context: CommandContext): void {
  program
    .command('init')
    .description('Create kitsmith.json here: project, formats, output folder and components (asked in a terminal)')
    .option('--project <id>', 'the project this repository follows (`kitsmith projects` lists them)')
    .option('--format <formats>', `formats to generate, separated by commas: ${EXPORT_FORMATS.join(', ')}`)
    .option('--out <dir>', `the folder generated files go to (default: ${DEFAULT_OUT_DIR})`)
    .option('--components <ids>', 'component ids separated by commas, or "all" (default: the design’s own)')
    .option('--design <file>', `the design file (default: ${DEFAULT_DESIGN_FILE})`)
    .option('--name <name>', 'the package name in generated files (default: the project’s name on pull)')
    .option('--force', 'replace an existing kitsmith.json')
    .addHelpText(
      'after',
      examples([
        ['kitsmith init', 'asks for each value'],
        ['kitsmith init --project 3f2c... --format css,tailwind --out src/design', 'for scripts and CI'],
      ]),
    )
    .action(async (_options: unknown, command: Command) => {
      const options = parseOptions(initOptions, command.optsWithGlobals(), 'init');
      const ui = await context.ui();
      const { assertCanInit, init } = await import('../services/init.ts');
      assertCanInit(context.environment, options.force);
      const values = await completeOptions(ui, context, options);
      const result = init(context.environment, { ...values, name: options.name, design: options.design, force: options.force });
      ui.result(result, () => initBlocks(result));
    });
}
