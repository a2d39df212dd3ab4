import type { Command } from 'commander';
import { z } from 'zod';
import type { ImportResult } from '../services/import.ts';
import { line, swatches, table, type Block } from '../ui/blocks.ts';
import { describeContrastFailure } from './check.ts';
import type { CommandContext } from './command-context.ts';
import { examples, parseOptions } from './parse-options.ts';

const importOptions = z.object({
  file: z.string().trim().min(1, 'must not be empty'),
  // Checked against core's IMPORT_FORMATS by the service: core's import code loads only when the command runs.
  format: z.string().trim().min(1, 'must not be empty').optional(),
  project: z.string().trim().min(1, 'must not be empty').optional(),
  dryRun: z.boolean().default(false),
  apiUrl: z.string().optional(),
});

/** In a terminal the preview's lists stay short; --json gives everything. */
const MAX_ROWS = 30;

function rows<Row>(items: readonly Row[]): { shown: Row[]; more: Block[] } {
  const hidden = items.length - MAX_ROWS;
  return { shown: items.slice(0, MAX_ROWS), more: hidden > 0 ? [line(`... ${hidden} more (--json lists them all)`, 'muted')] : [] };
}

function writtenLine(result: ImportResult): Block {
  const { written, report } = result;
  const what = `${report.format} from ${result.source === '-' ? 'standard input' : result.source}`;
  if (!written) return line(`Preview of ${what} (--dry-run: nothing written).`, 'success');
  if (written.kind === 'project') return line(`Imported ${what} into project ${written.name} (revision ${written.revision}).`, 'success');
  return written.changed
    ? line(`Imported ${what} into ${written.path}.`, 'success')
    : line(`${written.path} already holds the design ${what} gives.`, 'success');
}

function contrastBlocks({ contrast }: ImportResult): Block[] {
  if (contrast.failures.length === 0) return [line(`Contrast: all ${contrast.pairs} colour pairs (text on backgrounds, chart colours on the page) reach their targets.`, 'success')];
  return [
    line(`Contrast: ${contrast.failures.length} of ${contrast.pairs} colour pairs fall below their target.`, 'warning'),
    ...contrast.failures.map((failure) => line(`  ${describeContrastFailure(failure)}`)),
  ];
}

export function importBlocks(result: ImportResult): Block[] {
  const { report, design } = result;
  const mapped = rows(report.mapped);
  const unmapped = rows(report.unmapped);
  return [
    writtenLine(result),
    swatches([
      { name: 'primary', hex: design.theme.primaryColor },
      { name: 'secondary', hex: design.theme.secondaryColor },
      { name: 'accent', hex: design.theme.accentColor },
      { name: 'neutral', hex: design.colors.neutral },
    ]),
    line(`Mapped: ${report.mapped.length} token${report.mapped.length === 1 ? '' : 's'} to design settings.`),
    ...(report.mapped.length > 0
      ? [
          table(
            [
              { header: 'TOKEN', value: (row: (typeof report.mapped)[number]) => row.path },
              { header: 'SETTING', value: (row: (typeof report.mapped)[number]) => row.to },
            ],
            mapped.shown,
          ),
          ...mapped.more,
        ]
      : []),
    ...(report.unmapped.length > 0
      ? [
          line(`Not mapped: ${report.unmapped.length} token${report.unmapped.length === 1 ? '' : 's'}.`),
          table(
            [
              { header: 'TOKEN', value: (row: (typeof report.unmapped)[number]) => row.path },
              { header: 'WHY', value: (row: (typeof report.unmapped)[number]) => row.reason },
            ],
            unmapped.shown,
          ),
          ...unmapped.more,
        ]
      : []),
    ...report.warnings.map((warning) => line(warning, 'warning')),
    ...contrastBlocks(result),
    ...(result.written?.kind === 'file' && result.written.changed ? [line('Next: `kitsmith export` regenerates the files.', 'muted')] : []),
  ];
}

export function registerImportCommand(program: Command, context: CommandContext): void {
  program
    .command('import')
    .argument('<file>', 'the file to read (- for standard input; at most 2 MB, core’s IMPORT_MAX_BYTES)')
    .description(
      'Read a design from shadcn/tweakcn CSS, a Tailwind v3 config, W3C DTCG (Figma, Style Dictionary), Tokens Studio or Material Theme Builder into the design file (offline)',
    )
    .option('--format <format>', 'read the file as this format instead of detecting it: kitsmith, dtcg, figma, style-dictionary, tokens-studio, shadcn-css, css, tailwind-config, material')
    .option('--project <id>', 'import into this project on the server (saved as its next revision) instead of the local design file')
    .option('--dry-run', 'only show what maps to which setting, what does not, and the contrast of the result')
    .addHelpText(
      'after',
      examples([
        ['kitsmith import app/globals.css', 'shadcn/tweakcn theme into the design file'],
        ['kitsmith import tokens.json --dry-run', 'preview: mapped, not mapped, contrast'],
        ['kitsmith import tailwind.config.js --project 3f2c...', 'into a project on the server'],
        ['pbpaste | kitsmith import - --format shadcn-css', 'from standard input'],
      ]) + '\nSettings the file does not speak to keep the design’s values. A Tailwind config is read as data, never run.\n',
    )
    .action(async (file: string, _options: unknown, command: Command) => {
      const options = parseOptions(importOptions, { ...command.optsWithGlobals(), file }, 'import', { file: '<file>' });
      const ui = await context.ui();
      const { importFile } = await import('../services/import.ts');
      const result = await importFile(context.environment, options, ui);
      ui.result(result, () => importBlocks(result));
    });
}
