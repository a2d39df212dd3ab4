import type { Command } from 'commander';
import type { GenerateInput } from '@kitsmith/core';
import type { GenerateResult, GeneratedCandidate } from '../services/generate.ts';
import { line, swatches, type Block } from '../ui/blocks.ts';
import type { Ui } from '../ui/ui.ts';
import type { CommandContext } from './command-context.ts';
import {
  brandColorFlag,
  collect,
  CONTRAST_TARGETS,
  CORNER_STYLES,
  DENSITIES,
  GENERATE_DEFAULTS,
  generateOptionsSchema,
  MOODS,
  MOTIONS,
  TYPE_PAIRINGS,
  type GenerateOptions,
} from './generate-options.ts';
import { examples, parseOptions } from './parse-options.ts';

/** A word as a shell reads it back: bare when it is safe, else in single quotes. */
const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/**
 * The command line that gives the same candidates again, with `--pick <n>` to write one: from
 * core's input (after a description, the model's preferences included, so no model is asked again).
 */
export function pickCommand(input: GenerateInput, description?: string): string {
  const words = ['kitsmith', 'generate', ...input.brandColors.flatMap((hex) => ['--brand', hex])];
  const flags: [string, string | number | undefined][] = [
    ['--mood', input.mood],
    ['--contrast', input.contrast],
    ['--density', input.density],
    ['--corners', input.corners],
    ['--type', input.typePairing],
    ['--motion', input.motion],
    ['--seed', input.seed],
    ['--count', input.count],
    ['--describe', description],
  ];
  for (const [flag, value] of flags) if (value !== undefined) words.push(flag, String(value));
  return [...words.map(shellWord), '--pick', '<n>'].join(' ');
}

const fontsText = ({ fonts }: GeneratedCandidate) =>
  `fonts: ${fonts.heading} (headings), ${fonts.body} (body)${fonts.mono ? `, ${fonts.mono} (code)` : ''}`;

function candidateBlocks(candidate: GeneratedCandidate, indent: string): Block[] {
  return [
    swatches(
      Object.entries(candidate.colors).map(([name, hex]) => ({ name, hex })),
      indent,
    ),
    line(`${indent}${fontsText(candidate)}`, 'muted'),
  ];
}

/** The AI model's notice (no model connected, it failed, or its colours were adjusted), when the server gave one. */
function noticeBlocks(result: GenerateResult): Block[] {
  const notice = result.ai?.notice;
  if (!notice) return [];
  return [line(notice, result.ai?.status === 'used' ? 'muted' : 'warning')];
}

/** How to write one of the listed candidates: offline when core gives the same ones, else the same request again. */
function pickHint(result: GenerateResult, request: { input: GenerateInput; description?: string | undefined }): Block[] {
  if (result.reproduce) {
    return [
      line(`Write one to the design file: ${pickCommand(result.reproduce)}`, 'muted'),
      ...(result.source === 'api' ? [line('(The same candidates offline: your flags with the model’s suggestions; no model is asked.)', 'muted')] : []),
    ];
  }
  return [
    line(`Write one to the design file: ${pickCommand(request.input, request.description)}`, 'muted'),
    line('(A description asks the model again, which may answer differently.)', 'muted'),
  ];
}

export function generateBlocks(result: GenerateResult, request: { input: GenerateInput; description?: string | undefined }): Block[] {
  const { picked } = result;
  if (picked) {
    const candidate = result.candidates[picked.number - 1];
    if (!candidate) throw new Error(`candidate ${picked.number} was written but is not in the result`);
    return [
      ...noticeBlocks(result),
      picked.designChanged
        ? line(`Wrote candidate ${picked.number} to ${picked.designFile}: ${candidate.rationale}.`, 'success')
        : line(`${picked.designFile} already holds candidate ${picked.number}: ${candidate.rationale}.`, 'success'),
      ...candidateBlocks(candidate, '  '),
      line(
        picked.configFound
          ? 'Next: `kitsmith export` regenerates the files.'
          : 'Next: `kitsmith init` chooses formats and folders, then `kitsmith export` generates the files.',
        'muted',
      ),
    ];
  }
  const width = String(result.candidates.length).length;
  return [
    ...noticeBlocks(result),
    ...result.candidates.flatMap((candidate) => [
      line(`${String(candidate.number).padStart(width)}. ${candidate.rationale}`),
      ...candidateBlocks(candidate, ' '.repeat(width + 2)),
    ]),
    ...pickHint(result, request),
  ];
}

