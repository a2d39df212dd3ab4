import type { Command } from 'commander';
import { z } from 'zod';
import type { VersionRow, VersionsResult } from '../services/versions.ts';
import { line, table, type Block } from '../ui/blocks.ts';
import type { CommandContext } from './command-context.ts';
import { examples, parseOptions } from './parse-options.ts';

/** The API's largest page. */
const MAX_LIMIT = 100;
const MESSAGE_WIDTH = 48;

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const versionsOptions = z.object({
  project: z.string().trim().min(1, 'must not be empty').optional(),
  all: z.boolean().default(false),
  page: wholeNumber(1, 100_000).default(1),
  limit: wholeNumber(1, MAX_LIMIT).default(20),
  apiUrl: z.string().optional(),
});

const shorten = (text: string, width: number) => (text.length > width ? `${text.slice(0, width - 1)}…` : text);

export function versionsBlocks(result: VersionsResult): Block[] {
  const { versions, total, page, limit, kind } = result;
  if (total === 0) {
    return [
      line(`Project ${result.project} has no ${kind === 'named' ? 'named versions' : 'versions'} yet.`),
      line(
        kind === 'named'
          ? 'Save one in the editor (Save version); `kitsmith versions --all` lists the automatic checkpoints too.'
          : 'Save one in the editor (Save version); checkpoints appear as the design is edited.',
        'muted',
      ),
    ];
  }
  const what = kind === 'named' ? 'named versions' : 'versions and checkpoints';
  if (versions.length === 0) {
    const pages = Math.ceil(total / limit);
    return [
      line(`Page ${page} is past the end: ${total} ${what} fill ${pages} page${pages === 1 ? '' : 's'} of ${limit}.`, 'warning'),
    ];
  }
  const first = (page - 1) * limit + 1;
  const last = first + versions.length - 1;
  const blocks: Block[] = [
    table<VersionRow>(
      [
        ...(kind === 'all' ? [{ header: 'ID', value: (version: VersionRow) => version.id }] : []),
        { header: 'VERSION', value: (version) => version.version },
        { header: 'KIND', value: (version) => version.kind },
        { header: 'DATE', value: (version) => version.createdAt.slice(0, 16).replace('T', ' ') },
        { header: 'AUTHOR', value: (version) => version.author ?? '(deleted account)' },
        { header: 'MESSAGE', value: (version) => shorten(version.message, MESSAGE_WIDTH) || '-' },
        { header: 'CHANGES', value: (version) => version.summary },
      ],
      versions,
    ),
  ];
  const next = last < total ? ` \`--page ${page + 1}\` shows the next.` : '';
  blocks.push(line(`${first}–${last} of ${total} ${what}.${next}`, 'muted'));
  return blocks;
}

export function registerVersionsCommand(program: Command, context: CommandContext): void {
  program
    .command('versions')
    .argument('[project]', 'the project id (default: kitsmith.json’s project)')
    .description('List the project’s versions, newest first: version, kind, date, author, message and what changed')
    .option('--all', 'include the automatic checkpoints (default: named versions only)')
    .option('--page <n>', 'which page, newest first (default: 1)')
    .option('--limit <n>', `versions per page, at most ${MAX_LIMIT} (default: 20)`)
    .addHelpText(
      'after',
      examples([
        ['kitsmith versions', 'the newest named versions'],
        ['kitsmith versions --all --limit 50', 'with the automatic checkpoints (named by id)'],
        ['kitsmith versions --page 2 --json', 'the next page, as JSON'],
      ]),
    )
    .action(async (project: string | undefined, _options: unknown, command: Command) => {
      const options = parseOptions(versionsOptions, { ...command.optsWithGlobals(), project }, 'versions', {
        project: '[project]',
      });
      const ui = await context.ui();
      const { versions } = await import('../services/versions.ts');
      const result = await versions(context.environment, options, ui);
      ui.result(result, () => versionsBlocks(result));
    });
}
