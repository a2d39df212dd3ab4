import type { Command } from 'commander';
import { z } from 'zod';
import { showTokenChangeScheme, type ContrastDecision } from '@kitsmith/core';
import { EXIT_CODES } from '../errors.ts';
import type { CheckResult, FileDifference } from '../services/check.ts';
import { diff, line, table, type Block } from '../ui/blocks.ts';
import type { CommandContext } from './command-context.ts';
import { designDiffBlocks } from './design-diff-blocks.ts';
import { examples, parseOptions } from './parse-options.ts';

const checkOptions = z.object({ offline: z.boolean().default(false), apiUrl: z.string().optional() });

/** In CI logs the check's tables stay short; --json gives everything. */
const MAX_ROWS = 20;

function fileBlocks({ files }: CheckResult): Block[] {
  const { outDir, checked, differences } = files;
  if (differences.length === 0) return [line(`Generated files: all ${checked} in ${outDir}/ match the design.`, 'success')];
  return [
    line(`Generated files: ${differences.length} of ${checked} in ${outDir}/ differ from what the design generates.`, 'error'),
    table<FileDifference>(
      [
        { header: 'STATUS', value: (file) => file.status },
        { header: 'FILE', value: (file) => file.path },
      ],
      differences,
    ),
    ...differences.flatMap((file) => (file.diff ? [diff(file.diff)] : [])),
    line('Run `kitsmith export` to regenerate them.', 'muted'),
  ];
}

/**
 * `light: primary-foreground on primary is 3.2:1 (target 4.5:1; #ffffff on #22c55e)`, the scheme in core's words
 * (`high-contrast dark`), as diffs name it.
 */
export function describeContrastFailure(
  decision: Pick<ContrastDecision, 'mode' | 'foreground' | 'background' | 'ratio' | 'target' | 'passes' | 'foregroundValue' | 'backgroundValue'>,
): string {
  const { mode, foreground, background, ratio, target } = decision;
  return `${showTokenChangeScheme(mode)}: ${foreground} on ${background} is ${ratio}:1 (target ${target}:1; ${decision.foregroundValue} on ${decision.backgroundValue})`;
}

function contrastBlocks({ contrast }: CheckResult): Block[] {
  if (contrast.failures.length === 0)
    return [line(`Contrast: all ${contrast.pairs} colour pairs (text on backgrounds, chart colours on the page) reach their targets.`, 'success')];
  return [
    line(`Contrast: ${contrast.failures.length} of ${contrast.pairs} colour pairs fall below their target.`, 'error'),
    ...contrast.failures.map((failure) => line(`  ${describeContrastFailure(failure)}`)),
    line('Choose colours with more contrast in the design.', 'muted'),
  ];
}

function serverBlocks({ server }: CheckResult): Block[] {
  if (!server.compared) return [line(`Server: not compared (${server.reason}).`, 'muted')];
  const { version } = server;
  const where = version
    ? `version ${version.version}${version.kind === 'auto' ? ` (checkpoint ${version.id})` : ''} of project ${server.project}, pinned in kitsmith.json`
    : `project ${server.project} (revision ${server.revision})`;
  if (server.same) return [line(`Server: the local design matches ${where}.`, 'success')];
  return [
    line(`Server: the local design differs from ${where}: ${server.summary}.`, 'error'),
    ...designDiffBlocks(server.diff, MAX_ROWS),
    version
      ? line(
          `\`kitsmith pull --version ${version.ref}\` takes that version’s design; \`kitsmith pull\` follows the current design (and drops the pin).`,
          'muted',
        )
      : line('`kitsmith pull` takes the server’s design; `kitsmith apply <template> --push` or the editor saves yours.', 'muted'),
  ];
}

export function checkBlocks(result: CheckResult): Block[] {
  return [
    ...fileBlocks(result),
    ...contrastBlocks(result),
    ...serverBlocks(result),
    result.ok ? line('Check passed.', 'success') : line('Check failed.', 'error'),
  ];
}

export function registerCheckCommand(program: Command, context: CommandContext): void {
  program
    .command('check')
    .description(
      'For CI: fail (exit 1) when generated files are stale, the design differs from the server’s (or the version kitsmith.json pins), or contrast falls short',
    )
    .option('--offline', 'skip the comparison with the server’s design')
    .addHelpText(
      'after',
      examples([
        ['KITSMITH_TOKEN=ks_pat_... kitsmith check', 'what CI runs'],
        ['kitsmith check --offline', 'files and contrast only'],
        ['kitsmith pull --version 1.2.0 && kitsmith check', 'pin version 1.2.0: check compares with it'],
        ['kitsmith check --json', 'every difference as JSON'],
      ]),
    )
    .action(async (_options: unknown, command: Command) => {
      const options = parseOptions(checkOptions, command.optsWithGlobals(), 'check');
      const ui = await context.ui();
      const { check } = await import('../services/check.ts');
      const result = await check(context.environment, options, ui);
      if (!result.ok) context.setExitCode(EXIT_CODES.differences);
      ui.result(result, () => checkBlocks(result));
    });
}