/** In a terminal, a missing --brand is asked for (one colour); elsewhere it is an error naming the flag. */
async function brandColors(ui: Ui, options: GenerateOptions): Promise<string[]> {
  if (options.brand) return options.brand;
  const answer = await ui.prompt.text({
    message: 'Brand colour (hex, such as #0f766e)',
    flag: '--brand',
    validate: (value) => brandColorFlag.safeParse(value).error?.issues[0]?.message,
  });
  return [brandColorFlag.parse(answer)];
}

function generateInput(options: GenerateOptions, brand: string[]): GenerateInput {
  return {
    brandColors: brand,
    ...(options.mood ? { mood: options.mood } : {}),
    ...(options.contrast ? { contrast: options.contrast } : {}),
    ...(options.density ? { density: options.density } : {}),
    ...(options.corners ? { corners: options.corners } : {}),
    ...(options.type ? { typePairing: options.type } : {}),
    ...(options.motion ? { motion: options.motion } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.count !== undefined ? { count: options.count } : {}),
  };
}

export function registerGenerateCommand(program: Command, context: CommandContext): void {
  program
    .command('generate')
    .description('Generate candidate design systems from brand colours and preferences (offline), and write one to the design file')
    .option('--brand <hex>', 'a brand colour: primary, then secondary, then accent (repeat up to 3 times; kept exactly)', collect)
    .option('--mood <mood>', `the brand’s character: ${MOODS.join(', ')} (default: ${GENERATE_DEFAULTS.mood})`)
    .option('--contrast <target>', `what every text/background pair reaches: ${CONTRAST_TARGETS.join(', ')} (default: ${GENERATE_DEFAULTS.contrast})`)
    .option('--density <density>', `${DENSITIES.join(', ')} (default: ${GENERATE_DEFAULTS.density})`)
    .option('--corners <style>', `${CORNER_STYLES.join(', ')} (default: the mood’s)`)
    .option('--type <pairing>', `the type pairing: ${TYPE_PAIRINGS.join(', ')} (default: the mood’s)`)
    .option('--motion <motion>', `${MOTIONS.join(', ')} (default: the mood’s)`)
    .option('--seed <n>', `another seed gives other candidates; the same seed, the same ones (default: ${GENERATE_DEFAULTS.seed})`)
    .option('--count <n>', `how many candidates (default: ${GENERATE_DEFAULTS.count})`)
    .option('--describe <text>', 'describe the brand; the server’s AI model turns it into preferences (needs `kitsmith login`)')
    .option('--pick <n>', 'write candidate n to the design file (kitsmith.json’s design, else design-system.json)')
    .addHelpText(
      'after',
      examples([
        ["kitsmith generate --brand '#0b3d2e' --mood calm --contrast AAA", 'list the candidates'],
        ["kitsmith generate --brand '#0b3d2e' --mood calm --contrast AAA --pick 2", 'write the second to the design file'],
        ["kitsmith generate --brand '#0b3d2e' --brand '#f59e0b' --seed 7 --json", 'candidates as JSON (for CI and scripts)'],
        ["kitsmith generate --brand '#0b3d2e' --describe 'a calm fintech for retirees'", 'with the server’s AI model'],
      ]) + '\nThe same flags and seed always give the same candidates offline; a description asks the model again each time.\n',
    )
    .action(async (_options: unknown, command: Command) => {
      const options = parseOptions(generateOptionsSchema, command.optsWithGlobals(), 'generate');
      const ui = await context.ui();
      const request = { input: generateInput(options, await brandColors(ui, options)), description: options.describe };
      const { generate } = await import('../services/generate.ts');
      const result = await generate(context.environment, { ...request, pick: options.pick, apiUrl: options.apiUrl }, ui);
      ui.result(result, () => generateBlocks(result, request));
    });
}
