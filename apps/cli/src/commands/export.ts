import type { Command } from 'commander';
import { EXPORT_FORMATS } from '@kitsmith/core';
import { z } from 'zod';
import { componentsFlag, formatListFlag, schemeSwitchSchema } from '../config/selection.ts';
import type { ExportResult } from '../services/export.ts';
import { line, table, type Block } from '../ui/blocks.ts';
import type { CommandContext } from './command-context.ts';
import { examples, parseOptions } from './parse-options.ts';

const exportOptions = z.object({
  format: formatListFlag.optional(),
  out: z.string().trim().min(1, 'must not be empty').optional(),
  components: componentsFlag.optional(),
  schemeSwitch: schemeSwitchSchema.optional(),
  remote: z.boolean().default(false),
  dryRun: z.boolean().default(false),
  zip: z.union([z.literal(true), z.string().trim().min(1, 'must name a file')]).optional(),
  apiUrl: z.string().optional(),
});

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the package says about its release: the server's version and changelog, or why it has neither. */
export function releaseBlocks({ release }: ExportResult): Block[] {
  if (!release) return [];
  if ('skipped' in release) {
    return [
      line(
        `package: the project’s version and changelog were not included (${release.skipped.replace(/\.$/, '')}); package.json has the default version and there is no CHANGELOG.md.`,
        'warning',
      ),
    ];
  }
  const which = release.pinned ? 'the version kitsmith.json pins' : 'the project’s version';
  const none = release.pinned ? 'the changelog has no section for it' : 'the project has no named version yet';
  const changelog = release.changelog ? ' with CHANGELOG.md' : `; no CHANGELOG.md (${none})`;
  return [line(`package: version ${release.version} (${which})${changelog}.`, 'muted')];
}

export function exportBlocks(result: ExportResult): Block[] {
  return [...fileBlocks(result), ...releaseBlocks(result)];
}

function fileBlocks(result: ExportResult): Block[] {
  const verb = result.dryRun ? 'Would write' : 'Wrote';
  const { kind, path } = result.target;
  if (kind === 'zip') return [line(`${verb} ${plural(result.files.length, 'file')} into ${path}.`, 'success')];
  const changed = result.files.filter((file) => file.status !== 'unchanged');
  const unchanged = result.files.length - changed.length;
  if (changed.length === 0) return [line(`${path}/ is up to date (${plural(unchanged, 'file')}).`, 'success')];
  const rows = table<(typeof changed)[number]>(
    [
      { header: 'STATUS', value: (file) => file.status },
      { header: 'FILE', value: (file) => file.path },
    ],
    changed,
  );
  const rest = unchanged > 0 ? ` (${unchanged} unchanged)` : '';
  return [rows, line(`${verb} ${plural(changed.length, 'file')} to ${path}/${rest}.`, 'success')];
}

export function registerExportCommand(program: Command, context: CommandContext): void {
  program
    .command('export')
    .description('Generate code from the local design (offline, with core) or on the server; writes only changed files')
    .option('-f, --format <formats>', `formats separated by commas (default: kitsmith.json's): ${EXPORT_FORMATS.join(', ')}`)
    .option('-o, --out <dir>', 'the output folder (default: kitsmith.json’s outDir, else design-system)')
    .option('--components <ids>', 'component ids separated by commas, or "all" (default: kitsmith.json’s, else the design’s own)')
    .option('--scheme-switch <how>', 'how css/tokens.css switches light and dark: selectors, or light-dark (one light-dark() block) (default: kitsmith.json’s, else selectors)')
    .option('--remote', 'generate on the server from the project’s saved design, not from the local file')
    .option('--dry-run', 'list what would change; write nothing')
    .option('--zip [file]', 'write every file into one zip instead (default: <name>.zip)')
    .addHelpText(
      'after',
      examples([
        ['kitsmith export', 'what kitsmith.json asks for'],
        ['kitsmith export --format css,tailwind --out src/design', 'chosen formats into another folder'],
        ['kitsmith export --dry-run', 'what would change'],
        [
          'kitsmith export --format package --zip',
          'a complete npm package as a zip (with the project’s version and CHANGELOG.md)',
        ],
        ['kitsmith export --remote', 'as the server generates it'],
      ]),
    )
    .action(async (_options: unknown, command: Command) => {
      const options = parseOptions(exportOptions, command.optsWithGlobals(), 'export');
      const ui = await context.ui();
      const { exportDesign } = await import('../services/export.ts');
      const result = await exportDesign(context.environment, { ...options, formats: options.format }, ui);
      ui.result(result, () => exportBlocks(result));
    });
}
