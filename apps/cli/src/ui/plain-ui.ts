import type { CliError } from '../errors.ts';
import type { Block } from './blocks.ts';
import type { OutputSettings } from './output-settings.ts';
import { formatBlocks } from './plain-format.ts';
import { errorJson, missingValue, type CliIo, type Ui } from './ui.ts';

const writeLines = (stream: CliIo['stdout'], lines: readonly string[]) => {
  if (lines.length > 0) stream.write(`${lines.join('\n')}\n`);
};

/**
 * Output without a terminal: results on stdout as plain lines (or JSON with
 * --json), steps and notes on stderr, no colour, and never a prompt. Loads no
 * ink or react, so a CI run starts fast.
 */
export function createPlainUi(io: CliIo, settings: OutputSettings): Ui {
  const refuse = (flag: string, message: string, choices: readonly { value: string }[] = []): never => {
    throw missingValue(
      flag,
      message,
      choices.map((choice) => choice.value),
    );
  };
  return {
    settings,
    async step(title, work) {
      if (!settings.json) io.stderr.write(`${title}...\n`);
      return work();
    },
    show(blocks: readonly Block[]) {
      if (!settings.json) writeLines(io.stderr, formatBlocks(blocks));
    },
    result(value, blocks) {
      if (settings.json) io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
      else writeLines(io.stdout, formatBlocks(blocks()));
    },
    error(error: CliError) {
      if (settings.json) io.stdout.write(`${JSON.stringify(errorJson(error), null, 2)}\n`);
      else writeLines(io.stderr, [`Error: ${error.message}`, ...(error.suggestion ? [error.suggestion] : [])]);
    },
    prompt: {
      text: async ({ flag, message }) => refuse(flag, message),
      select: async ({ flag, message, choices }) => refuse(flag, message, choices),
      multiSelect: async ({ flag, message, choices }) => refuse(flag, message, choices),
    },
  };
}
